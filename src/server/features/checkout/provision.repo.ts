import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { type OrderServices, orders } from '../../db/schema/customers.ts'

export async function findOrderIdBySession(
  executor: Executor,
  providerSessionId: string,
): Promise<string | undefined> {
  const [row] = await executor
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.providerSessionId, providerSessionId))
  return row?.id
}

/** Records the order once per provider session; undefined when that session already has its order. */
export async function insertOrderOnce(
  executor: Executor,
  order: {
    userId: string
    provider: string
    providerSessionId: string
    amount: number
    currency: string
    services: OrderServices
  },
): Promise<string | undefined> {
  const [row] = await executor
    .insert(orders)
    .values(order)
    .onConflictDoNothing({ target: orders.providerSessionId })
    .returning({ id: orders.id })
  return row?.id
}
