import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import { type BillingInterval, periodEndAfter } from '#shared/billing/period.ts'
import { AppError } from '#shared/errors.ts'
import { type AuditActor, recordAudit } from '../../audit/audit.ts'
import type { Database, Executor } from '../../db/client.ts'
import { jobs } from '../../db/schema/infrastructure.ts'
import { enqueue, type JobQueue } from '../../jobs/queue.ts'
import type { ClaimedJob } from '../../jobs/worker.ts'
import {
  dueTestSubscriptions,
  findPendingDiscount,
  findSubscriptionById,
  insertPaymentOnce,
  lockBillingOf,
  markDiscountUsed,
  type SubscriptionRow,
  updateSubscription,
} from './billing.repo.ts'
import { type BillingDeps, emailCustomer, nextPaymentAmount, periodEndOf } from './billing.service.ts'
import { pendingChangeDue } from './plan-changes.ts'

export const BILLING_RENEWALS_QUEUE = 'billing.test-renewals'
const RENEWAL_CHECK_MINUTES = 15
const BATCH = 100

/**
 * The test provider's renewals, a job that queues its own next run (as the content no-answer rule): each
 * subscription whose period has ended is charged for the next one, or ends when its cancellation is due.
 */
export const BILLING_RENEWAL_JOBS: JobQueue = {
  name: BILLING_RENEWALS_QUEUE,
  label: 'Test payment provider renewals (charge or end subscriptions at the end of their period)',
  retry: { baseDelayMs: 5000, maxDelayMs: 5 * 60_000, retryForMs: 30 * 60_000 },
}

/** The outcome of one renewal. */
export type RenewalOutcome = 'paid' | 'failed' | 'ended'

/**
 * Renews one test-provider subscription now (the period's end, or earlier from the back office). The
 * payment's id is the subscription and the period it pays for, so a renewal runs at most once per period.
 */
export async function renewTestSubscription(
  deps: BillingDeps,
  tx: Executor,
  subscriptionId: string,
  actor: AuditActor,
): Promise<RenewalOutcome | undefined> {
  const now = deps.now()
  const found = await findSubscriptionById(tx, subscriptionId, { lock: true })
  if (found?.provider !== 'test' || found.status === 'canceled') return undefined
  await lockBillingOf(tx, found.userId)
  const periodEnd = periodEndOf(found, now)
  const row = await applyDuePlanChange(tx, found, periodEnd, actor)
  const interval = row.billingInterval as BillingInterval
  if (row.cancelAt && row.cancelAt.getTime() <= periodEnd.getTime()) {
    await updateSubscription(tx, row.id, { status: 'canceled', nextPaymentAmount: null, pastDueSince: null })
    await recordAudit(tx, { actor, action: 'billing.subscription_ended', subjectUserId: row.userId })
    await emailCustomer(deps, tx, row.userId, 'subscription-ended', { date: row.cancelAt })
    return 'ended'
  }
  const discount = await findPendingDiscount(tx, row.id)
  const amount = nextPaymentAmount(row, row.cancelAt, periodEnd, discount?.percentOff ?? null) ?? 0
  const full = nextPaymentAmount(row, row.cancelAt, periodEnd, null) ?? 0
  const nextEnd = row.cancelAt ?? periodEndAfter(row.billingAnchor ?? row.createdAt, periodEnd, interval)
  const paymentKey = `test_renewal_${row.id}_${periodEnd.toISOString()}`
  if (row.failNextRenewal) {
    await insertPaymentOnce(tx, {
      userId: row.userId,
      subscriptionId: row.id,
      provider: 'test',
      providerPaymentId: `${paymentKey}_failed_${now.getTime()}`,
      kind: 'renewal',
      amount,
      discountAmount: full - amount,
      status: 'failed',
      periodStart: periodEnd,
      periodEnd: nextEnd,
      createdAt: now,
    })
    const first = row.status !== 'past_due'
    await updateSubscription(tx, row.id, {
      status: 'past_due',
      pastDueSince: row.pastDueSince ?? now,
      failNextRenewal: false,
      currentPeriodEnd: periodEnd,
    })
    await recordAudit(tx, {
      actor,
      action: 'billing.renewal_failed',
      subjectUserId: row.userId,
      details: { amount },
    })
    if (first) await emailCustomer(deps, tx, row.userId, 'payment-failed', { amountPence: amount })
    return 'failed'
  }
  const payment = await insertPaymentOnce(tx, {
    userId: row.userId,
    subscriptionId: row.id,
    provider: 'test',
    providerPaymentId: paymentKey,
    kind: 'renewal',
    amount,
    discountAmount: full - amount,
    status: 'paid',
    periodStart: periodEnd,
    periodEnd: nextEnd,
    createdAt: now,
  })
  if (!payment) return undefined
  if (discount) await markDiscountUsed(tx, discount.id, payment.id, now)
  const renewed: SubscriptionRow = { ...row, currentPeriodStart: periodEnd, currentPeriodEnd: nextEnd }
  await updateSubscription(tx, row.id, {
    status: 'active',
    pastDueSince: null,
    currentPeriodStart: periodEnd,
    currentPeriodEnd: nextEnd,
    // After the notice's last part is paid, nothing more is due.
    nextPaymentAmount: row.cancelAt ? null : nextPaymentAmount(renewed, null, nextEnd, null),
  })
  await recordAudit(tx, {
    actor,
    action: 'billing.renewal_paid',
    subjectUserId: row.userId,
    details: { amount },
  })
  await emailCustomer(deps, tx, row.userId, 'renewed', { amountPence: amount })
  return 'paid'
}

