import fc from 'fast-check'
import { hostileString, type OpenApi, oneFieldBroken, type Schema, valueFor } from './openapi-values.ts'

export type { OpenApi }

/**
 * Requests built from an OpenAPI description: for every operation, path parameters, a query string
 * and a body from openapi-values.ts, plus malformed bodies and odd content types.
 */

interface Parameter {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  schema?: Schema
}

interface Operation {
  parameters?: Parameter[]
  requestBody?: { content?: Record<string, { schema?: Schema }> }
  responses?: Record<string, { content?: Record<string, unknown> }>
}

export interface FuzzOperation {
  method: string
  path: string
  parameters: Parameter[]
  body: Schema | undefined
  /** Answers with a stream that stays open (server-sent events): only its refusals can be awaited. */
  streams: boolean
}

export interface FuzzRequest {
  url: string
  payload: string | undefined
  contentType: string | undefined
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch']

export function listOperations(document: OpenApi): FuzzOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, raw]) => {
        const operation = raw as Operation
        return {
          method: method.toUpperCase(),
          path,
          parameters: operation.parameters ?? [],
          body: operation.requestBody?.content?.['application/json']?.schema,
          streams: Object.values(operation.responses ?? {}).some(
            (response) => response.content?.['text/event-stream'] !== undefined,
          ),
        }
      }),
  )
}
const OTHER_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=latin1',
]
const MALFORMED_JSON = ['{"email":', '{', 'nul', '[1,2', '"\\u00"', '', '{"a":1}}', '\u0000']

function bodyFor(document: OpenApi, operation: FuzzOperation) {
  const json = operation.body
    ? fc.oneof(
        { weight: 5, arbitrary: oneFieldBroken(document, operation.body) },
        { weight: 2, arbitrary: valueFor(document, operation.body) },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
      )
    : fc.jsonValue({ maxDepth: 3 })
  return fc.oneof(
    {
      weight: 8,
      arbitrary: json.map((value) => ({ payload: JSON.stringify(value), contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...MALFORMED_JSON)
        .map((payload) => ({ payload, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...OTHER_CONTENT_TYPES), fc.oneof(fc.string(), hostileString))
        .map(([contentType, payload]) => ({ payload, contentType })),
    },
    { weight: 1, arbitrary: fc.constant({ payload: undefined, contentType: undefined }) },
  )
}

/** Lone surrogates cannot be percent-encoded; a browser sends U+FFFD for them, and so do we. */
const encode = (value: unknown) =>
  encodeURIComponent((String(value) as string & { toWellFormed(): string }).toWellFormed())

function queryFor(document: OpenApi, parameters: Parameter[]): fc.Arbitrary<string> {
  const declared = parameters.filter((parameter) => parameter.in === 'query')
  const model = Object.fromEntries(
    declared.map((parameter) => [parameter.name, valueFor(document, parameter.schema ?? {}, parameter.name)]),
  )
  const pairs = fc
    .tuple(
      fc.record(model, { requiredKeys: [] }),
      fc.array(fc.tuple(fc.string({ maxLength: 8 }), fc.oneof(fc.string(), hostileString)), { maxLength: 2 }),
    )
    .map(([known, extra]) =>
      [...Object.entries(known), ...extra]
        .map(
          ([key, value]) =>
            `${encode(key)}=${encode(typeof value === 'object' ? JSON.stringify(value) : value)}`,
        )
        .join('&'),
    )
  return fc.oneof(
    { weight: 6, arbitrary: pairs },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '&&=&', 'a[b][c]=1', 'a=%00', 'a=%ED%A0%80') },
  )
}

/** The whole request for one operation: path parameters filled in, a query string and a body. */
export function requestFor(document: OpenApi, operation: FuzzOperation): fc.Arbitrary<FuzzRequest> {
  const names = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '')
  const schemaOf = (name: string) =>
    operation.parameters.find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema ?? {}
  const segment = (name: string) =>
    fc.oneof(
      {
        weight: 9,
        arbitrary: valueFor(document, schemaOf(name), name).map((value) =>
          encode(typeof value === 'object' ? JSON.stringify(value) : value),
        ),
      },
      // Sent as they are: percent-encodings that do not decode.
      { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%80', '%FF') },
    )
  const pathValues = fc.tuple(...names.map(segment))
  const sendsBody = operation.method !== 'GET'
  return fc
    .record({
      values: pathValues,
      query: fc.option(queryFor(document, operation.parameters), { nil: '' }),
      body: sendsBody
        ? bodyFor(document, operation)
        : fc.constant({ payload: undefined, contentType: undefined }),
    })
    .map(({ values, query, body }) => {
      let path = operation.path
      names.forEach((name, index) => {
        path = path.replace(`{${name}}`, values[index] ?? '')
      })
      return { url: query ? `${path}?${query}` : path, ...body }
    })
}
