import { type PlanId, plans } from '#shared/catalogue/plans.ts'
import { formatPence } from '#shared/format/money.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { ChoiceCard } from './choice-card.tsx'

export function PlanStep({ value, onChange }: { value: PlanId | null; onChange(plan: PlanId): void }) {
  return (
    <fieldset>
      <legend className="mb-4 text-muted">Choose one monthly plan. You can change or cancel anytime.</legend>
      <div className="grid gap-3">
        {plans.map((plan) => (
          <ChoiceCard
            key={plan.id}
            type="radio"
            name="plan"
            checked={value === plan.id}
            onChange={() => onChange(plan.id)}
          >
            <span className="flex flex-wrap items-center gap-2">
              <span className="text-lg font-semibold">{plan.title}</span>
              {plan.popular ? <Badge tone="brand">Most popular</Badge> : null}
              <span className="ml-auto font-semibold">{formatPence(plan.pricePence)}/month</span>
            </span>
            <span className="mt-1 block text-sm text-muted">
              {plan.postsPerMonth} posts a month. {plan.bestFor}.
            </span>
          </ChoiceCard>
        ))}
      </div>
    </fieldset>
  )
}
