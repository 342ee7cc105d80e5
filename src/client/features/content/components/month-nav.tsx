import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { type Month, monthLabel, shiftMonth } from '../lib/calendar.ts'

/** The month shown, with the way to the months either side. */
export function MonthNav({
  id,
  month,
  onChange,
}: {
  id: string
  month: Month
  onChange(month: Month): void
}) {
  return (
    <div className="flex items-center justify-between gap-2">
      <Button variant="secondary" size="sm" onClick={() => onChange(shiftMonth(month, -1))}>
        <ChevronLeft className="size-4" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Previous month</span>
      </Button>
      <h2 id={id} className="text-xl font-semibold" aria-live="polite">
        {monthLabel(month)}
      </h2>
      <Button variant="secondary" size="sm" onClick={() => onChange(shiftMonth(month, 1))}>
        <span className="sr-only sm:not-sr-only">Next month</span>
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </div>
  )
}
