import { useLocation } from 'react-router'
import { paths } from '#shared/paths.ts'
import { Card, CardTitle } from '../../../components/ui/card.tsx'
import { BillingSummary } from './billing-summary.tsx'
import { PastDueBanner } from './past-due-banner.tsx'

const SUMMARY_PAGES = new Set<string>([paths.dashboard, paths.manageSubscription])

/** Above every dashboard page: the past-due banner. */
export function DashboardBillingBanner() {
  return <PastDueBanner />
}

/** Below the dashboard and Manage My Subscription: the plan's billing (next payment, end, invoices). */
export function DashboardBillingCard() {
  const { pathname } = useLocation()
  if (!SUMMARY_PAGES.has(pathname)) return null
  return (
    <section className="mx-auto max-w-4xl px-4 pb-10">
      <Card>
        <CardTitle>Billing</CardTitle>
        <BillingSummary />
      </Card>
    </section>
  )
}
