import { cn } from '../../../lib/cn.ts'
import type { Step } from '../lib/wizard-state.ts'

export const stepTitles = [
  'Choose Your Plan',
  'Free Channel',
  'Additional Channels',
  'Add-ons',
  'Your Details',
] as const

export function StepProgress({ step }: { step: Step }) {
  return (
    <ol className="mb-6 grid grid-cols-5 gap-2" aria-label="Checkout steps">
      {stepTitles.map((title, index) => {
        const number = index + 1
        return (
          <li key={title} aria-current={number === step ? 'step' : undefined} className="flex flex-col gap-1">
            <span className={cn('h-1.5 rounded-full', number <= step ? 'bg-brand-600' : 'bg-line')} />
            <span
              className={cn(
                'hidden text-xs sm:block',
                number === step ? 'font-semibold text-ink' : 'text-muted',
              )}
            >
              {title}
            </span>
          </li>
        )
      })}
    </ol>
  )
}
