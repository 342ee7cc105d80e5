import { CheckCheck } from 'lucide-react'
import { useState } from 'react'
import { formatDate } from '#shared/format/dates.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import { useApproveWeek } from '../api/approve-week.ts'
import { type DateKey, londonInstant } from '../lib/calendar.ts'

/** 'Approve all for this week', confirmed first: every post of the week still in review is approved. */
export function ApproveWeekButton({ weekStart, waiting }: { weekStart: DateKey; waiting: number }) {
  const [confirming, setConfirming] = useState(false)
  const approve = useApproveWeek()
  const week = formatDate(londonInstant(weekStart, '12:00'))
  const noun = waiting === 1 ? 'post' : 'posts'

  async function confirm() {
    try {
      const { notice } = await approve.mutateAsync(weekStart)
      void toast.success(notice)
    } catch (error) {
      void toast.error('Could not approve the week', {
        description: errorMessage(error, 'Please try again.'),
      })
    }
    setConfirming(false)
  }

  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
        <CheckCheck className="size-4" aria-hidden="true" />
        Approve all for this week ({waiting})
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Approve ${waiting} ${noun}?`}
        description={`Every post of the week of ${week} still waiting for your review will be approved and scheduled as shown.`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button onClick={confirm} disabled={approve.isPending}>
              {approve.isPending ? 'Approving...' : 'Approve all'}
            </Button>
          </>
        }
      />
    </>
  )
}
