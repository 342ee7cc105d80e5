import { ADMIN } from '#shared/catalogue/business-rules.ts'
import type { AdminOverview, CustomerEntry, CustomerList } from '#shared/schemas/admin-customers.ts'
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
} from './customers.repo.ts'

export const CUSTOMERS_PAGE_SIZE = ADMIN.customersPageSize

type PageRow = Awaited<ReturnType<typeof listCustomerPage>>[number]

function toEntry(row: PageRow): CustomerEntry {
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName ?? (row.name || null),
    createdAt: row.createdAt.toISOString(),
    subscription:
      row.priceAmount === null
        ? null
        : {
            priceAmount: row.priceAmount,
            status: row.subscriptionStatus === 'past_due' ? 'past_due' : 'active',
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
  /** The badges' counts, owned by messaging and support: the overview shows the same numbers. */
  badges: {
    teamUnread(): Promise<number>
    openTickets(): Promise<number>
  }
}

async function searchPage({ db, counts }: AdminCustomersDeps, search: string, offset: number) {
  const key = `customers:${search.toLowerCase()}`
  const ids = await counts.ids('customers', key, () => listMatchingCustomerIds(db, search))
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
): Promise<CustomerList> {
  const offset = pageOffset(page, CUSTOMERS_PAGE_SIZE)
  return deps.counts.page(['customers'], `customers:${search.toLowerCase()}:${page}`, async () => {
    const { rows, total } = search
      ? await searchPage(deps, search, offset)
      : await everyCustomerPage(deps, offset)
    return { customers: rows.map(toEntry), page, pageSize: CUSTOMERS_PAGE_SIZE, total }
  })
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

export async function adminOverview({ db, counts, badges }: AdminCustomersDeps): Promise<AdminOverview> {
  const activeSince = new Date(Date.now() - ADMIN.activeWindowMs)
  const [subscribedUsers, unreadMessages, openTickets, chatbot] = await Promise.all([
    counts.count('customers', 'subscribed', () => countSubscribedUsers(db)),
    badges.teamUnread(),
    badges.openTickets(),
    chatbotCounts(db, ADMIN.highIntentThreshold, activeSince),
  ])
  return {
    subscribedUsers,
    unreadMessages,
    openTickets,
    totalConversations: chatbot.total,
    highIntentLeads: chatbot.highIntent,
    capturedContacts: chatbot.withEmail,
    activeConversations24h: chatbot.active,
  }
}
