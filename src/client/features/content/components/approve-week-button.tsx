import { formatDate } from '#shared/format/dates.ts'
import { useApproveWeek } from '../api/approve-week.ts'
import { type DateKey, londonInstant } from '../lib/calendar.ts'
import { ApproveManyButton } from './approve-many-button.tsx'

/** 'Approve all for this week', confirmed first: every post of the week still in review is approved. */
export function ApproveWeekButton({ weekStart, waiting }: { weekStart: DateKey; waiting: number }) {
  const approve = useApproveWeek()
  const week = formatDate(londonInstant(weekStart, '12:00'))
  return (
    <ApproveManyButton
      label="Approve all for this week"
      waiting={waiting}
      description={`Every post of the week of ${week} still waiting for your review will be approved and scheduled as shown.`}
      failure="Could not approve the week"
      approve={() => approve.mutateAsync(weekStart)}
      pending={approve.isPending}
    />
  )
}
