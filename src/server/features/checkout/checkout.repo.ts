import { eq, or } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { checkoutSessions } from '../../db/schema/checkout.ts'

export type CheckoutRow = typeof checkoutSessions.$inferSelect
export type NewCheckoutRow = typeof checkoutSessions.$inferInsert

export async function insertCheckout(executor: Executor, row: NewCheckoutRow): Promise<void> {
  await executor.insert(checkoutSessions).values(row)
}

/** By our id (test payment page) or the provider's session id (Stripe's success_url carries that). */
export async function findCheckout(executor: Executor, id: string): Promise<CheckoutRow | undefined> {
  const [row] = await executor
    .select()
    .from(checkoutSessions)
    .where(or(eq(checkoutSessions.id, id), eq(checkoutSessions.providerSessionId, id)))
    .limit(1)
  return row
}

export async function findCheckoutByProviderSessionId(
  executor: Executor,
  providerSessionId: string,
): Promise<CheckoutRow | undefined> {
  const [row] = await executor
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.providerSessionId, providerSessionId))
  return row
}

export async function markCheckoutCompleted(executor: Executor, providerSessionId: string): Promise<void> {
  await executor
    .update(checkoutSessions)
    .set({ status: 'completed', completedAt: new Date() })
    .where(eq(checkoutSessions.providerSessionId, providerSessionId))
}

export async function markCheckoutHeld(executor: Executor, providerSessionId: string): Promise<void> {
  await executor
    .update(checkoutSessions)
    .set({ status: 'held' })
    .where(eq(checkoutSessions.providerSessionId, providerSessionId))
}

export async function markCheckoutCancelled(executor: Executor, id: string): Promise<void> {
  await executor.update(checkoutSessions).set({ status: 'cancelled' }).where(eq(checkoutSessions.id, id))
}
