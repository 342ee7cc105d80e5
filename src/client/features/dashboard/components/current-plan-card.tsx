import { Check } from 'lucide-react'
import { Link } from 'react-router'
import { formatPencePerMonth } from '../../../../shared/format/money.ts'
import { paths } from '../../../../shared/paths.ts'
import type { AccountResponse } from '../../../../shared/schemas/account.ts'
import { Card, CardTitle } from '../../../components/ui/card.tsx'

export function CurrentPlanCard({ plan }: { plan: AccountResponse['plan'] }) {
  return (
    <Card>
      <CardTitle>Current Plan</CardTitle>
      {plan ? (
        <>
          <p className="mt-2 text-2xl font-bold">{plan.title}</p>
          <p className="text-muted">{formatPencePerMonth(plan.priceAmount)}</p>
          <ul className="mt-4 grid gap-2">
            {plan.features.map((feature) => (
              <li key={feature} className="flex items-center gap-2">
                <Check className="size-5 text-success" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
          <Link
            to={paths.manageSubscription}
            className="mt-4 inline-block font-medium text-brand-700 underline"
          >
            Manage My Subscription
          </Link>
        </>
      ) : (
        <p className="mt-2 text-muted">No order information available</p>
      )}
    </Card>
  )
}
