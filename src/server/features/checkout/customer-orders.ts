import { channelName, isChannelId } from '#shared/catalogue/channels.ts'
import { findPlan } from '#shared/catalogue/plans.ts'
import type { Order } from '#shared/schemas/orders.ts'
import type { Database, Executor } from '../../db/client.ts'
import { anonymiseCheckoutsOf, anonymiseOrdersOf, listOrdersOf, type OrderRow } from './orders.repo.ts'

const channelLabel = (id: string) => (isChannelId(id) ? channelName(id) : id)

/** An order as its customer sees it: names from the catalogue, amounts in pence as stored. */
export function toOrder(row: OrderRow): Order {
  const { services } = row
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    amountPence: row.amount,
    currency: row.currency,
    planTitle: findPlan(services.plan)?.title ?? services.plan,
    freeChannel: channelLabel(services.freeChannel),
    additionalChannels: services.additionalChannels.map(channelLabel),
    lines: [...services.itemsDescription],
    addOns: Object.entries(services.addOns).map(([name, { quantity, price }]) => ({
      name,
      quantity,
      pricePence: price,
    })),
  }
}

/** Only ever the caller's newest order: the id comes from the session. */
export async function getOwnLatestOrder(db: Database, userId: string): Promise<Order | null> {
  const [row] = await listOrdersOf(db, userId, 1)
  return row ? toOrder(row) : null
}

/**
 * What the account feature needs of a customer's orders for the data export and the erasure (it declares
 * the interface; app.ts passes this in, so neither feature imports the other).
 */
export function customerOrders(db: Database) {
  return {
    async listFor(userId: string): Promise<Order[]> {
      return (await listOrdersOf(db, userId)).map(toOrder)
    },
    /** In the erasure's transaction: orders are kept for the record, without anything personal. */
    async anonymise(tx: Executor, customer: { userId: string; email: string | null }, reference: string) {
      await anonymiseOrdersOf(tx, customer.userId, reference)
      await anonymiseCheckoutsOf(tx, customer, reference)
    },
  }
}
