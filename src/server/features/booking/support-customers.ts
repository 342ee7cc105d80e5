import type { PlanId } from '#shared/catalogue/plans.ts'
import type { Executor } from '../../db/client.ts'

/**
 * What booking needs to know of a customer who books a support video call, in its own terms; the account
 * feature lends it (app.ts).
 */
export interface SupportCustomers {
  /** Their name as the team sees it, and the plan they are on now. */
  supportCustomer(
    executor: Executor,
    user: { id: string; name: string; email: string },
  ): Promise<{ id: string; email: string; name: string; planId: PlanId | undefined }>
  planOf(executor: Executor, userId: string): Promise<PlanId | undefined>
}
