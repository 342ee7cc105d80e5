import { and, count, desc, eq, ne, or, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { users } from '../../db/schema/auth.ts'
import { chatbotConversations } from '../../db/schema/chatbot.ts'
import { orders, profiles, subscriptions, userDriveLinks } from '../../db/schema/customers.ts'
import { adminUserMessages, supportTickets } from '../../db/schema/messages.ts'

// Read only: every table here belongs to another feature; this one only reports.

/** A LIKE pattern matching `text` anywhere, with the user's own % and _ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`
}

/**
 * Customers (administrators left out), optionally matching the search in e-mail or display name. The
 * match is written as one id list from each table, so each side uses its trigram index on lower(column)
 * (an OR across the join would scan every customer).
 */
function customerFilter(search: string) {
  if (!search) return ne(users.role, 'admin')
  const pattern = containing(search.toLowerCase())
  const matching = sql`(select ${users.id} from ${users} where lower(${users.email}) like ${pattern}
    union select ${profiles.id} from ${profiles} where lower(${profiles.displayName}) like ${pattern})`
  return and(ne(users.role, 'admin'), sql`${users.id} in ${matching}`)
}

export async function countCustomers(executor: Executor, search: string): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(customerFilter(search))
  return row?.n ?? 0
}

/** Which rows of the newest-first list: by offset (pages), or the ones after a customer (exports). */
export type CustomerWindow = { limit: number } & ({ offset: number } | { afterId: string | undefined })

/**
 * After the given customer in newest-first order. Compared with that row's own stored values, since a
 * JavaScript date would round away the microseconds of created_at.
 */
function afterCustomer(afterId: string) {
  return sql`(${users.createdAt}, ${users.id}) < (select u.created_at, u.id from ${users} u where u.id = ${afterId})`
}

/**
 * One page of customers, newest first. The page is chosen first; only its rows then look up their
 * latest order and active subscription (lateral joins on the per-customer indexes), so the cost of a
 * page does not grow with the number of customers' orders.
 */
export async function listCustomerPage(executor: Executor, search: string, window: CustomerWindow) {
  const after = 'afterId' in window && window.afterId ? afterCustomer(window.afterId) : undefined
  const page = executor
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      displayName: profiles.displayName,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(and(customerFilter(search), after))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(window.limit)
    .offset('offset' in window ? window.offset : 0)
    .as('page')
  const latestOrder = executor
    .select({
      amount: orders.amount,
      currency: orders.currency,
      orderedAt: orders.createdAt,
      services: orders.services,
    })
    .from(orders)
    .where(eq(orders.userId, page.id))
    .orderBy(desc(orders.createdAt))
    .limit(1)
    .as('latest_order')
  const activeSubscription = executor
    .select({ priceAmount: subscriptions.priceAmount })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, page.id), eq(subscriptions.status, 'active')))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1)
    .as('active_subscription')
  return executor
    .select({
      id: page.id,
      email: page.email,
      name: page.name,
      displayName: page.displayName,
      createdAt: page.createdAt,
      priceAmount: activeSubscription.priceAmount,
      orderAmount: latestOrder.amount,
      orderCurrency: latestOrder.currency,
      orderedAt: latestOrder.orderedAt,
      orderServices: latestOrder.services,
      driveLink: userDriveLinks.driveLink,
      googleSheetLink: userDriveLinks.googleSheetLink,
    })
    .from(page)
    .leftJoinLateral(latestOrder, sql`true`)
    .leftJoinLateral(activeSubscription, sql`true`)
    .leftJoin(userDriveLinks, eq(userDriveLinks.userId, page.id))
    .orderBy(desc(page.createdAt), desc(page.id))
}

/**
 * Customers with an active subscription. A customer has at most one (a unique partial index says so), so
 * counting rows counts customers, and that index alone answers it.
 */
export async function countSubscribedUsers(executor: Executor): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(subscriptions)
    .where(eq(subscriptions.status, 'active'))
  return row?.n ?? 0
}

export async function countUnreadReceivedBy(executor: Executor, userId: string): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(adminUserMessages)
    .where(and(eq(adminUserMessages.recipientId, userId), eq(adminUserMessages.read, false)))
  return row?.n ?? 0
}

export async function countOpenTickets(executor: Executor): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(supportTickets)
    .where(eq(supportTickets.status, 'open'))
  return row?.n ?? 0
}

/** The Overview's chatbot cards: all conversations, intent at least `highIntent`, with an e-mail, seen recently. */
export async function chatbotCounts(executor: Executor, highIntent: number, activeSince: Date) {
  const c = chatbotConversations
  const [row] = await executor
    .select({
      total: count(),
      highIntent: sql<number>`count(*) filter (where ${c.intentScore} >= ${highIntent})`.mapWith(Number),
      withEmail: sql<number>`count(*) filter (where ${c.visitorEmail} is not null)`.mapWith(Number),
      active: sql<number>`count(*) filter (where ${c.lastSeenAt} >= ${activeSince})`.mapWith(Number),
    })
    .from(c)
  return row ?? { total: 0, highIntent: 0, withEmail: 0, active: 0 }
}
