import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { UK_TIME_ZONE } from '#shared/format/dates.ts'
import type { Booking } from '#shared/schemas/booking.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { useHydrated } from '../../../lib/use-hydrated.ts'
import { browserTimeZone, describeSlot } from '../lib/slot-days.ts'
import { BookingForm } from './booking-form.tsx'
import { BOOKING_WIDGET_ID } from './widget-id.ts'

function Confirmation({
  booking,
  timeZone,
  onAnother,
}: {
  booking: Booking
  timeZone: string
  onAnother(): void
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-12 text-center">
      <h3 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
        Your demo call is booked
      </h3>
      <p className="text-lg">{describeSlot(booking, timeZone)}</p>
      <p className="max-w-xl text-muted">
        We have sent a confirmation to <span className="font-medium break-all text-ink">{booking.email}</span>
        , with a calendar file for Google Calendar, Outlook or Apple Calendar and links to move or cancel the
        call.
      </p>
      <button type="button" className="font-semibold text-brand-700 underline" onClick={onAnother}>
        Book another call
      </button>
    </div>
  )
}

/**
 * The live part of the booking section, loaded when the visitor nears it (with the data layer it
 * needs): the free times in the visitor's own time zone, the form, and the confirmation on screen.
 */
export default function BookingWidget() {
  const hydrated = useHydrated()
  // The prerendered HTML knows no visitor: UK time until the page is live.
  const timeZone = hydrated ? browserTimeZone() : UK_TIME_ZONE
  const [booked, setBooked] = useState<Booking>()
  return (
    <div id={BOOKING_WIDGET_ID} className="rounded-card border border-line bg-white p-5 shadow-sm sm:p-8">
      <QueryClientProvider client={queryClient}>
        {booked ? (
          <Confirmation booking={booked} timeZone={timeZone} onAnother={() => setBooked(undefined)} />
        ) : (
          <BookingForm timeZone={timeZone} onBooked={setBooked} />
        )}
      </QueryClientProvider>
    </div>
  )
}
