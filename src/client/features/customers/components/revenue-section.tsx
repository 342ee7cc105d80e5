import { lazy, Suspense, useId, useState } from 'react'
import { formatPence } from '#shared/format/money.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { cn } from '../../../lib/cn.ts'
import { monthLabel, type RevenueMonths } from './revenue-months.ts'

// The chart library is loaded on the overview only, after the figures.
const RevenueChart = lazy(() => import('./revenue-chart.tsx'))

/**
 * The last 12 months of recurring revenue and active customers: a chart, and the same figures as a
 * table, read by screen readers and shown to anyone who asks ('Show as table').
 */
export function RevenueSection({ months }: { months: RevenueMonths | undefined }) {
  const titleId = useId()
  const [asTable, setAsTable] = useState(false)
  return (
    <section aria-labelledby={titleId}>
      <Card className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={titleId} className="text-lg font-semibold">
            Recurring revenue and active customers, last 12 months
          </h3>
          <Button size="sm" variant="secondary" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
            {asTable ? 'Show as chart' : 'Show as table'}
          </Button>
        </div>
        {!months ? (
          <Spinner />
        ) : (
          <>
            {asTable ? null : (
              <Suspense fallback={<Spinner />}>
                <RevenueChart months={months} />
              </Suspense>
            )}
            <div className={cn(asTable ? 'overflow-x-auto' : 'sr-only')}>
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Recurring revenue and active customers by month</caption>
                <thead>
                  <tr className="border-b border-line">
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Month
                    </th>
                    <th scope="col" className="py-2 pr-4 text-right font-medium">
                      Monthly recurring revenue
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      Active customers
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {months.map((m) => (
                    <tr key={m.month} className="border-b border-line last:border-0">
                      <th scope="row" className="py-2 pr-4 font-normal">
                        {monthLabel(m.month)}
                      </th>
                      <td className="py-2 pr-4 text-right tabular-nums">
                        {formatPence(m.recurringRevenuePence)}
                      </td>
                      <td className="py-2 text-right tabular-nums">
                        {m.activeCustomers.toLocaleString('en-GB')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </Card>
    </section>
  )
}
