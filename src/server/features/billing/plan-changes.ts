import type { BillingInterval } from '#shared/billing/period.ts'
import { getPlan } from '#shared/catalogue/plans.ts'
import { AppError } from '#shared/errors.ts'
import { formatDate } from '#shared/format/dates.ts'
import { formatPence } from '#shared/format/money.ts'
import { type PlanChange, priceChange, sameSelection } from '#shared/pricing/plan-change.ts'
import { InvalidSelectionError } from '#shared/pricing/selection.ts'
import type { PlanChangePreview } from '#shared/schemas/billing.ts'
import { type AuditActor, recordAudit } from '../../audit/audit.ts'
import type { Executor } from '../../db/client.ts'
import type { PendingPlanChange } from '../../db/schema/customers.ts'
import {
  findBillingSubscription,
  findPendingDiscount,
  insertPaymentOnce,
  lockBillingOf,
  type SubscriptionRow,
  updateSubscription,
} from './billing.repo.ts'
import { type BillingDeps, NO_PLAN, nextPaymentAmount, periodEndOf } from './billing.service.ts'
import { recordStripePlanChange } from './stripe-plan-sync.ts'
import { billedByStripe, enqueueStripeSync } from './stripe-sync.ts'
import { currentSelectionOf } from './subscription-selection.ts'

/** A preview's proration instant is honoured this long, so the customer pays what they were shown. */
const QUOTE_VALID_MS = 30 * 60 * 1000

/** The instant an upgrade is prorated from: the preview's, when recent and within the period. */
function prorationInstant(now: Date, quotedAt: Date | undefined, periodStart: Date): Date {
  if (!quotedAt) return now
  const age = now.getTime() - quotedAt.getTime()
  if (age < 0 || age > QUOTE_VALID_MS || quotedAt.getTime() < periodStart.getTime()) return now
  return quotedAt
}

async function priced(tx: Executor, row: SubscriptionRow, change: PlanChange, at: Date, now: Date) {
  const current = await currentSelectionOf(tx, row)
  const end = periodEndOf(row, now)
  const start = row.currentPeriodStart ?? row.createdAt
  let result: ReturnType<typeof priceChange>
  try {
    result = priceChange({
      current,
      currentPeriodPence: row.priceAmount,
      change,
      interval: row.billingInterval as BillingInterval,
      period: { start, end },
      at: prorationInstant(now, at, start),
    })
  } catch (error) {
    if (!(error instanceof InvalidSelectionError)) throw error
    const fields = Object.fromEntries(error.issues.map((issue) => [issue.field, issue.message]))
    throw new AppError('bad_request', 'This change cannot be made.', fields)
  }
  if (sameSelection(current, result.selection)) {
    // Back to what the plan is now: withdraws a change waiting for the next period, else nothing to do.
    if (row.pendingChange) {
      const withdrawn = { ...result, timing: 'next_period' as const, newPeriodPence: row.priceAmount }
      return { current, result: { ...withdrawn, chargeNowPence: 0 }, periodEnd: end, withdraws: true }
    }
    const title = getPlan(current.plan).title
    const planOnly = change.additionalChannels === undefined && change.addOns === undefined
    throw new AppError(
      'bad_request',
      planOnly
        ? `You are already on the ${title} plan`
        : `You are already on the ${title} plan with these extras.`,
      { option: 'Please choose another plan or other extras' },
    )
  }
  return { current, result, periodEnd: end, withdraws: false }
}

/** The signed-in customer's change, before confirming: what is paid now and what the next payment is. */
export async function previewPlanChange(
  deps: BillingDeps,
  userId: string,
  change: PlanChange,
): Promise<PlanChangePreview> {
  const now = deps.now()
  const row = await findBillingSubscription(deps.db, userId)
  if (!row) throw new AppError('not_found', NO_PLAN)
  const { result, periodEnd } = await priced(deps.db, row, change, now, now)
  const discount = await findPendingDiscount(deps.db, row.id)
  const startsNow = result.timing === 'now'
  const nextRow = { ...row, priceAmount: result.newPeriodPence }
  return {
    planTitle: getPlan(result.selection.plan).title,
    timing: result.timing,
    chargeNowPence: result.chargeNowPence,
    newPeriodPence: result.newPeriodPence,
    effectiveAt: (startsNow ? now : periodEnd).toISOString(),
    nextPayment: {
      amountPence: nextPaymentAmount(nextRow, row.cancelAt, periodEnd, discount?.percentOff ?? null) ?? 0,
      at: periodEnd.toISOString(),
    },
    carouselDropped: result.carouselDropped,
    quotedAt: now.toISOString(),
  }
}

