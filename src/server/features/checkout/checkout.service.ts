import { randomUUID } from 'node:crypto'
import type { BillingInterval } from '#shared/billing/period.ts'
import { getPlan } from '#shared/catalogue/plans.ts'
import { AppError } from '#shared/errors.ts'
import { formatPence } from '#shared/format/money.ts'
import { periodAmountPence } from '#shared/pricing/billing.ts'
import { type Quote, quote } from '#shared/pricing/quote.ts'
import { InvalidSelectionError, type OrderSelection } from '#shared/pricing/selection.ts'
import type { CheckoutRedirect, CheckoutSummary } from '#shared/schemas/checkout.ts'
import type { Database } from '../../db/client.ts'
import { type CheckoutRow, findCheckout, insertNewCheckout, markCheckoutCancelled } from './checkout.repo.ts'
import type { PaymentProvider } from './payment-provider.ts'
import { type ProvisionDeps, provisionOrder } from './provision.service.ts'

export const CHECKOUT_FAILED_MESSAGE = 'Failed to create checkout session. Please try again.'
const NOT_FOUND_MESSAGE = 'This checkout was not found. Please start again from the checkout page.'

export interface CheckoutDeps extends ProvisionDeps {
  db: Database
  provider: PaymentProvider
  logger: { error(object: unknown, message: string): void; warn(object: unknown, message: string): void }
}

export const ACCOUNT_EXISTS_MESSAGE = 'This e-mail already has an account. Sign in to add this plan to it.'

/** The signed-in caller, if any: their checkout is bound to their own account and e-mail. */
export interface CheckoutCaller {
  id: string
  email: string
}

export interface CreateCheckoutInput extends OrderSelection {
  email: string
  /** What the visitor was shown, in pence. */
  discountPence: number
  totalPence: number
  billingInterval?: BillingInterval | undefined
}

/** Prices the selection, refusing unknown plans, channels, tiers and coupons with the field named. */
export function priceSelection(selection: OrderSelection): Quote {
  let priced: Quote
  try {
    priced = quote(selection)
  } catch (error) {
    if (!(error instanceof InvalidSelectionError)) throw error
    const fields = Object.fromEntries(error.issues.map((issue) => [issue.field, issue.message]))
    const first = error.issues[0]
    throw new AppError(
      'validation_failed',
      first ? `${first.field}: ${first.message}` : error.message,
      fields,
    )
  }
  if (priced.couponStatus === 'invalid') {
    const message = 'The coupon code is not valid'
    throw new AppError('validation_failed', `couponCode: ${message}`, { couponCode: message })
  }
  return priced
}

/** Re-prices on the server; a total or discount that differs from what was shown is refused, nothing stored. */
export async function createCheckout(
  deps: CheckoutDeps,
  input: CreateCheckoutInput,
  caller: CheckoutCaller | null,
): Promise<{ url: string }> {
  const { email: typedEmail, discountPence, totalPence, billingInterval, ...selection } = input
  const interval = billingInterval ?? 'month'
  const per = interval === 'month' ? 'per month' : 'every 6 months'
  // Signed in, the order is for the caller's own account and e-mail, whatever the form sent.
  const email = caller ? caller.email : typedEmail
  const priced = priceSelection(selection)
  const periodDiscount = periodAmountPence(priced.discountPence, interval)
  const periodTotal = periodAmountPence(priced.totalPence, interval)
  if (discountPence !== periodDiscount) {
    const message = `The discount for this order is ${formatPence(periodDiscount)}, not ${formatPence(discountPence)}. Please review your order and try again.`
    throw new AppError('validation_failed', message, { discountPence: message })
  }
  if (totalPence !== periodTotal) {
    const message = `The total for this order is ${formatPence(periodTotal)} ${per}, not ${formatPence(totalPence)}. Please review your order and try again.`
    throw new AppError('validation_failed', message, { totalPence: message })
  }
  // Nobody adds a plan to an account whose owner has proven the address without signing in as it.
  const owner = caller ? undefined : await deps.accounts.findOwner(email)
  if (owner?.proven)
    throw new AppError('account_exists', ACCOUNT_EXISTS_MESSAGE, { email: ACCOUNT_EXISTS_MESSAGE })
  const checkoutId = randomUUID()
  let session: Awaited<ReturnType<PaymentProvider['createSession']>>
  try {
    session = await deps.provider.createSession({ checkoutId, email, quote: priced, interval })
  } catch (error) {
    deps.logger.error({ err: error }, 'payment provider refused to create a checkout session')
    throw new AppError('unavailable', CHECKOUT_FAILED_MESSAGE)
  }
  await insertNewCheckout(deps.db, {
    id: checkoutId,
    provider: deps.provider.name,
    providerSessionId: session.providerSessionId,
    email,
    userId: caller?.id ?? null,
    selection: { ...selection, ...(priced.couponApplied ? { couponCode: priced.couponApplied } : {}) },
    amount: periodTotal,
    billingInterval: interval,
    currency: 'GBP',
  })
  return { url: session.url }
}

