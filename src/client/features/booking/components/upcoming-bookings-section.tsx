import { Download } from 'lucide-react'
import { useId, useState } from 'react'
import { formatDateTime, formatTime } from '#shared/format/dates.ts'
import type { AdminBooking } from '#shared/schemas/booking.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Card, CardTitle } from '../../../components/ui/card.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { Pagination } from '../../../components/ui/pagination.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import { useCancelBooking } from '../api/cancel-booking.ts'
import { UPCOMING_BOOKINGS_CSV, useUpcomingBookings } from '../api/get-upcoming-bookings.ts'

const when = (booking: AdminBooking) => `${formatDateTime(booking.start)}–${formatTime(booking.end)}`

function BookingItem({ booking, onCancel }: { booking: AdminBooking; onCancel(): void }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-4">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {when(booking)}
          {booking.priority ? <Badge tone="yellow">Priority</Badge> : null}
          {booking.kind === 'support' ? <Badge tone="brand">Support video call</Badge> : null}
          {booking.conversationId ? <Badge tone="brand">From the chatbot</Badge> : null}
        </p>
        <p className="break-words">
          {booking.kind === 'support' ? 'Customer: ' : ''}
          {booking.name}
          {booking.businessName ? ` · ${booking.businessName}` : ''} ·{' '}
          <a className="underline break-all" href={`mailto:${booking.email}`}>
            {booking.email}
          </a>
        </p>
        {booking.videoUrl ? (
          <p className="text-sm break-all">
            <a className="underline" href={booking.videoUrl} target="_blank" rel="noreferrer">
              Join the video call
            </a>
          </p>
        ) : null}
        {booking.topic ? (
          <p className="text-sm break-words whitespace-pre-line text-muted">{booking.topic}</p>
        ) : null}
        <p className="text-sm text-muted">
          Booked {formatDateTime(booking.createdAt)}
          {booking.timeZone ? ` · visitor's time zone ${booking.timeZone}` : ''}
        </p>
      </div>
      <Button
        size="sm"
        variant="secondary"
        onClick={onCancel}
        aria-label={`Cancel the call with ${booking.name} on ${when(booking)}`}
      >
        Cancel
      </Button>
    </li>
  )
}

/** Upcoming calls, priority support first, then soonest first, each with Cancel (the visitor is e-mailed), and a CSV download. */
export function UpcomingBookingsSection() {
  const titleId = useId()
  const [page, setPage] = useState(1)
  const bookings = useUpcomingBookings(page)
  const cancel = useCancelBooking()
  const [cancelling, setCancelling] = useState<AdminBooking>()

  async function confirmCancel() {
    if (!cancelling) return
    try {
      const { notice } = await cancel.mutateAsync(cancelling.id)
      void toast.success(notice, { description: `${cancelling.name}, ${when(cancelling)}` })
    } catch (error) {
      void toast.error('Failed to cancel the booking', {
        description: errorMessage(error, 'Please try again.'),
      })
    } finally {
      setCancelling(undefined)
    }
  }

  const data = bookings.data
  return (
    <section aria-labelledby={titleId}>
      <Card>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <CardTitle id={titleId}>Upcoming bookings</CardTitle>
            <p className="mt-1 text-sm text-muted">
              Demo and support calls that have not started yet, priority support first, in UK time.
            </p>
          </div>
          <Button asChild size="sm" variant="secondary">
            <a href={UPCOMING_BOOKINGS_CSV} download>
              <Download className="size-4" aria-hidden="true" />
              Download CSV
            </a>
          </Button>
        </div>
        <div className="mt-4">
          {bookings.isPending ? (
            <Spinner />
          ) : bookings.isError ? (
            <p className="text-danger">Failed to load bookings</p>
          ) : data && data.bookings.length === 0 ? (
            <EmptyState title="No upcoming bookings">
              Calls visitors book on the home page appear here.
            </EmptyState>
          ) : data ? (
            <>
              <ul className="divide-y divide-line">
                {data.bookings.map((booking) => (
                  <BookingItem key={booking.id} booking={booking} onCancel={() => setCancelling(booking)} />
                ))}
              </ul>
              <Pagination
                variant="ends"
                label="Booking pages"
                page={page}
                pageCount={Math.ceil(data.total / data.pageSize)}
                onPageChange={setPage}
              />
            </>
          ) : null}
        </div>
      </Card>
      <Dialog
        open={cancelling !== undefined}
        onOpenChange={(open) => (open ? null : setCancelling(undefined))}
        title={cancelling?.kind === 'support' ? 'Cancel this support call?' : 'Cancel this demo call?'}
        description={
          cancelling
            ? `${cancelling.name} (${cancelling.email}), ${when(cancelling)}. We e-mail them that the call is cancelled, and the time becomes free again.`
            : undefined
        }
        footer={
          <>
            <Button variant="secondary" onClick={() => setCancelling(undefined)}>
              Keep it
            </Button>
            <Button variant="danger" onClick={confirmCancel} disabled={cancel.isPending}>
              {cancel.isPending ? 'Cancelling...' : 'Cancel and e-mail the visitor'}
            </Button>
          </>
        }
      />
    </section>
  )
}
