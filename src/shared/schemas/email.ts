import { z } from 'zod'

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