export async function getCheckoutSummary(
  deps: Pick<CheckoutDeps, 'db'>,
  id: string,
): Promise<CheckoutSummary> {
  const row = await findCheckout(deps.db, id)
  if (!row) throw new AppError('not_found', NOT_FOUND_MESSAGE)
  const priced = quote(row.selection)
  return {
    id: row.id,
    provider: row.provider,
    status: row.status as CheckoutSummary['status'],
    planTitle: getPlan(row.selection.plan).title,
    lines: priced.lines.map((line) => ({ label: line.label, pricePence: line.pricePence })),
    subtotalPence: priced.subtotalPence,
    discountPence: priced.discountPence,
    totalPence: row.amount,
    currency: row.currency,
  }
}

/** Only checkouts of the built-in test provider, and only while it is the active provider. */
async function findTestCheckout(deps: CheckoutDeps, id: string): Promise<CheckoutRow> {
  const row = deps.provider.name === 'test' ? await findCheckout(deps.db, id) : undefined
  if (row?.provider !== 'test' || row.id !== id) throw new AppError('not_found', NOT_FOUND_MESSAGE)
  return row
}

/** The test page's Pay: the same provisioning as a Stripe checkout.session.completed event. */
export async function payTestCheckout(deps: CheckoutDeps, id: string): Promise<CheckoutRedirect> {
  const row = await findTestCheckout(deps, id)
  if (row.status === 'cancelled') {
    throw new AppError('conflict', 'This checkout was cancelled. Please start again from the checkout page.')
  }
  // Nothing is charged on the test page, so a checkout overtaken by a proven account is simply refused.
  const owner = row.userId ? undefined : await deps.accounts.findOwner(row.email)
  if (owner?.proven && row.status !== 'completed') {
    throw new AppError('account_exists', ACCOUNT_EXISTS_MESSAGE, { email: ACCOUNT_EXISTS_MESSAGE })
  }
  await provisionOrder(deps, {
    provider: 'test',
    providerSessionId: row.providerSessionId,
    email: row.email,
    boundUserId: row.userId,
    selection: row.selection,
    amountPence: row.amount,
    currency: row.currency,
    billingInterval: row.billingInterval === 'six_months' ? 'six_months' : 'month',
    providerSubscriptionId: null,
  })
  return { url: `/checkout/success?session_id=${encodeURIComponent(row.id)}` }
}

export async function cancelTestCheckout(deps: CheckoutDeps, id: string): Promise<CheckoutRedirect> {
  const row = await findTestCheckout(deps, id)
  if (row.status === 'completed') throw new AppError('conflict', 'This checkout has already been paid.')
  await markCheckoutCancelled(deps.db, row.id)
  return { url: '/checkout' }
}
