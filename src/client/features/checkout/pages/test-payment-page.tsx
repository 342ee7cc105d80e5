import { Link, useNavigate, useParams } from 'react-router'
import { formatPence } from '#shared/format/money.ts'
import { paths } from '#shared/paths.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { toast } from '../../../lib/toast.ts'
import { useCancelCheckout } from '../api/cancel-checkout.ts'
import { useCheckout } from '../api/get-checkout.ts'
import { usePayCheckout } from '../api/pay-checkout.ts'

/** The built-in payment page used when no card processor is configured: nothing is charged. */
export default function TestPaymentPage() {
  const { checkoutId = '' } = useParams()
  const navigate = useNavigate()
  const checkout = useCheckout(checkoutId)
  const pay = usePayCheckout(checkoutId)
  const cancel = useCancelCheckout(checkoutId)
  const handlers = {
    onSuccess: ({ url }: { url: string }) => navigate(url),
    onError: (error: Error) => void toast.error('Payment Failed', { description: error.message }),
  }
  const busy = pay.isPending || cancel.isPending

  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <Badge tone="yellow">Test payment</Badge>
      <h1 className="mt-3 text-3xl font-bold">Test payment</h1>
      <p className="mt-2 rounded-control border border-yellow-300 bg-yellow-50 p-3 text-sm" role="note">
        This is a test payment page. No card will be charged and no money will be taken.
      </p>
      {checkout.isPending ? (
        <div className="mt-8">
          <Spinner />
        </div>
      ) : checkout.isError ? (
        <p className="mt-8" role="alert">
          {checkout.error.message}{' '}
          <Link to={paths.checkout} className="text-brand-700 underline">
            Back to checkout
          </Link>
        </p>
      ) : (
        <Card className="mt-6">
          <h2 className="text-lg font-semibold">{checkout.data.planTitle} plan</h2>
          <ul className="mt-3 grid gap-1 text-sm">
            {checkout.data.lines.map((line) => (
              <li key={line.label} className="flex justify-between gap-4">
                <span>{line.label}</span>
                <span className="tabular-nums">{formatPence(line.pricePence)}</span>
              </li>
            ))}
            {checkout.data.discountPence > 0 ? (
              <li className="flex justify-between gap-4 text-success">
                <span>Discount</span>
                <span className="tabular-nums">-{formatPence(checkout.data.discountPence)}</span>
              </li>
            ) : null}
          </ul>
          <p className="mt-4 flex justify-between border-t border-line pt-4 font-semibold">
            <span>Total per month</span>
            <span className="tabular-nums">
              {formatPence(checkout.data.totalPence, checkout.data.currency)}
            </span>
          </p>
          {checkout.data.status === 'pending' ? (
            <div className="mt-6 flex flex-wrap gap-3">
              <Button onClick={() => pay.mutate(undefined, handlers)} disabled={busy}>
                {pay.isPending ? 'Processing...' : `Pay ${formatPence(checkout.data.totalPence)}`}
              </Button>
              <Button variant="secondary" onClick={() => cancel.mutate(undefined, handlers)} disabled={busy}>
                Cancel
              </Button>
            </div>
          ) : checkout.data.status === 'completed' ? (
            <p className="mt-6">
              This checkout has already been paid.{' '}
              <Link
                to={`${paths.checkoutSuccess}?session_id=${encodeURIComponent(checkout.data.id)}`}
                className="text-brand-700 underline"
              >
                See your order
              </Link>
            </p>
          ) : (
            <p className="mt-6">
              This checkout was cancelled.{' '}
              <Link to={paths.checkout} className="text-brand-700 underline">
                Back to checkout
              </Link>
            </p>
          )}
        </Card>
      )}
    </section>
  )
}
