import { AppError } from '#shared/errors.ts'

const MINUTE = 60_000

/** 'Too many requests. Please try again in 2 minutes.' */
export function tooManyMessage(what: string, retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / MINUTE))
  return `Too many ${what}. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
}

/** A 429 refusal with a readable message; the error handler adds the Retry-After header. */
export class TooManyRequests extends AppError {
  readonly retryAfterMs: number

  constructor(what: string, retryAfterMs: number) {
    super('rate_limited', tooManyMessage(what, retryAfterMs))
    this.retryAfterMs = retryAfterMs
  }

  get retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(this.retryAfterMs / 1000))
  }
}
