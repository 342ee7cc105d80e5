import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import { useManagedBookingSlots } from '../api/get-managed-booking-slots.ts'
import { useRescheduleManagedBooking } from '../api/reschedule-managed-booking.ts'
import { describeSlot } from '../lib/slot-days.ts'
import { SlotPicker, type SlotsState } from './slot-picker.tsx'

interface ReschedulePanelProps {
  token: string
  timeZone: string
  /** The booking moved: its new link's token. */
  onMoved(token: string): void
}

/** Another free time for a booked call, chosen as on the home page. */
export function ReschedulePanel({ token, timeZone, onMoved }: ReschedulePanelProps) {
  const slots = useManagedBookingSlots(token)
  const reschedule = useRescheduleManagedBooking()
  const [start, setStart] = useState('')
  const [error, setError] = useState<string>()
  const state: SlotsState = slots.data
    ? { status: 'ready', slots: slots.data.slots }
    : slots.isError
      ? { status: 'error', retry: () => void slots.refetch() }
      : { status: 'loading' }
  const chosen = slots.data?.slots.find((slot) => slot.start === start)

  async function move() {
    if (!chosen) {
      setError('Please choose a time')
      return
    }
    try {
      const answer = await reschedule.mutateAsync({ token, start: chosen.start, timeZone })
      void toast.success(answer.notice, { description: describeSlot(answer.booking, timeZone) })
      onMoved(answer.token)
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure
      if (failure.fields.start) {
        setError(failure.fields.start)
        setStart('')
      } else void toast.error('Could not move the call', { description: failure.message })
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <SlotPicker
        state={state}
        timeZone={timeZone}
        value={start}
        onChange={(value) => {
          setStart(value)
          setError(undefined)
        }}
        error={error}
      />
      <p aria-live="polite" className="min-h-6 font-medium">
        {chosen ? `New time: ${describeSlot(chosen, timeZone)}` : ''}
      </p>
      <Button className="self-start" onClick={move} disabled={reschedule.isPending}>
        {reschedule.isPending ? 'Moving...' : 'Move my call'}
      </Button>
    </div>
  )
}
