import { formatDate } from '#shared/format/dates.ts'
import { formatPence } from '#shared/format/money.ts'
import { nextPaymentLine, type PlanChangePreview, youPayNow } from '#shared/schemas/billing.ts'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { errorMessage } from '../../../lib/api-client.ts'

interface ChangePreviewProps {
  preview: { data?: PlanChangePreview | undefined; isError: boolean; error: unknown }
}

/** What the chosen change costs, read out when it arrives: 'You pay £36.13 now', then the next payment. */
export function ChangePreview({ preview }: ChangePreviewProps) {
  const { data } = preview
  return (
    <div aria-live="polite" className="rounded-control border border-line bg-canvas px-3 py-2.5 text-sm">
      {preview.isError ? (
        <p className="text-danger">{errorMessage(preview.error, 'We could not work out the price.')}</p>
      ) : !data ? (
        <Spinner label="Working out the price..." />
      ) : data.timing === 'now' ? (
        <>
          <p className="font-semibold text-ink">{youPayNow(data.chargeNowPence)}</p>
          <p className="text-muted">
            The {data.planTitle} plan starts now; this is the difference for the rest of this period.
          </p>
          <p className="mt-1">{nextPaymentLine(data.nextPayment.amountPence, data.nextPayment.at)}</p>
        </>
      ) : (
        <>
          <p className="font-semibold text-ink">Nothing to pay now</p>
          <p className="text-muted">
            The {data.planTitle} plan starts on {formatDate(data.effectiveAt)}, at{' '}
            {formatPence(data.newPeriodPence)} a period.
            {data.carouselDropped ? ' Carousel posts end, as no Instagram or LinkedIn channel remains.' : ''}
          </p>
          <p className="mt-1">{nextPaymentLine(data.nextPayment.amountPence, data.nextPayment.at)}</p>
        </>
      )}
    </div>
  )
}
