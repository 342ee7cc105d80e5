import type { ChangeTopic } from '#shared/schemas/realtime.ts'
import type { ChangeNotice } from './event-bus.ts'

/** The channel of the database's own change notices (migration 0007_database_change_notices). */
export const TABLE_CHANGES_CHANNEL = 'table_changes'

/** What the database says after each statement that changed a watched table, once committed. */
export interface TableChange {
  table: string
  /** The customers whose rows changed; null when many (more than 20) or unknown (a TRUNCATE). */
  customers: string[] | null
}

interface Watched {
  /** The administrators' topic: their kept counts and pages of it are forgotten, their pages refresh. */
  admins: ChangeTopic
  /**
   * The topic the customers named in the change hear. Messages and tickets tell their customers from
   * their services instead, which know what a customer may hear of (not the team's notes on a ticket).
   */
  customers?: ChangeTopic
}

/**
 * Every table a kept count or page reads (CountCache), with the topics a change to it means. A new
 * table a kept read selects from needs a trigger (a migration calling notify_changes_of) and a line
 * here; database-change-notices.test.ts fails until both are there.
 */
export const WATCHED_TABLES: Readonly<Record<string, Watched>> = {
  users: { admins: 'customers' },
  profiles: { admins: 'customers' },
  subscriptions: { admins: 'customers', customers: 'orders' },
  orders: { admins: 'customers', customers: 'orders' },
  user_drive_links: { admins: 'customers' },
  admin_user_messages: { admins: 'messages' },
  message_totals: { admins: 'messages' },
  support_tickets: { admins: 'tickets' },
  billing_payments: { admins: 'customers', customers: 'orders' },
  portfolio_designs: { admins: 'portfolio' },
}

export function parseTableChange(payload: string): TableChange | undefined {
  try {
    const change = JSON.parse(payload) as Partial<TableChange>
    if (typeof change.table !== 'string') return undefined
    return { table: change.table, customers: Array.isArray(change.customers) ? change.customers : null }
  } catch {
    return undefined
  }
}

/**
 * The browser notices for a run of table changes (one transaction's, often several tables): one per
 * topic, to the administrators and to every customer named, or to everyone when a change named too
 * many customers to list.
 */
export function noticesFor(changes: readonly TableChange[]): ChangeNotice[] {
  const byTopic = new Map<ChangeTopic, { admins: boolean; userIds: Set<string>; everyone: boolean }>()
  const audienceOf = (topic: ChangeTopic) => {
    let audience = byTopic.get(topic)
    if (!audience) {
      audience = { admins: false, userIds: new Set(), everyone: false }
      byTopic.set(topic, audience)
    }
    return audience
  }
  for (const change of changes) {
    const watched = WATCHED_TABLES[change.table]
    if (!watched) continue
    audienceOf(watched.admins).admins = true
    if (!watched.customers) continue
    const audience = audienceOf(watched.customers)
    if (change.customers === null) audience.everyone = true
    else for (const id of change.customers) audience.userIds.add(id)
  }
  return [...byTopic].map(([topic, { admins, userIds, everyone }]) => ({
    topic,
    audience: everyone ? { everyone: true } : { admins, userIds: [...userIds] },
  }))
}
