import fc from 'fast-check'

/**
 * Values for the fields an OpenAPI schema describes: plausible ones (so a request gets past the first
 * check and reaches deeper code) mixed with hostile ones (control characters, huge strings, wrong
 * types, missing fields). openapi-requests.ts builds whole requests from them.
 */

export type Schema = Record<string, unknown>

export interface OpenApi {
  paths: Record<string, Record<string, unknown>>
  components?: { schemas?: Record<string, Schema> }
}

const CONTROL = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085', '\u009f']
const BREAKS = ['\n', '\r', '\t', '\u2028']

/** Strings a careless handler would store or pass on: control characters, huge, odd Unicode, injections. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...CONTROL, ...BREAKS), fc.string({ maxLength: 8 }))
      .map(([before, character, after]) => before + character + after),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(101, 256, 5_001, 70_000, 400_000).map((length) => 'x'.repeat(length)),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\uD800',
      '../../etc/passwd',
      '%00',
      "' OR '1'='1",
      '<script>',
      '😀'.repeat(60),
    ),
  },
)

const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
)

function resolve(document: OpenApi, schema: Schema): Schema {
  const ref = schema.$ref
  if (typeof ref !== 'string') return schema
  return document.components?.schemas?.[ref.split('/').pop() ?? ''] ?? {}
}

function typeOf(schema: Schema): string | undefined {
  const type = schema.type
  if (Array.isArray(type)) return type.find((entry) => entry !== 'null')
  if (typeof type === 'string') return type
  return schema.properties ? 'object' : undefined
}

function plausibleString(schema: Schema, key: string): fc.Arbitrary<string> {
  if (schema.format === 'email' || /email/i.test(key)) return fc.emailAddress()
  if (schema.format === 'uuid' || /^id$|Id$/.test(key))
    return fc.oneof(fc.uuid(), fc.string({ maxLength: 40 }))
  if (/password/i.test(key)) return fc.string({ minLength: 6, maxLength: 20 })
  if (/url|redirect/i.test(key)) return fc.oneof(fc.webUrl(), fc.constantFrom('/dashboard', '/auth'))
  const maxLength = typeof schema.maxLength === 'number' ? Math.min(schema.maxLength, 60) : 40
  return fc.string({ maxLength })
}

/** `hostile`: nested values may be hostile too; otherwise every value is plausible. */
interface Context {
  document: OpenApi
  hostile: boolean
}

function child(context: Context, schema: Schema, key: string, depth: number): fc.Arbitrary<unknown> {
  return context.hostile
    ? valueFor(context.document, schema, key, depth)
    : plausible(context, schema, key, depth)
}

function objectFor(context: Context, schema: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, child(context, property, key, depth + 1)]),
  )
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : []
  // Every required field present gets past "missing field" to the checks behind it.
  const complete = fc.record(model, { requiredKeys: required.filter((key) => key in model) })
  if (!context.hostile) return complete
  return fc.oneof(
    { weight: 3, arbitrary: complete },
    { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.record(model), fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 1 })))
        .map(([known, extra]) => ({ ...extra, ...known })),
    },
  )
}

function plausible(context: Context, raw: Schema, key: string, depth: number): fc.Arbitrary<unknown> {
  const schema = resolve(context.document, raw)
  const options = (schema.anyOf ?? schema.oneOf ?? schema.allOf) as Schema[] | undefined
  if (options && options.length > 0) {
    return fc.oneof(...options.map((option) => plausible(context, option, key, depth)))
  }
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum)
  if (depth > 4) return fc.jsonValue({ maxDepth: 1 })
  switch (typeOf(schema)) {
    case 'string':
      return plausibleString(schema, key)
    case 'integer':
      return fc.oneof(fc.integer({ min: -5, max: 1000 }), fc.integer())
    case 'number':
      return fc.oneof(fc.integer({ min: 0, max: 500 }), fc.double())
    case 'boolean':
      return fc.boolean()
    case 'array':
      return fc.array(child(context, (schema.items ?? {}) as Schema, key, depth + 1), { maxLength: 3 })
    case 'object':
      return objectFor(context, schema, depth)
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

/** Mostly plausible, sometimes hostile, sometimes of the wrong type, at every level. */
export function valueFor(document: OpenApi, schema: Schema, key = '', depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: plausible({ document, hostile: true }, schema, key, depth) },
    { weight: 3, arbitrary: hostileString },
    { weight: 1, arbitrary: wrongType },
  )
}

const MISSING = Symbol('missing')

/**
 * A plausible object with exactly one field broken (hostile text, wrong type or missing): the checks
 * of that one field are reached, whatever the others demand.
 */
export function oneFieldBroken(document: OpenApi, schema: Schema): fc.Arbitrary<unknown> {
  const clean = plausible({ document, hostile: false }, schema, '', 0)
  const keys = Object.keys((resolve(document, schema).properties ?? {}) as Schema)
  if (keys.length === 0) return clean
  const broken = fc.oneof(
    { weight: 3, arbitrary: hostileString },
    { weight: 1, arbitrary: wrongType },
    { weight: 1, arbitrary: fc.constant(MISSING) },
  )
  return fc.tuple(clean, fc.constantFrom(...keys), broken).map(([value, key, replacement]) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value
    const copy: Record<string, unknown> = { ...value }
    if (replacement === MISSING) delete copy[key]
    else copy[key] = replacement
    return copy
  })
}
