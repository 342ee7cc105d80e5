import type { FastifyRequest } from 'fastify'
import { AppError, type FieldErrors } from '#shared/errors.ts'
import { DisplayNameSchema, TEXT_LIMITS, textProblem } from '#shared/schemas/fields.ts'

/**
 * The authentication library checks the shape of its requests but not what a text holds: a NUL reaches
 * PostgreSQL (which refuses it with an error, a 500) and a 10,000-character name is stored. So every text
 * in a body, query string or path bound for it is held to the shared field rules first.
 */

/** Limits by field name; any other text is a short label or token. */
const LIMITS: Record<string, { label: string; max: number }> = {
  email: { label: 'Email', max: TEXT_LIMITS.email },
  newEmail: { label: 'Email', max: TEXT_LIMITS.email },
  password: { label: 'Password', max: TEXT_LIMITS.passwordMax },
  newPassword: { label: 'Password', max: TEXT_LIMITS.passwordMax },
  currentPassword: { label: 'Password', max: TEXT_LIMITS.passwordMax },
  name: { label: 'Display name', max: TEXT_LIMITS.displayName },
  image: { label: 'Image', max: TEXT_LIMITS.url },
  callbackURL: { label: 'Callback URL', max: TEXT_LIMITS.url },
  newUserCallbackURL: { label: 'Callback URL', max: TEXT_LIMITS.url },
  errorCallbackURL: { label: 'Callback URL', max: TEXT_LIMITS.url },
  redirectTo: { label: 'Redirect URL', max: TEXT_LIMITS.url },
  // E-mail confirmation tokens are signed JWTs, longer than the other tokens.
  token: { label: 'Token', max: TEXT_LIMITS.url },
}

/** Deeper than any request the library takes; keeps the walk (and re-serialising the body) cheap. */
const MAX_DEPTH = 6

function limitFor(key: string, field: string) {
  return LIMITS[key] ?? { label: field, max: TEXT_LIMITS.short }
}

/** Every text (and object key) in `value`, with its dotted field name, checked against its limit. */
function collectProblems(value: unknown, field: string, key: string, depth: number, problems: FieldErrors) {
  if (typeof value === 'string') {
    const problem = textProblem(value, limitFor(key, field))
    if (problem) problems[field] ??= problem
    return
  }
  if (typeof value !== 'object' || value === null) return
  if (depth >= MAX_DEPTH) {
    problems[field] ??= `${field} is nested too deeply`
    return
  }
  for (const [childKey, child] of Object.entries(value)) {
    const childField = field ? `${field}.${childKey}` : childKey
    const keyProblem = textProblem(childKey, { label: 'A field name', max: TEXT_LIMITS.short })
    if (keyProblem) problems[field || 'body'] ??= keyProblem
    else collectProblems(child, childField, Array.isArray(value) ? key : childKey, depth + 1, problems)
  }
}

function refuse(problems: FieldErrors): void {
  const first = Object.entries(problems)[0]
  if (first) throw new AppError('validation_failed', `${first[0]}: ${first[1]}`, problems)
}

/** Trims the display name of sign-up and update-user as Settings does, or names what is wrong with it. */
function normaliseName(body: object, problems: FieldErrors): void {
  if (!('name' in body) || typeof body.name !== 'string') return
  const name = DisplayNameSchema.safeParse(body.name)
  if (name.success) body.name = name.data
  else problems.name = name.error.issues[0]?.message ?? 'Invalid display name'
}

/** Refuses (400, fields named) any request to the library whose texts break the field rules. */
export function checkAuthInput(request: FastifyRequest): void {
  const problems: FieldErrors = {}
  const params = request.params as Record<string, unknown> | undefined
  const pathRest = typeof params?.['*'] === 'string' ? params['*'] : ''
  const pathProblem = textProblem(pathRest, { label: 'The address', max: TEXT_LIMITS.short })
  if (pathProblem) problems.path = pathProblem
  collectProblems(request.query, '', '', 0, problems)
  const body = request.body
  if (typeof body === 'object' && body !== null) {
    if (!Array.isArray(body)) normaliseName(body, problems)
    collectProblems(body, '', '', 0, problems)
  }
  refuse(problems)
}
