import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm'
import type { OutcomeFilter } from '#shared/schemas/chatbot-admin.ts'
import type { Executor } from '../../db/client.ts'
import { containing } from '../../db/like.ts'
import { demoBookings as b } from '../../db/schema/booking.ts'
import { chatbotConversations as c, chatbotMessages } from '../../db/schema/chatbot.ts'

export interface ConversationFilter {
  search: string
  minIntent: number
  outcome: OutcomeFilter
  /** Leads only: a visitor e-mail is known (the CSV export). */
  leadsOnly?: boolean
}

function where(filter: ConversationFilter): SQL | undefined {
  const pattern = containing(filter.search.toLowerCase())
  return and(
    filter.search
      ? or(sql`lower(${c.visitorEmail}) like ${pattern}`, sql`lower(${c.visitorName}) like ${pattern}`)
      : undefined,
    filter.minIntent > 0 ? gte(c.intentScore, filter.minIntent) : undefined,
    filter.outcome === 'email_captured' || filter.leadsOnly ? isNotNull(c.visitorEmail) : undefined,
    filter.outcome === 'human_requested' ? eq(c.finalOutcome, 'human_requested') : undefined,
  )
}

export type ConversationRow = typeof c.$inferSelect

export async function countConversations(executor: Executor, filter: ConversationFilter): Promise<number> {
  const [row] = await executor.select({ n: count() }).from(c).where(where(filter))
  return row?.n ?? 0
}

/** Newest first (by last seen: the conversations the team should read next come first). */
export async function listConversations(
  executor: Executor,
  filter: ConversationFilter,
  limit: number,
  offset: number,
): Promise<ConversationRow[]> {
  return executor
    .select()
    .from(c)
    .where(where(filter))
    .orderBy(desc(c.lastSeenAt), desc(c.id))
    .limit(limit)
    .offset(offset)
}

/** The next batch of leads for the CSV export, after the last row of the previous batch. */
export async function leadsAfter(
  executor: Executor,
  filter: ConversationFilter,
  after: { lastSeenAt: Date; id: string } | undefined,
  limit: number,
): Promise<ConversationRow[]> {
  const cursor = after
    ? or(lt(c.lastSeenAt, after.lastSeenAt), and(eq(c.lastSeenAt, after.lastSeenAt), lt(c.id, after.id)))
    : undefined
  return executor
    .select()
    .from(c)
    .where(and(where({ ...filter, leadsOnly: true }), cursor))
    .orderBy(desc(c.lastSeenAt), desc(c.id))
    .limit(limit)
}

/**
 * A demo call booked (and not cancelled) from this conversation, or by the visitor's e-mail at or
 * after the chat. Booking forms keep the e-mail as typed; conversations store it lower-case.
 */
const bookedCallAfterConversation = sql`exists (
  select 1 from ${b} where ${b.status} = 'confirmed' and (${b.conversationId} = ${c.id}
    or (lower(${b.email}) = ${c.visitorEmail} and ${b.createdAt} >= ${c.firstSeenAt})))`

/** The visitor's e-mail (stored lower-case, as accounts are) placed an order at or after the chat. */
const placedOrderAfterConversation = sql`exists (
  select 1 from orders o join users u on u.id = o.user_id
  where u.email = ${c.visitorEmail} and o.created_at >= ${c.firstSeenAt})`

export async function conversationStats(executor: Executor) {
  const [row] = await executor
    .select({
      total: count(),
      withEmail: sql<number>`count(*) filter (where ${c.visitorEmail} is not null)`.mapWith(Number),
      converted: sql<number>`count(*) filter (where ${bookedCallAfterConversation}
        or (${c.visitorEmail} is not null and ${placedOrderAfterConversation}))`.mapWith(Number),
      averageIntent: sql<number>`coalesce(avg(${c.intentScore}), 0)`.mapWith(Number),
    })
    .from(c)
  return row ?? { total: 0, withEmail: 0, converted: 0, averageIntent: 0 }
}

export async function findConversationRow(executor: Executor, id: string) {
  const [row] = await executor.select().from(c).where(eq(c.id, id))
  return row
}

export async function conversationsOfVisitor(executor: Executor, email: string) {
  return executor.select().from(c).where(eq(c.visitorEmail, email)).orderBy(asc(c.firstSeenAt), asc(c.id))
}

export async function messagesOf(executor: Executor, conversationIds: string[]) {
  if (conversationIds.length === 0) return []
  return executor
    .select()
    .from(chatbotMessages)
    .where(inArray(chatbotMessages.conversationId, conversationIds))
    .orderBy(asc(chatbotMessages.createdAt), asc(chatbotMessages.id))
}

export async function deleteConversations(executor: Executor, ids: string[]): Promise<number> {
  const rows = await executor.delete(c).where(inArray(c.id, ids)).returning({ id: c.id })
  return rows.length
}
