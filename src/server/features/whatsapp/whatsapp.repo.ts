import { and, eq, ne, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { type PendingChange, whatsappOptIns, whatsappProcessedMessages } from '../../db/schema/whatsapp.ts'

export type OptInRow = typeof whatsappOptIns.$inferSelect

export async function findOptIn(executor: Executor, userId: string): Promise<OptInRow | undefined> {
  const [row] = await executor.select().from(whatsappOptIns).where(eq(whatsappOptIns.userId, userId))
  return row
}

export async function lockOptIn(executor: Executor, userId: string): Promise<OptInRow | undefined> {
  const [row] = await executor
    .select()
    .from(whatsappOptIns)
    .where(eq(whatsappOptIns.userId, userId))
    .for('update')
  return row
}

/** The confirmed opt-in of a number, locked: answers from one number are handled one at a time. */
export async function lockActiveOptInByPhone(
  executor: Executor,
  phone: string,
): Promise<OptInRow | undefined> {
  const [row] = await executor
    .select()
    .from(whatsappOptIns)
    .where(and(eq(whatsappOptIns.phone, phone), eq(whatsappOptIns.status, 'active')))
    .for('update')
  return row
}

export async function isPhoneActiveForAnother(executor: Executor, phone: string, userId: string) {
  const [row] = await executor
    .select({ userId: whatsappOptIns.userId })
    .from(whatsappOptIns)
    .where(
      and(
        eq(whatsappOptIns.phone, phone),
        eq(whatsappOptIns.status, 'active'),
        ne(whatsappOptIns.userId, userId),
      ),
    )
  return row !== undefined
}

export async function startOptIn(
  executor: Executor,
  row: { userId: string; phone: string; codeHash: string; codeExpiresAt: Date; now: Date },
) {
  const values = {
    phone: row.phone,
    status: 'pending',
    codeHash: row.codeHash,
    codeExpiresAt: row.codeExpiresAt,
    codeAttempts: 0,
    pendingChange: null,
    confirmedAt: null,
    updatedAt: row.now,
  }
  await executor
    .insert(whatsappOptIns)
    .values({ userId: row.userId, ...values })
    .onConflictDoUpdate({ target: whatsappOptIns.userId, set: values })
}

export async function countWrongCode(executor: Executor, userId: string, now: Date) {
  await executor
    .update(whatsappOptIns)
    .set({ codeAttempts: sql`${whatsappOptIns.codeAttempts} + 1`, updatedAt: now })
    .where(eq(whatsappOptIns.userId, userId))
}

export async function activateOptIn(executor: Executor, userId: string, now: Date) {
  await executor
    .update(whatsappOptIns)
    .set({
      status: 'active',
      codeHash: null,
      codeExpiresAt: null,
      codeAttempts: 0,
      confirmedAt: now,
      updatedAt: now,
    })
    .where(eq(whatsappOptIns.userId, userId))
}

export async function setPendingChange(
  executor: Executor,
  userId: string,
  pendingChange: PendingChange | null,
  now: Date,
) {
  await executor
    .update(whatsappOptIns)
    .set({ pendingChange, updatedAt: now })
    .where(eq(whatsappOptIns.userId, userId))
}

export async function deleteOptIn(executor: Executor, userId: string) {
  await executor.delete(whatsappOptIns).where(eq(whatsappOptIns.userId, userId))
}

/** Claims an incoming message id: false when it was handled before (a replay). */
export async function claimMessageId(executor: Executor, messageId: string, now: Date): Promise<boolean> {
  const rows = await executor
    .insert(whatsappProcessedMessages)
    .values({ messageId, processedAt: now })
    .onConflictDoNothing()
    .returning({ messageId: whatsappProcessedMessages.messageId })
  return rows.length === 1
}

export async function forgetMessageId(executor: Executor, messageId: string): Promise<void> {
  await executor.delete(whatsappProcessedMessages).where(eq(whatsappProcessedMessages.messageId, messageId))
}
