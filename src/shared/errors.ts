/**
 * The one error type of the product. Services throw it; the server's error handler maps `code` to an
 * HTTP status and the client's API client turns the body back into a readable message.
 */
export const errorCodes = [
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  /** Checkout for an e-mail whose proven account is not the caller's: sign in first. */
  'account_exists',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal',
  'unavailable',
] as const

export type ErrorCode = (typeof errorCodes)[number]

export type FieldErrors = Record<string, string>

export interface ErrorBody {
  /** requestId: the server's id of the request, to quote to support (also the X-Request-Id header). */
  error: { code: ErrorCode | string; message: string; fields?: FieldErrors; requestId?: string }
}

export class AppError extends Error {
  readonly code: ErrorCode
  readonly fields: FieldErrors | undefined

  constructor(code: ErrorCode, message: string, fields?: FieldErrors) {
    super(message)
    this.name = 'AppError'
    this.code = code
    this.fields = fields
  }
}

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false
  const error = (value as { error: unknown }).error
  return typeof error === 'object' && error !== null && 'message' in error && 'code' in error
}
