import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { findPlanByProductId } from '#shared/catalogue/plans.ts'
import { DASHBOARD_PLACES } from '#shared/dashboard-places.ts'
import { formatPencePerMonth } from '#shared/format/money.ts'
import { paths } from '#shared/paths.ts'
import { REQUEST_SENT } from '#shared/schemas/support.ts'
import { PageFrame } from '../../components/dashboard-page-frame.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Card, CardTitle } from '../../components/ui/card.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { billingKeys } from '../../features/billing/api/billing-keys.ts'
import { CancelPlanDialog } from '../../features/billing/components/cancel-plan-dialog.tsx'
import { ChangePlanDialog } from '../../features/billing/components/change-plan-dialog.tsx'
import type { SendRequest } from '../../features/billing/components/send-request.ts'
import { ThankYouDialog } from '../../features/billing/components/thank-you-dialog.tsx'
import { useCreateTicket } from '../../features/support/api/create-ticket.ts'
import { MyRequests } from '../../features/support/components/my-requests.tsx'
import { accountKey, useAccount } from '../../lib/account.ts'
import { errorMessage } from '../../lib/api-client.ts'
import { toast } from '../../lib/toast.ts'

type OpenDialog = 'cancel' | 'change' | 'thanks' | null

export default function ManageSubscriptionPage() {
  const account = useAccount()
  const createTicket = useCreateTicket()
  const queryClient = useQueryClient()
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const plan = account.data?.plan

  // Each request becomes a ticket, e-mailed to the team; the dialog closes and the Thank You opens.
  const send: SendRequest = async (request) => {
    try {
      await createTicket.mutateAsync(request)
      // A change of plan takes effect: the plan and the next payment shown here change with it.
      if (request.type === 'plan_change') {
        void queryClient.invalidateQueries({ queryKey: accountKey })
        void queryClient.invalidateQueries({ queryKey: billingKeys.all })
      }
      void toast.success(REQUEST_SENT)
      setDialog('thanks')
      return true
    } catch (error) {
      void toast.error('Failed to send request', { description: errorMessage(error, 'Please try again.') })
      return false
    }
  }
  const toggle = (which: Exclude<OpenDialog, null>) => (open: boolean) => setDialog(open ? which : null)

  return (
    <PageFrame
      title={DASHBOARD_PLACES.manageSubscription}
      description="Cancel your plan or change it."
      path={paths.manageSubscription}
    >
      <Card>
        <CardTitle>Your Plan</CardTitle>
        {account.isPending ? <Spinner /> : null}
        {account.isError ? <p className="mt-2 text-danger">We could not load your plan.</p> : null}
        {plan ? (
          <>
            <p className="mt-2 text-2xl font-bold">{plan.title}</p>
            <p className="text-muted">Plan price: {formatPencePerMonth(plan.pricePence)}</p>
            <p className="mt-2">
              Monthly total with extras: <strong>{formatPencePerMonth(plan.monthlyTotalPence)}</strong>
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Button variant="secondary" onClick={() => setDialog('change')}>
                Change Plan
              </Button>
              <Button variant="danger" onClick={() => setDialog('cancel')}>
                Cancel Plan
              </Button>
            </div>
          </>
        ) : null}
        {account.data && !plan ? (
          <p className="mt-2 text-muted">
            You have no active plan.{' '}
            <Link to={paths.pricing} className="font-medium text-brand-700 underline">
              View Plans
            </Link>
          </p>
        ) : null}
      </Card>
      <MyRequests />
      <CancelPlanDialog open={dialog === 'cancel'} onOpenChange={toggle('cancel')} send={send} />
      <ChangePlanDialog
        open={dialog === 'change'}
        onOpenChange={toggle('change')}
        currentPlanId={findPlanByProductId(plan?.productId)?.id}
        send={send}
      />
      <ThankYouDialog open={dialog === 'thanks'} onOpenChange={toggle('thanks')} />
    </PageFrame>
  )
}
