import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  boundedText,
  CONTROL_CHARACTER_MESSAGE,
  DisplayNameSchema,
  EmailSchema,
  emailAddress,
  MessageSchema,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PasswordSchema,
  requiredText,
  SubjectSchema,
  TEXT_LIMITS,
  textProblem,
  WebAddressSchema,
} from './fields.ts'

/** The first message a schema gives for `value`, or undefined when it accepts it. */
function messageFor(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value)
  return result.success ? undefined : result.error.issues[0]?.message
}

const controlCharacters = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u000c',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
]
const lineBreaks = ['\n', '\r', '\t', '\u2028', '\u2029']

describe('boundedText', () => {
  const schema = boundedText({ label: 'Name', max: 10 })

  it('trims, and counts the bound after trimming', () => {
    expect(schema.parse('  Alice  ')).toBe('Alice')
    expect(schema.parse(`   ${'a'.repeat(10)}   `)).toBe('a'.repeat(10))
    expect(schema.parse('')).toBe('')
  })

  it('refuses text over the bound with the label and the bound in the message', () => {
    expect(messageFor(schema, 'a'.repeat(11))).toBe('Name must be at most 10 characters')
    expect(messageFor(schema, 'a'.repeat(1_000_000))).toBe('Name must be at most 10 characters')
  })

  it.each(controlCharacters.map((character) => [JSON.stringify(character), character]))(
    'refuses the control character %s anywhere in the text',
    (_name, character) => {
      for (const value of [character, `a${character}`, `${character}a`, `a${character}b`]) {
        expect(messageFor(schema, value)).toBe(`Name ${CONTROL_CHARACTER_MESSAGE}`)
      }
    },
  )

  it('refuses line breaks and tabs in single-line text, and allows them in multiline text', () => {
    const multiline = boundedText({ label: 'Notes', max: 50, multiline: true })
    for (const character of lineBreaks) {
      expect(messageFor(schema, `a${character}b`)).toBe(`Name ${CONTROL_CHARACTER_MESSAGE}`)
      expect(multiline.parse(`a${character}b`)).toBe(`a${character}b`)
    }
    expect(messageFor(multiline, 'a\u0000b')).toBe(`Notes ${CONTROL_CHARACTER_MESSAGE}`)
  })

  it('names the field when the value is not text', () => {
    expect(messageFor(schema, 42)).toBe('Name must be text')
    expect(messageFor(schema, null)).toBe('Name must be text')
  })

  it('accepts any printable text within the bound, unchanged but for trimming (property)', () => {
    // Graphemes include the line and paragraph separators (U+2028, U+2029), which a single-line field
    // refuses like any line break.
    const printable = fc
      .string({ unit: 'grapheme', maxLength: 10 })
      .filter((value) => value.length <= 10 && !/[\t\n\r\u2028\u2029]/.test(value))
    fc.assert(
      fc.property(printable, (value) => {
        expect(schema.parse(value)).toBe(value.trim())
      }),
    )
  })

  it('never lets a control character through (property)', () => {
    const withControl = fc
      .tuple(fc.string({ maxLength: 4 }), fc.constantFrom(...controlCharacters), fc.string({ maxLength: 4 }))
      .map(([before, character, after]) => before + character + after)
    fc.assert(
      fc.property(withControl, (value) => {
        expect(schema.safeParse(value).success).toBe(false)
      }),
    )
  })
})

describe('requiredText', () => {
  const schema = requiredText({ label: 'Title', max: 5, requiredMessage: 'Title is required' })

  it('refuses empty and blank text with its own message', () => {
    expect(messageFor(schema, '')).toBe('Title is required')
    expect(messageFor(schema, '   ')).toBe('Title is required')
    expect(schema.parse(' Hi ')).toBe('Hi')
  })
})

describe('textProblem (texts passed on untouched)', () => {
  const options = { label: 'Token', max: 5 }

  it('counts every character, spaces too, and finds control characters and line breaks', () => {
    expect(textProblem('abcde', options)).toBeUndefined()
    expect(textProblem(' abcde', options)).toBe('Token must be at most 5 characters')
    expect(textProblem('a\u0000', options)).toBe(`Token ${CONTROL_CHARACTER_MESSAGE}`)
    expect(textProblem('a\nb', options)).toBe(`Token ${CONTROL_CHARACTER_MESSAGE}`)
    expect(textProblem('a\nb', { ...options, multiline: true })).toBeUndefined()
  })
})

describe('the product fields', () => {
  it('bounds the display name at 100, the subject at 200 and the message at 5,000 characters', () => {
    expect(TEXT_LIMITS).toMatchObject({ displayName: 100, subject: 200, message: 5000 })
    expect(DisplayNameSchema.parse('a'.repeat(100))).toHaveLength(100)
    expect(messageFor(DisplayNameSchema, 'a'.repeat(101))).toBe('Display name must be at most 100 characters')
    expect(messageFor(SubjectSchema, 'a'.repeat(201))).toBe('Subject must be at most 200 characters')
    expect(messageFor(MessageSchema, 'a'.repeat(5001))).toBe('Message must be at most 5000 characters')
  })

  it('requires a subject and a message, and lets a message span lines', () => {
    expect(messageFor(SubjectSchema, '  ')).toBe('Subject is required')
    expect(messageFor(MessageSchema, '\n')).toBe('Message is required')
    expect(MessageSchema.parse(' Hello,\n\nthanks \n')).toBe('Hello,\n\nthanks')
    expect(messageFor(SubjectSchema, 'Hello\nthere')).toBe(`Subject ${CONTROL_CHARACTER_MESSAGE}`)
  })

  it('takes a trimmed e-mail of at most 255 characters, refusing control characters', () => {
    expect(EmailSchema.parse('  ada@example.com ')).toBe('ada@example.com')
    const longest = `${'a'.repeat(243)}@example.com`
    expect(EmailSchema.parse(longest)).toBe(longest)
    expect(messageFor(EmailSchema, `a${longest}`)).toBe('Invalid email address')
    expect(messageFor(EmailSchema, 'ada\u0000@example.com')).toBe('Invalid email address')
    expect(messageFor(emailAddress('Please enter a valid email address'), 'nope')).toBe(
      'Please enter a valid email address',
    )
  })

  it('keeps passwords untrimmed, 6 to 128 characters, without control characters', () => {
    expect(PasswordSchema.parse(' secret ')).toBe(' secret ')
    expect(messageFor(PasswordSchema, '12345')).toBe(PASSWORD_TOO_SHORT)
    expect(messageFor(PasswordSchema, 'a'.repeat(129))).toBe(PASSWORD_TOO_LONG)
    expect(messageFor(PasswordSchema, 'secret\u0000')).toBe(`Password ${CONTROL_CHARACTER_MESSAGE}`)
  })

  it('takes http and https links only, within the bound', () => {
    expect(WebAddressSchema.parse(' https://example.com/a ')).toBe('https://example.com/a')
    expect(WebAddressSchema.safeParse('javascript:alert(1)').success).toBe(false)
    expect(WebAddressSchema.safeParse(`https://example.com/${'a'.repeat(2048)}`).success).toBe(false)
  })
})
