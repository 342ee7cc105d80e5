import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { BRAND } from '#shared/brand.ts'

type JsonObject = Record<string, unknown>

/** The parts of an OpenAPI 3 document the merge reads; everything else is kept as it is. */
export interface OpenApiDocument extends JsonObject {
  paths?: Record<string, JsonObject>
  components?: Record<string, JsonObject>
  tags?: { name: string; description?: string }[]
}

/** The routes of a library mounted under `prefix`, described by the library itself. */
export interface MountedApi {
  prefix: string
  /** An OpenAPI 3 document with paths relative to `prefix`. */
  document: object
  /** Prefix of its tags and component names ('auth': tag 'auth: admin', schema 'authUser'). */
  name: string
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'])
const SCHEMA_REF = '#/components/schemas/'

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A copy of `value` whose component references point at the renamed components. */
function renameRefs(value: unknown, rename: (name: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => renameRefs(item, rename))
  if (!isObject(value)) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) =>
      key === '$ref' && typeof child === 'string' && child.startsWith(SCHEMA_REF)
        ? [key, SCHEMA_REF + rename(child.slice(SCHEMA_REF.length))]
        : [key, renameRefs(child, rename)],
    ),
  )
}

/**
 * Adds a mounted library's operations to our description. Where both describe the same path and
 * method, ours wins: a route we took over from the library is described by its own schema. The
 * library's security requirements are dropped (its scheme names are not our cookie).
 */
export function mergeOpenApi(base: OpenApiDocument, mounted: MountedApi): OpenApiDocument {
  const { prefix, name } = mounted
  const rename = (schema: string) => `${name}${schema}`
  const tag = (libraryTag: unknown) =>
    libraryTag === 'Default' ? name : `${name}: ${String(libraryTag).toLowerCase()}`
  const document = renameRefs(mounted.document, rename) as OpenApiDocument
  const paths: Record<string, JsonObject> = { ...base.paths }
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const url = `${prefix}${path}`
    const merged: JsonObject = { ...paths[url] }
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method) || method in merged || !isObject(operation)) continue
      const { security: _security, tags, ...rest } = operation
      merged[method] = { ...rest, tags: Array.isArray(tags) ? tags.map(tag) : [name] }
    }
    if (Object.keys(merged).length > 0) paths[url] = merged
  }
  const librarySchemas = document.components?.schemas ?? {}
  const schemas = {
    ...Object.fromEntries(Object.entries(librarySchemas).map(([key, value]) => [rename(key), value])),
    ...base.components?.schemas,
  }
  return { ...base, paths, components: { ...base.components, schemas } }
}

/** GET /api/docs (the reference page) and /api/docs/json: every route we serve, the mounted ones too. */
export async function registerApiDocs(app: FastifyInstance, mounted: MountedApi[]): Promise<void> {
  await app.register(swagger, {
    openapi: { info: { title: `${BRAND.name} API`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
    transformObject: (documents) => {
      if (!('openapiObject' in documents)) return documents.swaggerObject
      const base = documents.openapiObject as OpenApiDocument
      return mounted.reduce(mergeOpenApi, base) as typeof documents.openapiObject
    },
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })
}
