import { findPlanByProductId } from '#shared/catalogue/plans.ts'
import { paths } from '#shared/paths.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { QueueEmailInput } from '../../email/email.service.ts'
import { confirmEmailEmail } from '../../email/templates/confirm-email.ts'
import { inviteWithLoginDetailsEmail } from '../../email/templates/invite-with-login-details.ts'
import { passwordResetEmail } from '../../email/templates/password-reset.ts'
import { teamInviteEmail } from '../../email/templates/team-invite.ts'
import { enqueue } from '../../jobs/queue.ts'
import type { ClaimedJob } from '../../jobs/worker.ts'
import { type AuthAccounts, type AuthUserRecord, currentSetPasswordPurpose } from './auth-accounts.ts'
import { ownerOfEmail } from './owner.repo.ts'
import { findProfile, insertProfileIfMissing } from './profile.repo.ts'
import {
  findActiveSubscription,
  lockCustomer,
  type NewSubscription,
  replaceActiveSubscription,
  setSubscriptionStatusByProviderId,
} from './subscriptions.repo.ts'

/** Sends the set-password link of a new or claimed buyer after the order commits (retried until sent). */
export const ACCOUNT_INVITE_QUEUE = 'account.invite'

export interface AccountServiceDeps {
  db: Database
  identities: AuthAccounts
  /** Where links in e-mails point. */
  appUrl: string
}

/** Who will own a paid order, decided before the order's transaction. */
export type BuyerAccount =
  | { status: 'ready'; userId: string; sendInvite: boolean }
  /** The address belongs to a proven account the buyer is not signed in as: attach nothing. */
  | { status: 'held'; userId: string }

/**
 * The account feature: the only writer of users (through the authentication library), profiles and
 * subscriptions. Other features reach it through the functions returned here, wired in app.ts.
 */
export function createAccountService(deps: AccountServiceDeps) {
  const { db, identities } = deps
  const findOwner = ownerOfEmail(db)

  async function findOrCreateCustomer(email: string): Promise<{ user: AuthUserRecord; created: boolean }> {
    const existing = await identities.findByEmail(email)
    if (existing) return { user: existing, created: false }
    try {
      return { user: await identities.createCustomer(email), created: true }
    } catch (error) {
      // A concurrent completion created this e-mail's account first: use that one.
      const raced = await identities.findByEmail(email)
      if (!raced) throw error
      return { user: raced, created: false }
    }
  }

  return {
    /** Checkout asks before taking an order: does an account own this e-mail, and is the address proven? */
    findOwner,

    /**
     * The account a paid order goes to. A new e-mail gets a new account; an account whose address was
     * never proven is claimed for the payer (its password, sessions and two-factor go, and the invite goes
     * to the address); a proven account takes the order only from a checkout its owner started signed in.
     */
    async prepareBuyer(email: string, boundUserId: string | null): Promise<BuyerAccount> {
      const { user, created } = await findOrCreateCustomer(email)
      if (!created && user.emailVerified && user.id !== boundUserId)
        return { status: 'held', userId: user.id }
      // Somebody signed up with this never-proven address: the account is taken from them.
      if (!created && !user.emailVerified && (await identities.hasPassword(user.id))) {
        await identities.revokeAccess(user.id, { keepPassword: false })
      }
      // Whoever has no password yet gets a set-password link with the order (decided before the order's
      // transaction, so whichever of several racing completions commits sends it).
      return { status: 'ready', userId: user.id, sendInvite: !(await identities.hasPassword(user.id)) }
    },

    /** Inside the order's transaction: one active subscription per customer, the old ones returned. */
    async activatePlan(tx: Executor, subscription: NewSubscription) {
      await lockCustomer(tx, subscription.userId)
      return replaceActiveSubscription(tx, subscription)
    },

    async queueInvite(tx: Executor, invite: { email: string; planTitle: string }): Promise<void> {
      await enqueue(tx, ACCOUNT_INVITE_QUEUE, invite)
    },

    async sendInvite(job: ClaimedJob): Promise<void> {
      const { email, planTitle } = job.payload as { email: string; planTitle: string }
      await identities.sendSetPasswordLink(email, { kind: 'invite', planTitle })
    },

    /** Who a signed-in customer is and which plan they are on (active), for booking a support call. */
    async supportCustomer(executor: Executor, user: { id: string; name: string; email: string }) {
      const [profile, subscription] = await Promise.all([
        findProfile(executor, user.id),
        findActiveSubscription(executor, user.id),
      ])
      return {
        id: user.id,
        email: user.email,
        name: profile?.displayName || user.name || user.email,
        planId: findPlanByProductId(subscription?.productId)?.id,
      }
    },

    /** The plan a customer is on now (an active subscription), if any. */
    async planOf(executor: Executor, userId: string) {
      return findPlanByProductId((await findActiveSubscription(executor, userId))?.productId)?.id
    },

    setSubscriptionStatusByProviderId: (
      providerSubscriptionId: string,
      status: 'active' | 'past_due' | 'canceled',
    ) => setSubscriptionStatusByProviderId(db, providerSubscriptionId, status),

    /** The authentication library's callbacks. */
    authHooks: {
      async onUserCreated(user: { id: string; name: string }) {
        await insertProfileIfMissing(db, { id: user.id, displayName: user.name })
      },
      /** Any reset or invite link proves the address: only its mailbox could have used it. */
      async onPasswordReset(user: { id: string }) {
        await identities.markEmailProven(user.id)
      },
    },

    /** The e-mail behind a set-password link: the invite after a purchase, else a password reset. */
    setPasswordEmail(user: { email: string; name: string }, url: string): Omit<QueueEmailInput, 'to'> {
      const purpose = currentSetPasswordPurpose()
      if (purpose?.kind === 'team-invite') {
        return {
          template: 'team-invite',
          content: teamInviteEmail({
            email: user.email,
            invitedBy: purpose.invitedBy,
            setPasswordUrl: url,
            signInUrl: `${deps.appUrl}${paths.adminLogin}`,
          }),
        }
      }
      if (purpose?.kind === 'invite') {
        return {
          template: 'invite-with-login-details',
          content: inviteWithLoginDetailsEmail({
            email: user.email,
            planTitle: purpose.planTitle,
            setPasswordUrl: url,
          }),
        }
      }
      return { template: 'password-reset', content: passwordResetEmail({ name: user.name, resetUrl: url }) }
    },

    confirmEmail(user: { name: string }, url: string): Omit<QueueEmailInput, 'to'> {
      return { template: 'confirm-email', content: confirmEmailEmail({ name: user.name, confirmUrl: url }) }
    },
  }
}

export type AccountService = ReturnType<typeof createAccountService>
