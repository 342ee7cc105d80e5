import type { Order } from '#shared/schemas/orders.ts'
import type { Executor } from '../../db/client.ts'

/**
 * What the account feature needs of the orders checkout writes: a customer's orders for their data
 * export, and their anonymisation when the customer erases the account. Checkout implements it; app.ts
 * passes it in, so the two features never import each other.
 */
export interface CustomerOrders {
  listFor(userId: string): Promise<Order[]>
  /** `email` is null while the customer's address is not confirmed: checkouts under it are not theirs. */
  anonymise(
    tx: Executor,
    customer: { userId: string; email: string | null },
    reference: string,
  ): Promise<void>
}
