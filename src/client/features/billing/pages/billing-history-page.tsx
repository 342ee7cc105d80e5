import { formatDate } from '#shared/format/dates.ts'
import { formatPence } from '#shared/format/money.ts'
import { paths } from '#shared/paths.ts'
import type { Payment } from '#shared/schemas/billing.ts'
import { PageFrame } from '../../../components/dashboard-page-frame.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { usePayments } from '../api/billing-api.ts'

const statusLabels: Record<Payment['status'], string> = {
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
}

/** /dashboard/billing: every payment with its period, amount, status and invoice PDF. */
export default function BillingHistoryPage() {
  const payments = usePayments()
  return (
    <PageFrame
      title="Invoices and payments"
      description="Your payments and invoices."
      path={paths.dashboardBilling}
    >
      <Card>
        {payments.isPending ? <Spinner /> : null}
        {payments.isError ? <p className="text-danger">We could not load your payments.</p> : null}
        {payments.data && payments.data.payments.length === 0 ? (
          <p className="text-muted">No payments yet.</p>
        ) : null}
        {payments.data && payments.data.payments.length > 0 ? (
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th className="py-2">Date</th>
                <th className="py-2">Period</th>
                <th className="py-2">Amount</th>
                <th className="py-2">Status</th>
                <th className="py-2">Invoice</th>
              </tr>
            </thead>
            <tbody>
              {payments.data.payments.map((payment) => (
                <tr key={payment.id} className="border-t border-line">
                  <td className="py-2">{formatDate(payment.createdAt)}</td>
                  <td className="py-2">
                    {payment.periodStart && payment.periodEnd
                      ? `${formatDate(payment.periodStart)} – ${formatDate(payment.periodEnd)}`
                      : ''}
                  </td>
                  <td className="py-2">{formatPence(payment.amountPence)}</td>
                  <td className="py-2">
                    {statusLabels[payment.status]}
                    {payment.refundedPence > 0 && payment.status !== 'refunded'
                      ? ` (${formatPence(payment.refundedPence)} refunded)`
                      : ''}
                  </td>
                  <td className="py-2">
                    {payment.invoiceUrl && payment.status !== 'failed' ? (
                      <a href={payment.invoiceUrl} className="font-medium text-brand-700 underline" download>
                        Download PDF
                      </a>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </Card>
    </PageFrame>
  )
}
