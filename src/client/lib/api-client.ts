import { config, type z } from 'zod'
import type { FieldErrors } from '#shared/errors.ts'
import { isErrorBody } from '#shared/errors.ts'

// Our Content-Security-Policy forbids eval. Zod's faster parsing probes `new Function` for it, which
// the browser reports as a policy violation even though zod catches the refusal; parse without it.
config({ jitless: true })

/** An error answer from our API, with the server's readable message and per-field messages. */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly fields: FieldErrors

  constructor(status: number, code: string, message: string, fields: FieldErrors = {}) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.fields = fields
  }
}

/**
 * A successful answer whose body breaks the shared schema: client and server disagree, which is a bug,
 * never a condition to show politely. It is logged to the console as well as thrown, so the browser
 * tests fail on it (e2e/support/browser.ts) even where the page would carry on.
 */
export class ResponseMismatchError extends Error {
  constructor(method: string, path: string, issues: readonly z.core.$ZodIssue[]) {
    const lines = issues.map((issue) => `  ${issue.path.join('.') || '(body)'}: ${issue.message}`)
    super(`${method} ${path} answered with a body that does not match its schema:\n${lines.join('\n')}`)
    this.name = 'ResponseMismatchError'
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface RequestOptions<Schema extends z.ZodType> {
  /** The shared zod schema of the response body; the answer is parsed with it, never cast. */
  schema: Schema
  method?: Method
  /** Sent as JSON; a FormData is sent as multipart (the browser sets its boundary). */
  body?: unknown
  signal?: AbortSignal | undefined
}

const NETWORK_MESSAGE = 'We could not reach the server. Check your connection and try again.'

/**
 * The one way the client talks to the server: sends JSON (or a multipart form), turns error bodies into
 * `ApiError`, and parses every successful body with its schema (a mismatch throws `ResponseMismatchError`).
 */
export async function apiRequest<Schema extends z.ZodType>(
  path: string,
  options: RequestOptions<Schema>,
): Promise<z.output<Schema>> {
  const method = options.method ?? 'GET'
  const { body } = options
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData
  let response: Response
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined || multipart ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      signal: options.signal ?? null,
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiError(0, 'network', NETWORK_MESSAGE)
  }
  const text = await response.text()
  const data: unknown = text ? safeJson(text) : undefined
  if (!response.ok) throw errorFrom(response, data)
  const parsed = options.schema.safeParse(data)
  if (!parsed.success) {
    const mismatch = new ResponseMismatchError(method, path, parsed.error.issues)
    console.error(mismatch)
    throw mismatch
  }
  return parsed.data
}

function errorFrom(response: Response, data: unknown): ApiError {
  if (isErrorBody(data)) {
    return new ApiError(response.status, data.error.code, data.error.message, data.error.fields)
  }
  // The auth library answers `{ code, message }` rather than our error envelope.
  const message =
    typeof data === 'object' && data && 'message' in data ? String(data.message) : response.statusText
  return new ApiError(response.status, 'http_error', message || 'Request failed')
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The message to show for a failed call: the server's own words, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback
}
