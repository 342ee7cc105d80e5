import type { Executor } from '../../db/client.ts'

/**
 * What checkout needs from the account feature (which owns users, profiles and subscriptions). The
 * account feature implements it; app.ts passes it in, so the two features never import each other.
 */
export interface CustomerAccounts {
  findOwner(email: string): Promise<{ userId: string; proven: boolean } | undefined>
  prepareBuyer(
    email: string,
    boundUserId: string | null,
  ): Promise<{ status: 'ready'; userId: string; sendInvite: boolean } | { status: 'held'; userId: string }>
  activatePlan(
    tx: Executor,
    subscription: {
      userId: string
      productId: string
      priceAmount: number
      provider: string
      providerSubscriptionId: string | null
    },
  ): Promise<Array<{ provider: string; providerSubscriptionId: string | null }>>
  queueInvite(tx: Executor, invite: { email: string; planTitle: string }): Promise<void>
  setSubscriptionStatusByProviderId(
    providerSubscriptionId: string,
    status: 'active' | 'past_due' | 'canceled',
  ): Promise<boolean>
}
