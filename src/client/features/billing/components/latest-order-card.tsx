import { Link } from 'react-router'
import { formatDate } from '#shared/format/dates.ts'
import { formatPence } from '#shared/format/money.ts'
import { paths } from '#shared/paths.ts'
import { NO_ORDER_INFORMATION, type Order } from '#shared/schemas/orders.ts'
import { Card, CardTitle } from '../../../components/ui/card.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useLatestOrder } from '../api/get-latest-order.ts'

function OrderDetails({ order }: { order: Order }) {
  return (
    <>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted">Amount</dt>
        <dd className="font-semibold">{formatPence(order.amountPence, order.currency)}</dd>
        <dt className="text-muted">Date</dt>
        <dd>{formatDate(order.createdAt)}</dd>
      </dl>
      <ul aria-label="Order lines" className="mt-4 flex flex-col gap-1 text-sm">
        {order.lines.map((line) => (
          <li key={line} className="border-b border-line pb-1 last:border-0">
            {line}
          </li>
        ))}
      </ul>
    </>
  )
}

/** The customer's newest order, or the empty state with the way to the plans. */
export function LatestOrderCard() {
  const latest = useLatestOrder()
  return (
    <Card>
      <CardTitle>Latest Order</CardTitle>
      {latest.isPending ? <Spinner /> : null}
      {latest.isError ? <p className="mt-2 text-danger">We could not load your latest order.</p> : null}
      {latest.data?.order ? <OrderDetails order={latest.data.order} /> : null}
      {latest.data && !latest.data.order ? (
        <>
          <p className="mt-2 text-muted">{NO_ORDER_INFORMATION}</p>
          <Link to={paths.pricing} className="mt-4 inline-block font-medium text-brand-700 underline">
            View Plans
          </Link>
        </>
      ) : null}
    </Card>
  )
}
