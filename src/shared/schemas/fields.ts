import { z } from 'zod'

/**
 * The one definition of each text field the product accepts. Every route and form builds on these, so
 * a field has the same bound and the same message wherever it is typed.
 */
export const TEXT_LIMITS = {
  email: 255,
  /** The spec's minimum; the maximum keeps password hashing cheap for the server. */
  passwordMin: 6,
  passwordMax: 128,
  displayName: 100,
  subject: 200,
  message: 5000,
  notes: 5000,
  url: 2048,
  /** Any other short label or identifier (names, codes, reasons). */
  short: 200,
} as const

/** C0 and C1 control characters other than tab, line feed and carriage return (NUL among them). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
/** Single-line fields refuse line breaks and tabs too. */
const LINE_BREAKS = /[\t\n\r\u2028\u2029]/

export const CONTROL_CHARACTER_MESSAGE = 'contains characters that are not allowed'

export interface TextOptions {
  /** Shown in messages: 'Subject must be at most 200 characters'. */
  label: string
  max: number
  /** Allows line breaks and tabs (messages, notes). */
  multiline?: boolean
}

const tooLong = ({ label, max }: TextOptions) => `${label} must be at most ${max} characters`

function hasForbiddenCharacters(value: string, multiline = false): boolean {
  return CONTROL_CHARACTERS.test(value) || (!multiline && LINE_BREAKS.test(value))
}

/**
 * The rules of `boundedText` for a value that must reach its consumer untouched (a password, a token):
 * the message for the first rule it breaks, or undefined. Not trimmed, so the bound counts every character.
 */
export function textProblem(value: string, options: TextOptions): string | undefined {
  if (value.length > options.max) return tooLong(options)
  if (hasForbiddenCharacters(value, options.multiline)) return `${options.label} ${CONTROL_CHARACTER_MESSAGE}`
  return undefined
}

/** Trimmed text of at most `max` characters with no control characters; empty is allowed. */
export function boundedText(options: TextOptions) {
  const { label, max, multiline = false } = options
  return (
    z
      .string({ error: `${label} must be text` })
      // A first, generous bound keeps the character checks and trimming cheap on huge input.
      .max(max * 2, tooLong(options))
      .refine((value) => !hasForbiddenCharacters(value, multiline), `${label} ${CONTROL_CHARACTER_MESSAGE}`)
      .transform((value) => value.trim())
      .pipe(z.string().max(max, tooLong(options)))
      // Descriptions (OpenAPI) show the real bound, not the first one.
      .meta({ maxLength: max })
  )
}

/** Like `boundedText`, and not blank after trimming. */
export function requiredText(options: TextOptions & { requiredMessage: string }) {
  return boundedText(options).pipe(z.string().min(1, options.requiredMessage))
}

/** Trimmed, valid, at most 255 characters; `message` for every way it can be wrong (control characters too). */
export function emailAddress(message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(TEXT_LIMITS.email, message)
    .pipe(z.email(message))
    .meta({ format: 'email' })
}

/** Spec §5: trimmed, valid ('Invalid email address'), at most 255 characters. */
export const EmailSchema = emailAddress('Invalid email address')

export const PASSWORD_TOO_SHORT = `Password must be at least ${TEXT_LIMITS.passwordMin} characters`
export const PASSWORD_TOO_LONG = `Password must be at most ${TEXT_LIMITS.passwordMax} characters`

/** Spec §5: at least 6 characters. Passwords are never trimmed; control characters are refused. */
export const PasswordSchema = z
  .string({ error: 'Password must be text' })
  .min(TEXT_LIMITS.passwordMin, PASSWORD_TOO_SHORT)
  .max(TEXT_LIMITS.passwordMax, PASSWORD_TOO_LONG)
  .refine((value) => !hasForbiddenCharacters(value), `Password ${CONTROL_CHARACTER_MESSAGE}`)

/** Settings: the display name (spec: editable; we bound it at 100 characters). */
export const DisplayNameSchema = boundedText({ label: 'Display name', max: TEXT_LIMITS.displayName })

export const SubjectSchema = requiredText({
  label: 'Subject',
  max: TEXT_LIMITS.subject,
  requiredMessage: 'Subject is required',
})

export const MessageSchema = requiredText({
  label: 'Message',
  max: TEXT_LIMITS.message,
  multiline: true,
  requiredMessage: 'Message is required',
})

/** An http or https address (drive links, training URLs). */
export const WebAddressSchema = boundedText({ label: 'Link', max: TEXT_LIMITS.url }).pipe(
  z.url({ protocol: /^https?$/, message: 'Please enter a link starting with http:// or https://' }),
)
