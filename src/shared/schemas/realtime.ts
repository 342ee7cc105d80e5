import { z } from 'zod'

/**
 * What changed; clients refetch the matching data. Payloads carry no row contents. conversations: the
 * chatbot's conversations; knowledge: its training documents; jobs: failed background jobs; bookings: demo calls; content: posts
 * of the content calendar (their status, comments and the badges); customers: the administrators' list of
 * customers (an account, a name, an order, a subscription, a customer's links); orders: a customer's own orders; portfolio: the designs on /our-work; team: the administrators.
 */
export const changeTopics = [
  'messages',
  'tickets',
  'conversations',
  'knowledge',
  'emails',
  'orders',
  'customers',
  'jobs',
  'bookings',
  'content',
  'portfolio',
  'team',
] as const
export type ChangeTopic = (typeof changeTopics)[number]

export const changeEventSchema = z.object({ topic: z.enum(changeTopics) })
export type ChangeEvent = z.infer<typeof changeEventSchema>
