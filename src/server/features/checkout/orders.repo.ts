import { and, desc, eq, inArray, or, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { checkoutSessions } from '../../db/schema/checkout.ts'
import { orders } from '../../db/schema/customers.ts'

export type OrderRow = typeof orders.$inferSelect

const newestFirst = [desc(orders.createdAt), desc(orders.id)]

/** The customer's orders, newest first; `limit` 1 is the latest (the per-customer index answers it). */
export async function listOrdersOf(executor: Executor, userId: string, limit?: number): Promise<OrderRow[]> {
  const query = executor
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(...newestFirst)
  return limit === undefined ? query : query.limit(limit)
}

/** The erased customer's orders keep their amounts and lines, lose their owner, and share `reference`. */
export async function anonymiseOrdersOf(executor: Executor, userId: string, reference: string) {
  const updated = await executor
    .update(orders)
    .set({ userId: null, customerReference: reference })
    .where(eq(orders.userId, userId))
    .returning({ id: orders.id })
  return updated.length
}

/** What an erased checkout's e-mail becomes: no address, only the customer's reference. */
export const erasedCheckoutEmail = (reference: string) => `erased:${reference}`

/**
 * Finished checkouts (paid or abandoned) of the customer (by account, and by address once confirmed) forget the e-mail typed into them. A pending
 * one keeps it, since a payment still under way needs somewhere to send the invite, and a held one keeps
 * it, since the team must settle that payment with the payer.
 */
export async function anonymiseCheckoutsOf(
  executor: Executor,
  customer: { userId: string; email: string | null },
  reference: string,
) {
  const theirs = customer.email
    ? or(
        eq(checkoutSessions.userId, customer.userId),
        eq(sql`lower(${checkoutSessions.email})`, customer.email.toLowerCase()),
      )
    : eq(checkoutSessions.userId, customer.userId)
  const updated = await executor
    .update(checkoutSessions)
    .set({ email: erasedCheckoutEmail(reference), userId: null })
    .where(and(theirs, inArray(checkoutSessions.status, ['completed', 'cancelled'])))
    .returning({ id: checkoutSessions.id })
  return updated.length
}
