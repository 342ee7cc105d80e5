import { type BillingInterval, MONTHS_IN } from '#shared/billing/period.ts'
import { findPlanByProductId } from '#shared/catalogue/plans.ts'
import type { AccountResponse } from '#shared/schemas/account.ts'
import type { Database } from '../../db/client.ts'
import { findProfile, setWelcomeShown } from './profile.repo.ts'
import { findActiveSubscription, hasActiveSubscription } from './subscriptions.repo.ts'

/** The signed-in customer's own plan and welcome flag; nobody else's (the id comes from the session). */
export async function getOwnAccount(
  db: Database,
  user: { id: string; email: string },
): Promise<AccountResponse> {
  const [profile, subscription] = await Promise.all([
    findProfile(db, user.id),
    findActiveSubscription(db, user.id),
  ])
  const plan = findPlanByProductId(subscription?.productId)
  return {
    email: user.email,
    displayName: profile?.displayName ?? null,
    // The welcome page follows a purchase: an account with no plan has nothing to welcome.
    welcomeShown: !subscription || (profile?.welcomeShown ?? true),
    plan:
      subscription && plan
        ? {
            productId: plan.productId,
            title: plan.title,
            features: [...plan.dashboardFeatures],
            pricePence: plan.pricePence,
            // A six-monthly plan's price is for six months; the card shows what it comes to a month.
            monthlyTotalPence: Math.round(
              subscription.priceAmount / MONTHS_IN[subscription.billingInterval as BillingInterval],
            ),
          }
        : null,
  }
}

/** The caller saw their welcome page: it is not shown again. */
export async function markWelcomeShown(db: Database, userId: string): Promise<void> {
  await setWelcomeShown(db, userId, true)
}

/** Whether the caller has an active subscription (the dashboard's route guard reads it from /api/session). */
export function isSubscribed(db: Database, userId: string): Promise<boolean> {
  return hasActiveSubscription(db, userId)
}
