import { z } from 'zod'

/** Approvals on WhatsApp: the strings the settings card and the messages show, word for word. */
export const WHATSAPP_MESSAGES = {
  notOffered: 'WhatsApp approvals are not available yet: the team has not connected WhatsApp.',
  phoneInvalid: 'Enter your mobile number with its country code, for example +44 7700 900123.',
  phoneTaken: 'This number already receives another account’s approvals.',
  codeSent: 'We sent a 6-digit code to your WhatsApp. Enter it to confirm.',
  codeInvalid: 'That code is not right. Check the latest WhatsApp message and try again.',
  codeExpired: 'That code has expired. Ask for a new one.',
  tooManyAttempts: 'Too many wrong codes. Ask for a new one.',
  noCodePending: 'Ask for a code first.',
  optedIn: 'WhatsApp approvals are on.',
  optedOut: 'WhatsApp approvals are off.',
  codeText: (code: string) => `Your PostCraft code is ${code}. It expires in 10 minutes.`,
  askForComment: 'What would you like changed? Reply with your comment.',
  approvedReply: 'Approved. Thank you!',
  changesReply: 'Thank you, we have your comment and will revise the post.',
  stoppedReply: 'You will no longer get approvals on WhatsApp. Turn them back on in your settings.',
} as const

export const WHATSAPP_CODE_LENGTH = 6
export const WHATSAPP_CODE_VALID_MINUTES = 10
export const WHATSAPP_CODE_MAX_ATTEMPTS = 5

/** A mobile number as typed, with its country code: spaces, dashes and brackets are ignored. */
export const WhatsappPhoneSchema = z
  .string()
  .max(40)
  .transform((value) => value.replace(/[\s().-]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, WHATSAPP_MESSAGES.phoneInvalid))

export const whatsappStatusSchema = z.object({
  /** false: WhatsApp is not configured on this server; the card says so and offers nothing. */
  offered: z.boolean(),
  status: z.enum(['off', 'pending', 'on']),
  /** The number as +digits, or null when off. */
  phone: z.string().nullable(),
})
export type WhatsappStatus = z.infer<typeof whatsappStatusSchema>

export const whatsappOptInRequestSchema = z.object({ phone: WhatsappPhoneSchema })
export type WhatsappOptInRequest = z.input<typeof whatsappOptInRequestSchema>

export const whatsappConfirmRequestSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code.'),
})
export type WhatsappConfirmRequest = z.input<typeof whatsappConfirmRequestSchema>

export const whatsappStatusResponseSchema = z.object({
  whatsapp: whatsappStatusSchema,
  notice: z.string().optional(),
})
export type WhatsappStatusResponse = z.infer<typeof whatsappStatusResponseSchema>
