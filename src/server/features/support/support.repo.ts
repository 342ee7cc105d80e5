import { and, count, desc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { profiles, subscriptions } from '../../db/schema/customers.ts'
import { supportTickets as tickets } from '../../db/schema/messages.ts'

export type TicketRow = typeof tickets.$inferSelect
export type NewTicketRow = typeof tickets.$inferInsert

const newestFirst = [desc(tickets.createdAt), desc(tickets.id)]

export async function insertTicket(executor: Executor, row: NewTicketRow): Promise<TicketRow> {
  const [inserted] = await executor.insert(tickets).values(row).returning()
  if (!inserted) throw new Error('ticket insert returned no row')
  return inserted
}

export async function listTicketsOf(executor: Executor, userId: string, limit: number, offset: number) {
  return executor
    .select()
    .from(tickets)
    .where(eq(tickets.userId, userId))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset)
}

export async function countTicketsOf(executor: Executor, userId: string): Promise<number> {
  const [row] = await executor.select({ n: count() }).from(tickets).where(eq(tickets.userId, userId))
  return row?.n ?? 0
}

export async function listTickets(
  executor: Executor,
  status: string | undefined,
  limit: number,
  offset: number,
) {
  return executor
    .select()
    .from(tickets)
    .where(status ? eq(tickets.status, status) : undefined)
    .orderBy(desc(tickets.priority), ...newestFirst)
    .limit(limit)
    .offset(offset)
}

/** Tickets per status (the status index answers this without reading the rows). */
export async function countTicketsByStatus(executor: Executor): Promise<Map<string, number>> {
  const rows = await executor
    .select({ status: tickets.status, n: count() })
    .from(tickets)
    .groupBy(tickets.status)
  return new Map(rows.map((row) => [row.status, row.n]))
}

export async function countOpenTickets(executor: Executor): Promise<number> {
  const [row] = await executor.select({ n: count() }).from(tickets).where(eq(tickets.status, 'open'))
  return row?.n ?? 0
}

export async function updateTicket(
  executor: Executor,
  id: string,
  changes: Partial<Pick<TicketRow, 'status' | 'adminNotes'>>,
): Promise<TicketRow | undefined> {
  const [row] = await executor
    .update(tickets)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(tickets.id, id))
    .returning()
  return row
}

// Read only: profiles and subscriptions belong to the account feature.

export async function findDisplayName(executor: Executor, userId: string): Promise<string | undefined> {
  const [row] = await executor
    .select({ displayName: profiles.displayName })
    .from(profiles)
    .where(eq(profiles.id, userId))
  return row?.displayName ?? undefined
}

export async function findActiveProductId(executor: Executor, userId: string): Promise<string | undefined> {
  const [row] = await executor
    .select({ productId: subscriptions.productId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1)
  return row?.productId
}