/**
 * Applies a customer's change in the caller's transaction (support's plan change ticket): an upgrade now,
 * charged the proration; a downgrade or removal from the next period (a pending change the renewal
 * applies). Returns the summary the ticket records for the team.
 */
export async function applyPlanChange(
  deps: BillingDeps,
  tx: Executor,
  userId: string,
  change: PlanChange,
  actor: AuditActor,
  quotedAt?: Date,
): Promise<string> {
  const now = deps.now()
  await lockBillingOf(tx, userId)
  const row = await findBillingSubscription(tx, userId, { lock: true })
  if (!row) throw new AppError('not_found', NO_PLAN)
  const at = prorationInstant(now, quotedAt, row.currentPeriodStart ?? row.createdAt)
  const { current, result, periodEnd, withdraws } = await priced(tx, row, change, at, now)
  const productId = getPlan(result.selection.plan).productId
  const interval = row.billingInterval as BillingInterval
  // Stripe follows after commit, by the stripe-sync job (decision 0068).
  if (billedByStripe(row)) {
    await recordStripePlanChange(tx, row.id, {
      selection: result.selection,
      interval,
      prorateFrom: result.timing === 'now' ? at : null,
    })
    await enqueueStripeSync(tx, row)
  }
  const discount = await findPendingDiscount(tx, row.id)
  const title = getPlan(result.selection.plan).title
  let summary: string
  if (result.timing === 'now') {
    const upgraded = { ...row, priceAmount: result.newPeriodPence }
    await updateSubscription(tx, row.id, {
      productId,
      priceAmount: result.newPeriodPence,
      selection: result.selection,
      pendingChange: null,
      currentPeriodEnd: periodEnd,
      nextPaymentAmount: nextPaymentAmount(upgraded, row.cancelAt, periodEnd, discount?.percentOff ?? null),
    })
    // Stripe reports its proration invoice by webhook; the test provider records the payment here.
    if (row.provider === 'test' && result.chargeNowPence > 0) {
      await insertPaymentOnce(tx, {
        userId,
        subscriptionId: row.id,
        provider: 'test',
        providerPaymentId: `test_proration_${row.id}_${at.toISOString()}`,
        kind: 'proration',
        amount: result.chargeNowPence,
        status: 'paid',
        periodStart: at,
        periodEnd,
        createdAt: now,
      })
    }
    summary = `Changed now to the ${title} plan; charged ${formatPence(result.chargeNowPence)} for the rest of the period.`
  } else if (withdraws) {
    await updateSubscription(tx, row.id, {
      pendingChange: null,
      currentPeriodEnd: periodEnd,
      nextPaymentAmount: nextPaymentAmount(row, row.cancelAt, periodEnd, discount?.percentOff ?? null),
    })
    summary = `The change waiting for ${formatDate(periodEnd)} is withdrawn: the ${title} plan carries on as it is.`
  } else {
    const pending: PendingPlanChange = {
      selection: result.selection,
      productId,
      priceAmount: result.newPeriodPence,
      effectiveAt: periodEnd.toISOString(),
      carouselDropped: result.carouselDropped,
    }
    const later = { ...row, priceAmount: result.newPeriodPence }
    await updateSubscription(tx, row.id, {
      pendingChange: pending,
      currentPeriodEnd: periodEnd,
      nextPaymentAmount: nextPaymentAmount(later, row.cancelAt, periodEnd, discount?.percentOff ?? null),
    })
    summary = `Changes to the ${title} plan on ${formatDate(periodEnd)} (the next period).`
  }
  if (result.carouselDropped) summary += ' Carousel posts end with the last Instagram or LinkedIn channel.'
  await recordAudit(tx, {
    actor,
    action: withdraws
      ? 'billing.plan_change_withdrawn'
      : result.timing === 'now'
        ? 'billing.plan_changed'
        : 'billing.plan_change_scheduled',
    subjectUserId: userId,
    details: {
      from: current,
      to: result.selection,
      newPeriodPence: result.newPeriodPence,
      chargeNowPence: result.chargeNowPence,
      carouselDropped: result.carouselDropped,
      effectiveAt: result.timing === 'now' ? at.toISOString() : periodEnd.toISOString(),
    },
  })
  return summary
}

/** The pending change's columns once the period it waits for has begun; empty otherwise. */
export function pendingChangeDue(row: SubscriptionRow, periodStart: Date | null) {
  const pending = row.pendingChange
  if (!pending || !periodStart || periodStart.getTime() < new Date(pending.effectiveAt).getTime()) return {}
  return {
    productId: pending.productId,
    priceAmount: pending.priceAmount,
    selection: pending.selection,
    pendingChange: null,
  }
}