/** A downgrade or removal waiting for this renewal takes effect before the period is charged. */
async function applyDuePlanChange(tx: Executor, row: SubscriptionRow, periodEnd: Date, actor: AuditActor) {
  const changed = pendingChangeDue(row, periodEnd)
  if (!row.pendingChange || !('selection' in changed)) return row
  await updateSubscription(tx, row.id, changed)
  await recordAudit(tx, {
    actor,
    action: 'billing.plan_change_applied',
    subjectUserId: row.userId,
    details: { productId: changed.productId, priceAmount: changed.priceAmount },
  })
  return { ...row, ...changed }
}

/** Every test-provider subscription due by now, in batches. */
export async function renewDueTestSubscriptions(deps: BillingDeps): Promise<number> {
  let total = 0
  for (;;) {
    const due = await dueTestSubscriptions(deps.db, deps.now(), BATCH)
    let handled = 0
    for (const { id } of due) {
      const outcome = await deps.db.transaction((tx) =>
        renewTestSubscription(deps, tx, id, { kind: 'system' }),
      )
      if (outcome && outcome !== 'failed') handled += 1
    }
    total += handled
    // A failed renewal leaves the subscription due (past due); the loop stops when nothing moved.
    if (due.length < BATCH || handled === 0) return total
  }
}

/** 'Charge renewal now (test)': the next payment is taken now (a past-due one is retried). */
export async function chargeRenewalNow(deps: BillingDeps, subscriptionId: string, actor: AuditActor) {
  requireTestProvider(deps)
  return deps.db.transaction(async (tx) => {
    const outcome = await renewTestSubscription(deps, tx, subscriptionId, actor)
    if (!outcome) throw new AppError('not_found', 'This customer has no plan billed by the test provider.')
    return outcome
  })
}

/** 'Fail next renewal (test)': the next renewal (or 'Charge renewal now') fails. */
export async function failNextRenewal(deps: BillingDeps, subscriptionId: string, actor: AuditActor) {
  requireTestProvider(deps)
  await deps.db.transaction(async (tx) => {
    const row = await findSubscriptionById(tx, subscriptionId, { lock: true })
    if (row?.provider !== 'test' || row.status === 'canceled')
      throw new AppError('not_found', 'This customer has no plan billed by the test provider.')
    await updateSubscription(tx, row.id, { failNextRenewal: true })
    await recordAudit(tx, { actor, action: 'billing.fail_next_renewal', subjectUserId: row.userId })
  })
}

function requireTestProvider(deps: BillingDeps) {
  if (deps.provider !== 'test') throw new AppError('not_found', 'Only the test payment provider has this.')
}

async function queueNextRun(executor: Executor, runAt: Date, exceptJobId?: string) {
  await executor.execute(sql`select pg_advisory_xact_lock(hashtext(${BILLING_RENEWALS_QUEUE}))`)
  const [waiting] = await executor
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.queue, BILLING_RENEWALS_QUEUE),
        inArray(jobs.status, ['queued', 'running']),
        exceptJobId ? ne(jobs.id, exceptJobId) : undefined,
      ),
    )
    .limit(1)
  if (!waiting) await enqueue(executor, BILLING_RENEWAL_JOBS, {}, { runAt })
}

/** At start (test provider only): makes sure a run is queued. */
export async function ensureRenewalJob(db: Database): Promise<void> {
  await db.transaction((tx) => queueNextRun(tx, new Date()))
}

export function runRenewalJob(deps: BillingDeps) {
  return async (job: ClaimedJob): Promise<void> => {
    await renewDueTestSubscriptions(deps)
    const next = new Date(deps.now().getTime() + RENEWAL_CHECK_MINUTES * 60_000)
    await deps.db.transaction((tx) => queueNextRun(tx, next, job.id))
  }
}
