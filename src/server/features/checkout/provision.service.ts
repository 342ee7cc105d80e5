import { randomBytes, randomUUID } from 'node:crypto'
import { getPlan } from '../../../shared/catalogue/plans.ts'
import { quote } from '../../../shared/pricing/quote.ts'
import type { OrderSelection } from '../../../shared/pricing/selection.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { OrderServices } from '../../db/schema/customers.ts'
import type { EmailService } from '../../email/email.service.ts'
import { inviteWithLoginDetailsEmail } from '../../email/templates/invite-with-login-details.ts'
import { orderConfirmationEmail } from '../../email/templates/order-confirmation.ts'
import { enqueue } from '../../jobs/queue.ts'
import { markCheckoutCompleted } from './checkout.repo.ts'
import {
  findUserIdByEmail,
  insertOrderOnce,
  insertPasswordlessCredential,
  insertProfileIfMissing,
  insertResetToken,
  insertUserIfNew,
  replaceActiveSubscription,
} from './provision.repo.ts'
import { STRIPE_CANCEL_QUEUE } from './stripe-cancel.ts'

export const INVITE_VALID_DAYS = 7
const RECOVERY_CALLBACK = '/auth?type=recovery'

export interface ProvisionDeps {
  db: Database
  email: EmailService
  appUrl: string
  /** Told after a new order commits (administrators' views refresh). */
  onOrderCreated?(userId: string): void
}

export interface CompletedPayment {
  provider: 'stripe' | 'test'
  /** The idempotency key: one order per provider session, however often completion is reported. */
  providerSessionId: string
  email: string
  selection: OrderSelection
  amountPence: number
  currency: string
  providerSubscriptionId: string | null
}

export type ProvisionResult =
  | { status: 'created'; orderId: string; userId: string; newAccount: boolean }
  | { status: 'already-provisioned' }

class AlreadyProvisioned extends Error {}

/**
 * Turns a completed payment into an account, an order, an active subscription and the e-mails, in one
 * transaction. The unique provider session id on orders makes a replayed or concurrent completion
 * roll back with nothing changed, including an account it would have created.
 */
export async function provisionOrder(
  deps: ProvisionDeps,
  payment: CompletedPayment,
): Promise<ProvisionResult> {
  try {
    const result = await deps.db.transaction((tx) => provisionIn(tx, deps, payment))
    deps.onOrderCreated?.(result.userId)
    return result
  } catch (error) {
    if (error instanceof AlreadyProvisioned) return { status: 'already-provisioned' }
    throw error
  }
}

async function provisionIn(tx: Executor, deps: ProvisionDeps, payment: CompletedPayment) {
  const priced = quote(payment.selection)
  const plan = getPlan(payment.selection.plan)
  const { userId, newAccount } = await ensureCustomer(tx, payment.email)
  const orderId = await insertOrderOnce(tx, {
    userId,
    provider: payment.provider,
    providerSessionId: payment.providerSessionId,
    amount: payment.amountPence,
    currency: payment.currency,
    services: orderServices(payment.selection, priced),
  })
  if (!orderId) throw new AlreadyProvisioned()
  const replaced = await replaceActiveSubscription(tx, {
    userId,
    productId: plan.productId,
    priceAmount: payment.amountPence,
    provider: payment.provider,
    providerSubscriptionId: payment.providerSubscriptionId,
  })
  // A replaced Stripe subscription would go on charging: stopping it is queued with this order, so it
  // happens exactly when the order commits, and is retried until Stripe confirms.
  for (const old of replaced) {
    if (old.provider === 'stripe' && old.providerSubscriptionId) {
      await enqueue(tx, STRIPE_CANCEL_QUEUE, { subscriptionId: old.providerSubscriptionId })
    }
  }
  await markCheckoutCompleted(tx, payment.providerSessionId)
  if (newAccount) await queueInvite(tx, deps, { userId, email: payment.email, planTitle: plan.title })
  await deps.email.queue(tx, {
    to: payment.email,
    template: newAccount ? 'order-confirmation' : 'order-confirmation-returning',
    content: orderConfirmationEmail({
      planTitle: plan.title,
      items: priced.itemsDescription,
      subtotalPence: priced.subtotalPence,
      discountPence: priced.discountPence,
      totalPence: payment.amountPence,
      signInUrl: `${deps.appUrl}/auth`,
      returningCustomer: !newAccount,
    }),
  })
  return { status: 'created' as const, orderId, userId, newAccount }
}

async function ensureCustomer(tx: Executor, email: string): Promise<{ userId: string; newAccount: boolean }> {
  const existing = await findUserIdByEmail(tx, email)
  if (existing) {
    // An account made by signing up has no profile yet; the welcome page is then shown once.
    await insertProfileIfMissing(tx, { id: existing, displayName: email.split('@')[0] || email })
    return { userId: existing, newAccount: false }
  }
  const name = email.split('@')[0] || email
  const id = randomUUID()
  if (!(await insertUserIfNew(tx, { id, email, name }))) {
    // Another transaction created this e-mail's account meanwhile: the order goes to that account.
    const raced = await findUserIdByEmail(tx, email)
    if (!raced) throw new Error('user vanished after an e-mail conflict')
    return { userId: raced, newAccount: false }
  }
  await insertPasswordlessCredential(tx, id)
  await insertProfileIfMissing(tx, { id, displayName: name })
  return { userId: id, newAccount: true }
}

async function queueInvite(
  tx: Executor,
  deps: ProvisionDeps,
  input: { userId: string; email: string; planTitle: string },
): Promise<void> {
  const token = randomBytes(18).toString('base64url')
  const expiresAt = new Date(Date.now() + INVITE_VALID_DAYS * 24 * 60 * 60 * 1000)
  await insertResetToken(tx, { token, userId: input.userId, expiresAt })
  const setPasswordUrl = `${deps.appUrl}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent(RECOVERY_CALLBACK)}`
  await deps.email.queue(tx, {
    to: input.email,
    template: 'invite-with-login-details',
    content: inviteWithLoginDetailsEmail({
      email: input.email,
      planTitle: input.planTitle,
      setPasswordUrl,
      validDays: INVITE_VALID_DAYS,
    }),
  })
}

function orderServices(selection: OrderSelection, priced: ReturnType<typeof quote>): OrderServices {
  const addOns: OrderServices['addOns'] = {}
  // Prices in pence (minor units), like every stored amount.
  for (const [name, { quantity, pricePence }] of Object.entries(priced.addOns)) {
    addOns[name] = { quantity, price: pricePence }
  }
  return {
    plan: selection.plan,
    freeChannel: selection.freeChannel,
    additionalChannels: [...selection.additionalChannels],
    itemsDescription: [...priced.itemsDescription],
    addOns,
  }
}
