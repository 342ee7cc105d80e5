import { eq, or, sql } from 'drizzle-orm'
import type { Database, Executor } from '../../db/client.ts'
import { checkoutSessions } from '../../db/schema/checkout.ts'

export type CheckoutRow = typeof checkoutSessions.$inferSelect
export type NewCheckoutRow = typeof checkoutSessions.$inferInsert

export async function insertCheckout(executor: Executor, row: NewCheckoutRow): Promise<void> {
  await executor.insert(checkoutSessions).values(row)
}

const placeholder = (name: keyof NewCheckoutRow) => sql.placeholder(name)

function prepareInsert(db: Database) {
  return db
    .insert(checkoutSessions)
    .values({
      id: placeholder('id'),
      provider: placeholder('provider'),
      providerSessionId: placeholder('providerSessionId'),
      email: placeholder('email'),
      userId: placeholder('userId'),
      selection: placeholder('selection'),
      amount: placeholder('amount'),
      billingInterval: placeholder('billingInterval'),
      currency: placeholder('currency'),
    })
    .prepare('insert_checkout')
}

const preparedInserts = new WeakMap<Database, ReturnType<typeof prepareInsert>>()

/** insertCheckout for every new checkout: the statement is built once per database, not per order. */
export async function insertNewCheckout(
  db: Database,
  row: Required<Omit<NewCheckoutRow, 'status' | 'createdAt' | 'completedAt'>>,
): Promise<void> {
  let insert = preparedInserts.get(db)
  if (!insert) {
    insert = prepareInsert(db)
    preparedInserts.set(db, insert)
  }
  await insert.execute(row)
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
