import { z } from 'zod'
import { emailAddress } from './fields.ts'

export const emailStatuses = ['queued', 'sending', 'sent', 'failed', 'captured'] as const

export const outboxMessageSchema = z.object({
  id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  template: z.string(),
  status: z.enum(emailStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
})

export const outboxListResponseSchema = z.object({ messages: z.array(outboxMessageSchema) })
export type OutboxMessage = z.infer<typeof outboxMessageSchema>

/** POST /api/admin/emails/:id/retry: the message, queued again. */
export const retryEmailResponseSchema = z.object({ message: outboxMessageSchema })

/** The two sender choices of the diagnostic page: MAIL_FROM, or the mail account's own address. */
export const testSenders = ['mail-from', 'default'] as const
export type TestSender = (typeof testSenders)[number]

export const RECIPIENT_REQUIRED = 'Please enter a recipient email'

export const emailTestRequestSchema = z.object({
  to: z
    .string({ error: RECIPIENT_REQUIRED })
    .trim()
    .min(1, RECIPIENT_REQUIRED)
    .pipe(emailAddress('Please enter a valid email address')),
  sender: z.enum(testSenders),
})
export type EmailTestRequest = z.infer<typeof emailTestRequestSchema>

export const emailTestResponseSchema = z.object({ data: z.object({ id: z.string() }) })

export const emailSenderChoiceSchema = z.object({
  value: z.enum(testSenders),
  label: z.string(),
  address: z.string(),
})

export const emailSendersResponseSchema = z.object({ senders: z.array(emailSenderChoiceSchema) })

/** The delivery status of one message, shown raw on the diagnostic page. */
export const emailStatusResponseSchema = z.object({
  id: z.string(),
  recipient: z.string(),
  sender: z.string(),
  subject: z.string(),
  status: z.enum(emailStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  providerMessageId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
})
export type EmailStatusResponse = z.infer<typeof emailStatusResponseSchema>

/** The diagnostic page's status check: the id of a message sent from it (spec §5). */
export const emailStatusCheckSchema = z.object({
  id: z.string().trim().min(1, 'Please send a test email first to get a message ID'),
})

export const emailIdParamsSchema = z.object({ id: z.uuid('Unknown message id') })
