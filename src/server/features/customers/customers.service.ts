import type { BillingInterval } from '#shared/billing/period.ts'
import { londonMonthStart, REVENUE_CHART_MONTHS, revenueFigures } from '#shared/billing/recurring-revenue.ts'
import { ADMIN } from '#shared/catalogue/business-rules.ts'
import { monthlyEquivalentPence } from '#shared/pricing/billing.ts'
import { DEFAULT_PUBLISHING_GRACE_DAYS, publishingPausedFrom } from '#shared/schemas/billing-settings.ts'
import type { AdminOverview, CustomerEntry, CustomerFilter, CustomerList } from '#shared/schemas/customers.ts'
import { pageOffset } from '#shared/schemas/paging.ts'
import type { Database } from '../../db/client.ts'
import type { OrderServices } from '../../db/schema/customers.ts'
import type { CountCache } from '../../plugins/realtime/count-cache.ts'
import {
  chatbotCounts,
  countCustomers,
  countSubscribedUsers,
  listCustomerPage,
  listMatchingCustomerIds,
  publishingGraceDays,
  subscriptionsBillingSince,
} from './customers.repo.ts'

export const CUSTOMERS_PAGE_SIZE = ADMIN.customersPageSize

type PageRow = Awaited<ReturnType<typeof listCustomerPage>>[number]

function toEntry(row: PageRow): CustomerEntry {
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName ?? (row.name || null),
    createdAt: row.createdAt.toISOString(),
    twoFactorEnabled: row.twoFactorEnabled === true,
    subscription:
      row.priceAmount === null
        ? null
        : {
            // The card reads '£149.00/month': a six-monthly plan at its monthly equivalent.
            priceAmount: monthlyEquivalentPence(
              row.priceAmount,
              (row.billingInterval ?? 'month') as BillingInterval,
            ),
            status: row.subscriptionStatus === 'past_due' ? 'past_due' : 'active',
            ...(row.subscriptionStatus === 'past_due'
              ? { pastDueSince: row.pastDueSince?.toISOString() ?? null }
              : {}),
          },
    latestOrder:
      row.orderAmount === null || row.orderServices === null || row.orderedAt === null
        ? null
        : {
            amount: row.orderAmount,
            currency: row.orderCurrency ?? 'GBP',
            createdAt: row.orderedAt.toISOString(),
            services: JSON.parse(row.orderServices) as OrderServices,
          },
    driveLink: row.driveLink,
    googleSheetLink: row.googleSheetLink,
  }
}

export interface AdminCustomersDeps {
  db: Database
  counts: CountCache
  now: () => Date
  /** The badges' counts, owned by messaging and support: the overview shows the same numbers. */
  badges: {
    teamUnread(): Promise<number>
    openTickets(): Promise<number>
  }
}

async function searchPage(
  { db, counts }: AdminCustomersDeps,
  search: string,
  filter: CustomerFilter,
  offset: number,
) {
  const key = `customers:${filter}:${search.toLowerCase()}`
  const ids = await counts.ids('customers', key, () => listMatchingCustomerIds(db, search, filter))
  const pageIds = ids.slice(offset, offset + CUSTOMERS_PAGE_SIZE)
  const rows = pageIds.length === 0 ? [] : await listCustomerPage(db, search, { ids: pageIds })
  return { rows, total: ids.length }
}

async function everyCustomerPage({ db, counts }: AdminCustomersDeps, offset: number) {
  const [rows, total] = await Promise.all([
    listCustomerPage(db, '', { limit: CUSTOMERS_PAGE_SIZE, offset }),
    counts.count('customers', 'customers', () => countCustomers(db, '')),
  ])
  return { rows, total }
}

/**
 * A page of customers, newest first. A long list's matches (ids in order) and its pages are kept until
 * the customers change: the database announces every write to the tables a row is read from.
 */
