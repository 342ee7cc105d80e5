import { type Plan, type PlanId, plans } from '#shared/catalogue/plans.ts'
import { formatPenceShort } from '#shared/format/money.ts'
import { CheckList } from '../../../components/ui/check-list.tsx'
import { cn } from '../../../lib/cn.ts'
import { Link } from '../../../lib/navigation.tsx'

interface PlanCardsProps {
  /** Where each card's button goes, and its label. */
  action: (plan: Plan) => { to: string; label: string }
  /** A plan picked by the visitor (?plan=), shown with a ring. */
  highlighted?: PlanId
}

export function PlanCards({ action, highlighted }: PlanCardsProps) {
  return (
    <ul className="mt-12 grid gap-6 lg:grid-cols-3">
      {plans.map((plan) => {
        const { to, label } = action(plan)
        const selected = plan.id === highlighted
        return (
          <li
            key={plan.id}
            data-plan={plan.id}
            data-highlighted={selected ? 'true' : undefined}
            aria-labelledby={`plan-${plan.id}`}
            className={cn(
              'relative flex flex-col rounded-card border bg-white p-6 shadow-sm sm:p-8',
              plan.popular ? 'border-brand-600' : 'border-line',
              selected && 'ring-4 ring-brand-500 ring-offset-2',
            )}
          >
            {plan.popular && (
              <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
                Most popular
              </p>
            )}
            <h3 id={`plan-${plan.id}`} className="text-xl font-bold">
              {plan.title}
              {selected && <span className="sr-only"> (selected)</span>}
            </h3>
            <p className="mt-1 text-sm text-muted">{plan.bestFor}</p>
            <p className="mt-6">
              <span className="text-4xl font-bold">{formatPenceShort(plan.pricePence)}</span>
              <span className="text-muted"> per month</span>
            </p>
            <p className="mt-1 text-sm font-medium text-brand-700">{plan.postsPerMonth} posts a month</p>
            <CheckList items={plan.features} className="mt-6 flex-1 content-start gap-3 text-sm" />
            <Link
              to={to}
              aria-describedby={`plan-${plan.id}`}
              className={cn(
                'mt-8 inline-flex h-11 items-center justify-center rounded-control px-5 font-semibold',
                plan.popular || selected
                  ? 'bg-brand-600 text-white hover:bg-brand-700'
                  : 'border border-line text-ink hover:bg-canvas',
              )}
            >
              {label}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
