import { desc, eq } from 'drizzle-orm'
import type { Executor } from '../db/client.ts'
import { emailOutbox } from '../db/schema/infrastructure.ts'

export type OutboxRow = typeof emailOutbox.$inferSelect
export type NewOutboxRow = typeof emailOutbox.$inferInsert

export async function insertOutboxMessage(executor: Executor, message: NewOutboxRow): Promise<OutboxRow> {
  const [row] = await executor.insert(emailOutbox).values(message).returning()
  if (!row) throw new Error('outbox insert returned no row')
  return row
}

/** Many at once (a broadcast's notices): ids in the messages' order. */
export async function insertOutboxMessages(executor: Executor, messages: NewOutboxRow[]): Promise<string[]> {
  if (messages.length === 0) return []
  const rows = await executor.insert(emailOutbox).values(messages).returning({ id: emailOutbox.id })
  return rows.map((row) => row.id)
}

export async function findOutboxMessage(executor: Executor, id: string): Promise<OutboxRow | undefined> {
  const [row] = await executor.select().from(emailOutbox).where(eq(emailOutbox.id, id))
  return row
}

export async function updateOutboxMessage(
  executor: Executor,
  id: string,
  changes: Partial<Pick<OutboxRow, 'status' | 'attempts' | 'lastError' | 'providerMessageId' | 'sentAt'>>,
): Promise<void> {
  await executor
    .update(emailOutbox)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(emailOutbox.id, id))
}

export async function listRecentOutboxMessages(executor: Executor, limit: number): Promise<OutboxRow[]> {
  return executor.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit)
}
