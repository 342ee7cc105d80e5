import { Link } from 'react-router'
import { DASHBOARD_PLACES } from '#shared/dashboard-places.ts'
import { formatPencePerMonth } from '#shared/format/money.ts'
import { paths } from '#shared/paths.ts'
import type { AccountResponse } from '#shared/schemas/account.ts'
import { Card, CardTitle } from '../../../components/ui/card.tsx'
import { CheckList } from '../../../components/ui/check-list.tsx'

/** The plan at its own price with its features, and apart from it what the customer pays a month. */
export function CurrentPlanCard({ plan }: { plan: AccountResponse['plan'] }) {
  return (
    <Card>
      <CardTitle>Current Plan</CardTitle>
      {plan ? (
        <>
          <p className="mt-2 text-2xl font-bold">{plan.title}</p>
          <p className="text-muted">Plan price: {formatPencePerMonth(plan.pricePence)}</p>
          <CheckList items={plan.features} className="mt-4" />
          <p className="mt-4 border-t border-line pt-4">
            Monthly total with extras: <strong>{formatPencePerMonth(plan.monthlyTotalPence)}</strong>
          </p>
          <Link
            to={paths.manageSubscription}
            className="mt-4 inline-block font-medium text-brand-700 underline"
          >
            {DASHBOARD_PLACES.manageSubscription}
          </Link>
        </>
      ) : (
        <p className="mt-2 text-muted">You have no active plan.</p>
      )}
    </Card>
  )
}
