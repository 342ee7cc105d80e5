import { type BillingInterval, periodEndAfter } from '#shared/billing/period.ts'
import { AppError } from '#shared/errors.ts'
import { type AuditActor, recordAudit } from '../../audit/audit.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import { ensureRecurringJob, queueNextRun } from '../../jobs/recurring.ts'
import type { ClaimedJob } from '../../jobs/worker.ts'
import {
  countFailedPaymentsSince,
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
import { firstRetryBefore, nextRetryAt, subscriptionGaveUp, TEST_ATTEMPTS } from './payment-retries.ts'
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
 * `scheduled`: the renewal job's run, which retries a past-due payment only on the dunning schedule
 * (payment-retries.ts) and, there being no card to update on the test provider, on the card still
 * declined; 'Update card' and 'Charge renewal now (test)' take it at once, declined only when
 * 'Fail next renewal (test)' says so.
 */
export async function renewTestSubscription(
  deps: BillingDeps,
  tx: Executor,
  subscriptionId: string,
  actor: AuditActor,
  options: { scheduled?: boolean } = {},
): Promise<RenewalOutcome | undefined> {
  const now = deps.now()
  const found = await findSubscriptionById(tx, subscriptionId, { lock: true })
  if (found?.provider !== 'test' || found.status === 'canceled') return undefined
  await lockBillingOf(tx, found.userId)
  const scheduledRetry = options.scheduled === true && found.status === 'past_due'
  const failuresSoFar =
    found.status === 'past_due' && found.pastDueSince
      ? await countFailedPaymentsSince(tx, found.id, found.pastDueSince)
      : 0
  if (scheduledRetry && found.pastDueSince) {
    const due = nextRetryAt(found.pastDueSince, failuresSoFar)
    if (due && due.getTime() > now.getTime()) return undefined
  }
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
  if (row.failNextRenewal || scheduledRetry) {
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
    const failures = failuresSoFar + 1
    if (failures >= TEST_ATTEMPTS) {
      await updateSubscription(tx, row.id, {
        status: 'canceled',
        nextPaymentAmount: null,
        pastDueSince: null,
        failNextRenewal: false,
      })
      await recordAudit(tx, {
        actor,
        action: 'billing.subscription_ended',
        subjectUserId: row.userId,
        details: { reason: 'payments_failed', attempts: failures },
      })
      await subscriptionGaveUp(deps, tx, row, now)
      return 'ended'
    }
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
      details: { amount, attempt: failures },
    })
    if (failures === 1) await emailCustomer(deps, tx, row.userId, 'payment-failed', { amountPence: amount })
    if (failures === TEST_ATTEMPTS - 1)
      await emailCustomer(deps, tx, row.userId, 'final-attempt', { amountPence: amount })
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
    const now = deps.now()
    const due = await dueTestSubscriptions(deps.db, now, firstRetryBefore(now), BATCH)
    let handled = 0
    for (const { id } of due) {
      const outcome = await deps.db.transaction((tx) =>
        renewTestSubscription(deps, tx, id, { kind: 'system' }, { scheduled: true }),
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

/** At start (test provider only): makes sure a run is queued. */
export async function ensureRenewalJob(db: Database): Promise<void> {
  await ensureRecurringJob(db, BILLING_RENEWAL_JOBS)
}

export function runRenewalJob(deps: BillingDeps) {
  return async (job: ClaimedJob): Promise<void> => {
    await renewDueTestSubscriptions(deps)
    const next = new Date(deps.now().getTime() + RENEWAL_CHECK_MINUTES * 60_000)
    await deps.db.transaction((tx) => queueNextRun(tx, BILLING_RENEWAL_JOBS, next, job.id))
  }
}
