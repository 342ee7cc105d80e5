import { z } from 'zod'

/** What changed; clients refetch the matching data. Payloads carry no row contents. */
export const changeTopics = ['messages', 'tickets', 'conversations', 'emails', 'orders'] as const
export type ChangeTopic = (typeof changeTopics)[number]

export const changeEventSchema = z.object({ topic: z.enum(changeTopics) })
export type ChangeEvent = z.infer<typeof changeEventSchema>