export async function listCustomers(
  deps: AdminCustomersDeps,
  search: string,
  page: number,
  filter: CustomerFilter = 'all',
): Promise<CustomerList> {
  const offset = pageOffset(page, CUSTOMERS_PAGE_SIZE)
  const key = `customers:${filter}:${search.toLowerCase()}:${page}`
  const list = await deps.counts.page(['customers'], key, async () => {
    const { rows, total } =
      search || filter !== 'all'
        ? await searchPage(deps, search, filter, offset)
        : await everyCustomerPage(deps, offset)
    return { customers: rows.map(toEntry), page, pageSize: CUSTOMERS_PAGE_SIZE, total }
  })
  return withPublishingPause(deps, list)
}

/**
 * Each past-due customer's publishing pause date, from the team's grace period: added to the kept page
 * as it is handed out, so a new grace period shows at once.
 */
async function withPublishingPause(deps: AdminCustomersDeps, list: CustomerList): Promise<CustomerList> {
  if (!list.customers.some((customer) => customer.subscription?.pastDueSince)) return list
  const graceDays = (await publishingGraceDays(deps.db)) ?? DEFAULT_PUBLISHING_GRACE_DAYS
  return {
    ...list,
    customers: list.customers.map((customer) => {
      const since = customer.subscription?.pastDueSince
      if (!customer.subscription || !since) return customer
      const pausedFrom = publishingPausedFrom(new Date(since), graceDays).toISOString()
      return { ...customer, subscription: { ...customer.subscription, publishingPausedFrom: pausedFrom } }
    }),
  }
}

/** Rows read per query while exporting: the export never holds more than this in memory. */
const EXPORT_BATCH = 500

/** Every customer the search matches, newest first, read batch by batch as the caller consumes them. */
export async function* eachCustomer(db: Database, search: string): AsyncGenerator<CustomerEntry> {
  let afterId: string | undefined
  for (;;) {
    const rows = await listCustomerPage(db, search, { limit: EXPORT_BATCH, afterId })
    for (const row of rows) yield toEntry(row)
    if (rows.length < EXPORT_BATCH) return
    afterId = rows.at(-1)?.id
  }
}

/**
 * The overview's billing figures, kept like a long list's page until subscriptions or payments change
 * (both announce to 'customers') and keyed by the hour, so a new month starts with fresh figures.
 */
function billingFigures({ db, counts, now }: AdminCustomersDeps) {
  const at = now()
  const hour = Math.floor(at.getTime() / 3_600_000)
  return counts.page(['customers'], `overview:billing:${hour}`, async () => {
    const since = londonMonthStart(at, 1 - REVENUE_CHART_MONTHS)
    const rows = await subscriptionsBillingSince(db, since)
    const figures = revenueFigures(
      rows.map((row) => ({ ...row, interval: row.interval as BillingInterval })),
      at,
    )
    return { ...figures, total: rows.length }
  })
}

export async function adminOverview(deps: AdminCustomersDeps): Promise<AdminOverview> {
  const { db, counts, badges } = deps
  const activeSince = new Date(deps.now().getTime() - ADMIN.activeWindowMs)
  const [subscribedUsers, unreadMessages, openTickets, chatbot, billing] = await Promise.all([
    counts.count('customers', 'subscribed', () => countSubscribedUsers(db)),
    badges.teamUnread(),
    badges.openTickets(),
    chatbotCounts(db, ADMIN.highIntentThreshold, activeSince),
    billingFigures(deps),
  ])
  return {
    subscribedUsers,
    unreadMessages,
    openTickets,
    totalConversations: chatbot.total,
    highIntentLeads: chatbot.highIntent,
    capturedContacts: chatbot.withEmail,
    activeConversations24h: chatbot.active,
    mrrPence: billing.mrrPence,
    newSubscriptionsThisMonth: billing.newSubscriptionsThisMonth,
    endedSubscriptionsThisMonth: billing.endedSubscriptionsThisMonth,
    pastDueSubscriptions: billing.pastDueSubscriptions,
    revenueMonths: billing.months,
  }
}
