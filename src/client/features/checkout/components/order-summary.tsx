import type { BillingInterval } from '#shared/billing/period.ts'
import { CHECKOUT_GUARANTEE_DAYS } from '#shared/catalogue/business-rules.ts'
import { formatPence } from '#shared/format/money.ts'
import { periodAmountPence } from '#shared/pricing/billing.ts'
import type { OrderSummaryFigures } from '../lib/order-summary.ts'

/**
 * The sticky summary: chosen lines, subtotal, discount and total in GBP, the monthly figure and, billed
 * every 6 months, the six-month total paid today.
 */
export function OrderSummary({
  figures,
  interval = 'month',
}: {
  figures: OrderSummaryFigures | null
  interval?: BillingInterval
}) {
  return (
    <aside
      aria-labelledby="order-summary-heading"
      className="rounded-card border border-line bg-white p-5 shadow-sm lg:sticky lg:top-6"
    >
      <h2 id="order-summary-heading" className="text-lg font-semibold">
        Order Summary
      </h2>
      {figures ? (
        <>
          <ul className="mt-4 grid gap-2 text-sm">
            {figures.lines.map((line) => (
              <li key={line.id} className="flex justify-between gap-4">
                <span>{line.label}</span>
                <span className="shrink-0 tabular-nums">{formatPence(line.pricePence)}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-4 grid gap-1 border-t border-line pt-4 text-sm">
            <div className="flex justify-between">
              <dt>Subtotal</dt>
              <dd className="tabular-nums">{formatPence(figures.subtotalPence)}</dd>
            </div>
            {figures.discountPence > 0 ? (
              <div className="flex justify-between text-success">
                <dt>Discount ({figures.couponPercentOff}%)</dt>
                <dd className="tabular-nums">-{formatPence(figures.discountPence)}</dd>
              </div>
            ) : null}
            <div className="mt-2 flex justify-between text-base font-semibold">
              <dt>Total</dt>
              <dd className="tabular-nums" data-testid="order-total">
                {formatPence(figures.totalPence)}
              </dd>
            </div>
            {interval === 'six_months' ? (
              <div className="flex justify-between text-base font-semibold">
                <dt>Every 6 months</dt>
                <dd className="tabular-nums" data-testid="period-total">
                  {formatPence(periodAmountPence(figures.totalPence, interval))}
                </dd>
              </div>
            ) : null}
          </dl>
          <p className="mt-2 text-sm text-muted">
            {interval === 'six_months'
              ? `${formatPence(figures.totalPence)} per month, billed ${formatPence(periodAmountPence(figures.totalPence, interval))} every 6 months in GBP. No contract: cancel anytime.`
              : `${formatPence(figures.totalPence)} per month, billed monthly in GBP. No contract: cancel anytime.`}
          </p>
        </>
      ) : (
        <p className="mt-4 text-sm text-muted">Choose a plan to see your order.</p>
      )}
      <p className="mt-4 text-xs text-muted">
        {CHECKOUT_GUARANTEE_DAYS}-day money-back guarantee on your plan (add-ons excluded).
      </p>
    </aside>
  )
}
