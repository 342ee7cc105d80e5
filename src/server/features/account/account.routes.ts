import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { findPlanByProductId } from '#shared/catalogue/plans.ts'
import {
  type AccountResponse,
  accountResponseSchema,
  welcomeShownResponseSchema,
} from '#shared/schemas/account.ts'
import type { Database } from '../../db/client.ts'
import { requireUser } from '../../plugins/auth/guards.ts'
import { findProfile, setWelcomeShown } from './profile.repo.ts'
import { findActiveSubscription } from './subscriptions.repo.ts'

/** The signed-in customer's own plan and welcome flag; nobody else's. */
export function accountRoutes(db: Database) {
  return async function routes(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>()
    const tags = ['account']

    api.get(
      '/api/account',
      { schema: { tags, response: { 200: accountResponseSchema } } },
      async (request): Promise<AccountResponse> => {
        const user = await requireUser(request)
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
                  monthlyTotalPence: subscription.priceAmount,
                }
              : null,
        }
      },
    )

    api.post(
      '/api/account/welcome-shown',
      { schema: { tags, response: { 200: welcomeShownResponseSchema } } },
      async (request) => {
        const user = await requireUser(request)
        await setWelcomeShown(db, user.id, true)
        return { welcomeShown: true as const }
      },
    )
  }
}
