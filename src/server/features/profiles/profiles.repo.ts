import { and, asc, desc, eq, gt, lt } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { users } from '../../db/schema/auth.ts'
import { orders } from '../../db/schema/customers.ts'
import { socialAccountChoices, socialConnections, socialSignIns } from '../../db/schema/profiles.ts'

export type ConnectionRow = typeof socialConnections.$inferSelect
export type ChoiceRow = typeof socialAccountChoices.$inferSelect

/** Read only (orders belong to checkout): the channels of the customer's latest order. */
export async function boughtChannels(executor: Executor, userId: string): Promise<string[]> {
  const [order] = await executor
    .select({ services: orders.services })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(1)
  if (!order) return []
  return [...new Set([order.services.freeChannel, ...order.services.additionalChannels])]
}

export function listConnections(executor: Executor, userId: string) {
  return executor.select().from(socialConnections).where(eq(socialConnections.userId, userId))
}

export async function findConnection(executor: Executor, userId: string, channel: string) {
  const [row] = await executor
    .select()
    .from(socialConnections)
    .where(and(eq(socialConnections.userId, userId), eq(socialConnections.channel, channel)))
  return row
}

export async function upsertConnection(
  executor: Executor,
  values: Omit<typeof socialConnections.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>,
) {
  const set = { ...values, status: 'connected', brokenReason: null, updatedAt: new Date() }
  await executor
    .insert(socialConnections)
    .values(set)
    .onConflictDoUpdate({ target: [socialConnections.userId, socialConnections.channel], set })
}

export async function deleteConnection(executor: Executor, userId: string, channel: string) {
  const deleted = await executor
    .delete(socialConnections)
    .where(and(eq(socialConnections.userId, userId), eq(socialConnections.channel, channel)))
    .returning({ id: socialConnections.id })
  return deleted.length > 0
}

export async function markBroken(executor: Executor, id: string, reason: string) {
  await executor
    .update(socialConnections)
    .set({ status: 'broken', brokenReason: reason, updatedAt: new Date() })
    .where(eq(socialConnections.id, id))
}

export async function saveRefreshed(
  executor: Executor,
  id: string,
  values: { accessToken?: string; userToken?: string; refreshToken?: string; expiresAt: Date | null },
) {
  await executor
    .update(socialConnections)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(socialConnections.id, id))
}

/** Connections whose token ends before `before` and are still working: the refresh job's list. */
export function listExpiringBefore(executor: Executor, before: Date) {
  return executor
    .select()
    .from(socialConnections)
    .where(and(eq(socialConnections.status, 'connected'), lt(socialConnections.expiresAt, before)))
    .orderBy(asc(socialConnections.expiresAt))
    .limit(100)
}

export async function insertSignIn(executor: Executor, values: typeof socialSignIns.$inferInsert) {
  await executor.insert(socialSignIns).values(values)
}

/** Takes a sign-in once: the row goes, so the same state can never be used twice. */
export async function takeSignIn(executor: Executor, stateHash: string, now: Date) {
  const [row] = await executor
    .delete(socialSignIns)
    .where(and(eq(socialSignIns.stateHash, stateHash), gt(socialSignIns.expiresAt, now)))
    .returning()
  return row
}

export async function saveChoice(executor: Executor, values: typeof socialAccountChoices.$inferInsert) {
  await executor
    .insert(socialAccountChoices)
    .values(values)
    .onConflictDoUpdate({ target: socialAccountChoices.userId, set: { ...values, createdAt: new Date() } })
}

export async function findChoice(executor: Executor, userId: string) {
  const [row] = await executor
    .select()
    .from(socialAccountChoices)
    .where(eq(socialAccountChoices.userId, userId))
  return row
}

export async function deleteChoice(executor: Executor, userId: string) {
  await executor.delete(socialAccountChoices).where(eq(socialAccountChoices.userId, userId))
}

/** The team's list: every connection with its customer's e-mail. */
export function listAllConnections(executor: Executor) {
  return executor
    .select({ connection: socialConnections, email: users.email })
    .from(socialConnections)
    .innerJoin(users, eq(users.id, socialConnections.userId))
    .orderBy(asc(users.email), asc(socialConnections.channel))
}
