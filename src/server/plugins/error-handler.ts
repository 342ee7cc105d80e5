import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { AppError, type ErrorCode, type FieldErrors } from '#shared/errors.ts'
import { TooManyRequests } from './rate-limit/too-many-requests.ts'

export const statusByCode: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  account_exists: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
}

/** Every error body carries the request's id (also in the X-Request-Id header and each log line). */
function send(reply: FastifyReply, status: number, code: string, message: string, fields?: FieldErrors) {
  const requestId = reply.request.id
  return reply.status(status).send({ error: { code, message, ...(fields ? { fields } : {}), requestId } })
}

/** Fastify's own 4xx errors (bad JSON, body too large, wrong content type) in our error shape. */
function fromFastifyError(
  error: FastifyError,
): { status: number; code: ErrorCode; message: string } | undefined {
  const status = error.statusCode ?? 500
  if (status === 413) return { status, code: 'payload_too_large', message: 'The request body is too large.' }
  if (status === 415) return { status, code: 'unsupported_media_type', message: 'Unsupported content type.' }
  if (status === 429) return { status, code: 'rate_limited', message: error.message }
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return { status: 400, code: 'bad_request', message: 'The request body is not valid JSON.' }
  }
  if (status >= 400 && status < 500) return { status, code: 'bad_request', message: error.message }
  return undefined
}

interface ValidationIssue {
  instancePath: string
  keyword: string
  message?: string | undefined
  params: Record<string, unknown>
}

/** One message per field, named by its dotted path; each unknown field of a strict object by itself. */
function fieldErrors(issues: ValidationIssue[]): FieldErrors {
  const fields: FieldErrors = {}
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
    const unknown = issue.keyword === 'unrecognized_keys' ? issue.params.keys : undefined
    if (Array.isArray(unknown)) {
      for (const key of unknown) fields[path ? `${path}.${key}` : String(key)] ??= `Unknown field "${key}"`
    } else {
      fields[path || 'body'] ??= issue.message ?? 'Invalid value'
    }
  }
  return fields
}

/**
 * Fastify's option `frameworkErrors`: the router's refusals (a malformed percent-encoding in the
 * path, a path parameter over 100 characters) arrive before any route, in our error shape too.
 */
export function routerErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return send(reply, 400, 'bad_request', 'A part of the address is too long.')
  }
  if (error.code === 'FST_ERR_BAD_URL') return send(reply, 400, 'bad_request', 'The address is not valid.')
  return send(reply, 500, 'internal', 'Something went wrong on our side. Please try again.')
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error instanceof TooManyRequests) reply.header('retry-after', String(error.retryAfterSeconds))
      return send(reply, statusByCode[error.code], error.code, error.message, error.fields)
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldErrors(error.validation)
      const first = Object.entries(fields)[0]
      const message = first ? `${first[0]}: ${first[1]}` : 'The request is invalid.'
      return send(reply, 400, 'validation_failed', message, fields)
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema')
      return send(reply, 500, 'internal', 'Something went wrong on our side. Please try again.')
    }
    const known = fromFastifyError(error)
    if (known) return send(reply, known.status, known.code, known.message)
    request.log.error({ err: error }, 'unhandled error')
    return send(reply, 500, 'internal', 'Something went wrong on our side. Please try again.')
  })

  app.setNotFoundHandler((request, reply) => {
    return send(reply, 404, 'not_found', `No route for ${request.method} ${request.url.split('?')[0]}`)
  })
}
