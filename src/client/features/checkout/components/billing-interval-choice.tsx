import type { BillingInterval } from '#shared/billing/period.ts'
import { formatPence } from '#shared/format/money.ts'
import { periodAmountPence } from '#shared/pricing/billing.ts'

interface Props {
  value: BillingInterval
  onChange(value: BillingInterval): void
  monthlyTotalPence: number
}

/** The summary step's choice: Monthly, or Every 6 months with the six-month total (no discount for it). */
export function BillingIntervalChoice({ value, onChange, monthlyTotalPence }: Props) {
  const options: Array<{ value: BillingInterval; label: string; detail: string }> = [
    { value: 'month', label: 'Monthly', detail: `${formatPence(monthlyTotalPence)} per month` },
    {
      value: 'six_months',
      label: 'Every 6 months',
      detail: `${formatPence(periodAmountPence(monthlyTotalPence, 'six_months'))} every 6 months`,
    },
  ]
  return (
    <fieldset className="mt-6 rounded-card border border-line p-4">
      <legend className="px-1 font-semibold">Billing</legend>
      <div className="flex flex-wrap gap-4">
        {options.map((option) => (
          <label key={option.value} className="flex cursor-pointer items-center gap-2">
            <input
              type="radio"
              name="billing-interval"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>
              <span className="font-medium">{option.label}</span>{' '}
              <span className="text-muted">({option.detail})</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
