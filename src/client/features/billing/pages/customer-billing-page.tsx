import { Link, useParams } from 'react-router'
import { formatDate, formatDateTime } from '#shared/format/dates.ts'
import { formatPence } from '#shared/format/money.ts'
import { paths } from '#shared/paths.ts'
import {
  CHARGE_RENEWAL_NOW,
  FAIL_NEXT_RENEWAL,
  nextPaymentLine,
  PAST_DUE,
  planEndsOn,
  REFUND_FIRST_ORDER,
} from '#shared/schemas/billing.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Card, CardTitle } from '../../../components/ui/card.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import { useCustomerBilling, useCustomerBillingAction } from '../api/billing-api.ts'

type Action = 'charge-renewal' | 'fail-next-renewal' | 'refund-first-order'
const done: Record<Action, string> = {
  'charge-renewal': 'Renewal charged',
  'fail-next-renewal': 'The next renewal will fail',
  'refund-first-order': 'First order refunded',
}

/** /admin/users/:userId/billing: a customer's plan, payments, refund and the record of changes. */
export default function CustomerBillingPage() {
  const { userId = '' } = useParams()
  const billing = useCustomerBilling(userId)
  const action = useCustomerBillingAction(userId)
  const run = async (which: Action) => {
    try {
      const result = await action.mutateAsync(which)
      const outcome = typeof result.outcome === 'string' ? `: ${result.outcome}` : ''
      void toast.success(`${done[which]}${outcome}`)
    } catch (error) {
      void toast.error('That did not work', { description: errorMessage(error, 'Please try again.') })
    }
  }
  const data = billing.data
  const subscription = data?.subscription
  return (
    <section className="flex flex-col gap-6">
      <Link to={paths.adminUsers} className="self-start text-sm font-medium text-brand-700 hover:underline">
        ← Customers
      </Link>
      <h1 className="text-2xl font-bold">Billing</h1>
      {billing.isPending ? <Spinner /> : null}
      {billing.isError ? (
        <p className="text-danger">{errorMessage(billing.error, 'Could not load billing.')}</p>
      ) : null}
      {data ? (
        <>
          <Card>
            <CardTitle>Plan</CardTitle>
            {subscription ? (
              <div className="mt-2 flex flex-col gap-1">
                <p className="font-semibold">
                  {subscription.planTitle} (
                  {subscription.interval === 'six_months' ? 'every 6 months' : 'monthly'})
                  {subscription.status === 'past_due' ? (
                    <span className="ml-2 text-danger">{PAST_DUE}</span>
                  ) : null}
                </p>
                {subscription.endsAt ? <p>{planEndsOn(subscription.endsAt)}</p> : null}
                {subscription.nextPayment ? (
                  <p>{nextPaymentLine(subscription.nextPayment.amountPence, subscription.nextPayment.at)}</p>
                ) : null}
              </div>
            ) : (
              <p className="mt-2 text-muted">No active plan.</p>
            )}
            <div className="mt-4 flex flex-wrap gap-2">
              {data.testProvider && subscription ? (
                <>
                  <Button size="sm" variant="secondary" onClick={() => void run('charge-renewal')}>
                    {CHARGE_RENEWAL_NOW}
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => void run('fail-next-renewal')}>
                    {FAIL_NEXT_RENEWAL}
                  </Button>
                </>
              ) : null}
              <Button
                size="sm"
                variant="danger"
                disabled={!data.refund.offered || action.isPending}
                title={data.refund.reason ?? undefined}
                onClick={() => void run('refund-first-order')}
              >
                {REFUND_FIRST_ORDER}
                {data.refund.amountPence !== null ? ` (${formatPence(data.refund.amountPence)})` : ''}
              </Button>
            </div>
            {data.refund.reason ? <p className="mt-2 text-sm text-muted">{data.refund.reason}</p> : null}
          </Card>
          <Card>
            <CardTitle>Payments</CardTitle>
            <ul className="mt-2 flex flex-col gap-1 text-sm">
              {data.payments.map((payment) => (
                <li key={payment.id}>
                  {formatDate(payment.createdAt)}: {formatPence(payment.amountPence)} (
                  {payment.kind.replace('_', ' ')}, {payment.status}
                  {payment.refundedPence > 0 ? `, ${formatPence(payment.refundedPence)} refunded` : ''})
                </li>
              ))}
            </ul>
          </Card>
          <Card>
            <CardTitle>Changes</CardTitle>
            <ul className="mt-2 flex flex-col gap-1 text-sm">
              {data.audit.map((event) => (
                <li key={`${event.at}-${event.action}`}>
                  {formatDateTime(event.at)}: {event.action} ({event.actor})
                </li>
              ))}
            </ul>
          </Card>
        </>
      ) : null}
    </section>
  )
}
