import { and, eq, lte } from 'drizzle-orm'
import { type BillingSettings, DEFAULT_PUBLISHING_GRACE_DAYS } from '#shared/schemas/billing-settings.ts'
import { type AuditActor, recordAudit } from '../../audit/audit.ts'
import type { Database, Executor } from '../../db/client.ts'
import { billingSettings } from '../../db/schema/billing.ts'
import { subscriptions } from '../../db/schema/customers.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** The team's billing settings; the defaults until the team first saves them. */
export async function getBillingSettings(executor: Executor): Promise<BillingSettings> {
  const [row] = await executor.select().from(billingSettings).where(eq(billingSettings.id, 1))
  return { publishingGraceDays: row?.publishingGraceDays ?? DEFAULT_PUBLISHING_GRACE_DAYS }
}

export async function saveBillingSettings(
  db: Database,
  settings: BillingSettings,
  actor: AuditActor,
): Promise<BillingSettings> {
  return db.transaction(async (tx) => {
    const before = await getBillingSettings(tx)
    const values = { publishingGraceDays: settings.publishingGraceDays, updatedAt: new Date() }
    await tx
      .insert(billingSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: billingSettings.id, set: values })
    await recordAudit(tx, {
      actor,
      action: 'billing.settings_changed',
      subjectUserId: null,
      details: { from: before, to: settings },
    })
    return settings
  })
}

/**
 * The customers whose content is not published now: past due for longer than the team's grace period.
 * Lent to publishing (through app.ts), whose due-claim holds their posts until they pay.
 */
export async function publishingPausedCustomers(executor: Executor, now: Date): Promise<string[]> {
  const { publishingGraceDays } = await getBillingSettings(executor)
  // publishingPausedFrom(pastDueSince) <= now, turned round for the index-friendly comparison.
  const pastDueBefore = new Date(now.getTime() - publishingGraceDays * DAY_MS)
  const rows = await executor
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'past_due'), lte(subscriptions.pastDueSince, pastDueBefore)))
  return [...new Set(rows.map((row) => row.userId))]
}
