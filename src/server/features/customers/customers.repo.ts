import { and, count, desc, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import type { CustomerFilter } from '#shared/schemas/customers.ts'
import type { Executor } from '../../db/client.ts'
import { containing } from '../../db/like.ts'
import { users } from '../../db/schema/auth.ts'
import { billingSettings } from '../../db/schema/billing.ts'
import { chatbotConversations } from '../../db/schema/chatbot.ts'
import { orders, profiles, subscriptions, userDriveLinks } from '../../db/schema/customers.ts'

// Read only: every table here belongs to another feature; this one only reports.

/** Ids of the users whose e-mail or display name contains the pattern: each side on its trigram index. */
function matchingIds(pattern: string) {
  return sql`select ${users.id} from ${users} where lower(${users.email}) like ${pattern}
    union select ${profiles.id} from ${profiles} where lower(${profiles.displayName}) like ${pattern}`
}

/** Ids of the customers whose subscription is past due (a payment failed and is being retried). */
function pastDueIds() {
  return sql`select ${subscriptions.userId} from ${subscriptions} where ${subscriptions.status} = 'past_due'`
}

/**
 * Customers (administrators left out), optionally matching the search in e-mail or display name, and
 * optionally past due only. The match is one id list from each table, so each side uses its index on
 * lower(column) (an OR across the join would read every customer).
 */
function customerFilter(search: string, filter: CustomerFilter = 'all') {
  return and(
    ne(users.role, 'admin'),
    search ? sql`${users.id} in (${matchingIds(containing(search.toLowerCase()))})` : undefined,
    filter === 'past_due' ? sql`${users.id} in (${pastDueIds()})` : undefined,
  )
}

export async function countCustomers(executor: Executor, search: string): Promise<number> {
  const [row] = await executor.select({ n: count() }).from(users).where(customerFilter(search))
  return row?.n ?? 0
}

/**
 * Every customer the search matches, newest first, as ids. The matches are found through the trigram
 * indexes and then looked up by primary key (an array, so the planner does not read every user instead).
 */
export async function listMatchingCustomerIds(
  executor: Executor,
  search: string,
  filter: CustomerFilter = 'all',
): Promise<string[]> {
  const pattern = containing(search.toLowerCase())
  const rows = await executor
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        ne(users.role, 'admin'),
        search ? sql`${users.id} = any(array(${matchingIds(pattern)}))` : undefined,
        filter === 'past_due' ? sql`${users.id} = any(array(${pastDueIds()}))` : undefined,
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
  return rows.map((row) => row.id)
}

/**
 * Which rows of the newest-first list: by offset (pages), the ones after a customer (exports), or the
 * given customers (a page of search matches).
 */
export type CustomerWindow =
  | ({ limit: number } & ({ offset: number } | { afterId: string | undefined }))
  | { ids: string[] }

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
  const filter = 'ids' in window ? inArray(users.id, window.ids) : and(customerFilter(search), after)
  const page = executor
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      displayName: profiles.displayName,
      createdAt: users.createdAt,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(filter)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit('ids' in window ? window.ids.length : window.limit)
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
    .select({
      priceAmount: subscriptions.priceAmount,
      billingInterval: subscriptions.billingInterval,
      status: subscriptions.status,
      pastDueSince: subscriptions.pastDueSince,
    })
    .from(subscriptions)
    // A past-due subscription still bills (the team sees 'Past due').
    .where(and(eq(subscriptions.userId, page.id), inArray(subscriptions.status, ['active', 'past_due'])))
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
      twoFactorEnabled: page.twoFactorEnabled,
      priceAmount: activeSubscription.priceAmount,
      billingInterval: activeSubscription.billingInterval,
      subscriptionStatus: activeSubscription.status,
      pastDueSince: activeSubscription.pastDueSince,
      orderAmount: latestOrder.amount,
      orderCurrency: latestOrder.currency,
      orderedAt: latestOrder.orderedAt,
      // As text, parsed by the caller: the embedded database hands a page of jsonb values over several
      // milliseconds slower than the same text (measured on 50 rows).
      orderServices: sql<string | null>`${latestOrder.services}::text`,
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

/**
 * Every subscription that billed at some point since `since` (or bills now), for the overview's
 * recurring revenue: the figures are summed by the pricing engine, not in SQL.
 */
export async function subscriptionsBillingSince(executor: Executor, since: Date) {
  return executor
    .select({
      userId: subscriptions.userId,
      priceAmount: subscriptions.priceAmount,
      interval: subscriptions.billingInterval,
      status: subscriptions.status,
      createdAt: subscriptions.createdAt,
      endedAt: subscriptions.endedAt,
    })
    .from(subscriptions)
    .where(or(isNull(subscriptions.endedAt), gte(subscriptions.endedAt, since)))
}

/** The days a past-due customer keeps publishing (billing's setting, read only here). */
export async function publishingGraceDays(executor: Executor): Promise<number | undefined> {
  const [row] = await executor
    .select({ days: billingSettings.publishingGraceDays })
    .from(billingSettings)
    .where(eq(billingSettings.id, 1))
  return row?.days
}
