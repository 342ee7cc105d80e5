import { Link } from 'react-router'
import { paths } from '#shared/paths.ts'
import { KEEP_MY_PLAN, nextPaymentLine, planChangesOn, planEndsOn } from '#shared/schemas/billing.ts'
import { Button } from '../../../components/ui/button.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import { useBillingState, useKeepPlan } from '../api/billing-api.ts'

/**
 * The plan's billing in one place: 'Next payment: £134.10 on 28 Feb 2026', or 'Your plan ends on {date}'
 * with 'Keep my plan'; and the link to the invoices.
 */
export function BillingSummary() {
  const state = useBillingState()
  const keep = useKeepPlan()
  const subscription = state.data?.subscription
  if (!subscription) return null
  const onKeep = async () => {
    try {
      await keep.mutateAsync()
      void toast.success('Your plan carries on')
    } catch (error) {
      void toast.error('Could not keep your plan', { description: errorMessage(error, 'Please try again.') })
    }
  }
  return (
    <div className="mt-4 flex flex-col gap-2 border-t border-line pt-4" data-testid="billing-summary">
      <p className="text-sm text-muted">
        Billed {subscription.interval === 'six_months' ? 'every 6 months' : 'monthly'}
      </p>
      {subscription.endsAt ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="font-medium">{planEndsOn(subscription.endsAt)}</p>
          <Button variant="secondary" onClick={() => void onKeep()} disabled={keep.isPending}>
            {KEEP_MY_PLAN}
          </Button>
        </div>
      ) : null}
      {subscription.pendingChange ? (
        <p>
          {planChangesOn(
            subscription.pendingChange.planTitle,
            subscription.pendingChange.periodAmountPence,
            subscription.pendingChange.at,
          )}
        </p>
      ) : null}
      {subscription.nextPayment ? (
        <p>{nextPaymentLine(subscription.nextPayment.amountPence, subscription.nextPayment.at)}</p>
      ) : null}
      <Link to={paths.dashboardBilling} className="font-medium text-brand-700 underline">
        Invoices and payments
      </Link>
    </div>
  )
}
