import { CalendarDays } from 'lucide-react'
import { useState } from 'react'
import { CALENDAR_ELEMENT_ID } from '#shared/catalogue/business-rules.ts'
import { paths } from '#shared/paths.ts'
import { BOOKING_MESSAGES, type Booking } from '#shared/schemas/booking.ts'
import { PageHead } from '../../../components/page-head.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { Link, useNavigate, useSearchParams } from '../../../lib/navigation.tsx'
import { toast } from '../../../lib/toast.ts'
import { useCancelManagedBooking } from '../api/cancel-managed-booking.ts'
import { useManagedBooking } from '../api/get-managed-booking.ts'
import { ReschedulePanel } from '../components/reschedule-panel.tsx'
import { browserTimeZone, describeSlot } from '../lib/slot-days.ts'

const bookAgain = `${paths.home}#${CALENDAR_ELEMENT_ID}`

function BookAgainLink({ children }: { children: string }) {
  return (
    <Button asChild>
      <Link to={bookAgain}>{children}</Link>
    </Button>
  )
}

function ConfirmedBooking({
  booking,
  token,
  action,
}: {
  booking: Booking
  token: string
  action: string | null
}) {
  const timeZone = browserTimeZone()
  const navigate = useNavigate()
  const cancel = useCancelManagedBooking(token)
  const [confirming, setConfirming] = useState(action === 'cancel')
  const [moving, setMoving] = useState(action === 'reschedule')

  async function cancelCall() {
    try {
      const { notice } = await cancel.mutateAsync()
      setConfirming(false)
      void toast.success(notice)
    } catch (error) {
      setConfirming(false)
      void toast.error('Could not cancel the call', { description: errorMessage(error, 'Please try again.') })
    }
  }

  return (
    <>
      <p className="text-lg font-medium">{describeSlot(booking, timeZone)}</p>
      <p className="text-muted">
        Booked for {booking.name}, {booking.businessName}. We will send the video-call link to {booking.email}
        .
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => setMoving(true)} aria-expanded={moving}>
          Reschedule
        </Button>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Cancel the call
        </Button>
      </div>
      {moving ? (
        <section
          aria-labelledby="reschedule-heading"
          className="mt-4 flex flex-col gap-4 border-t border-line pt-6"
        >
          <h2 id="reschedule-heading" className="text-xl font-semibold">
            Choose a new time
          </h2>
          <ReschedulePanel
            token={token}
            timeZone={timeZone}
            onMoved={(next) => {
              setMoving(false)
              navigate(`${paths.manageBooking}?${new URLSearchParams({ token: next })}`, { replace: true })
            }}
          />
        </section>
      ) : null}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={booking.kind === 'support' ? 'Cancel your video call?' : 'Cancel your demo call?'}
        description={`${describeSlot(booking, timeZone)}. The time becomes free for others, and we e-mail you to confirm.`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep the call
            </Button>
            <Button variant="danger" onClick={cancelCall} disabled={cancel.isPending}>
              {cancel.isPending ? 'Cancelling...' : 'Yes, cancel it'}
            </Button>
          </>
        }
      />
    </>
  )
}

/** The booking a signed link from the visitor's e-mails names: see it, move it or cancel it. */
export default function ManageBookingPage() {
  const params = useSearchParams()
  const token = params.get('token') ?? ''
  const booking = useManagedBooking(token)
  const data = booking.data?.booking
  const callName = data?.kind === 'support' ? 'video call' : 'demo call'

  return (
    <>
      <PageHead
        title="Your demo call"
        description="Move or cancel your free demo call."
        path={paths.manageBooking}
        noindex
      />
      <div className="mx-auto max-w-3xl px-4 py-16">
        <Card className="flex flex-col gap-4 p-8">
          <CalendarDays className="size-10 text-brand-700" aria-hidden="true" />
          <h1 className="text-3xl font-bold">
            {data?.status === 'cancelled' ? `This ${callName} was cancelled` : `Your ${callName}`}
          </h1>
          {data?.videoUrl && data.status === 'confirmed' ? (
            <p>
              <a
                className="font-medium underline break-all"
                href={data.videoUrl}
                target="_blank"
                rel="noreferrer"
              >
                Join the video call
              </a>
            </p>
          ) : null}
          {token === '' ? (
            <>
              <p role="alert">{BOOKING_MESSAGES.linkInvalid}</p>
              <BookAgainLink>Book a call</BookAgainLink>
            </>
          ) : booking.isPending ? (
            <Spinner />
          ) : booking.isError ? (
            <>
              <p role="alert">{errorMessage(booking.error, 'We could not open this booking.')}</p>
              <div>
                <BookAgainLink>Book a new call</BookAgainLink>
              </div>
            </>
          ) : data?.status === 'cancelled' ? (
            <>
              <p className="text-muted">You are welcome to book another time whenever it suits you.</p>
              <div>
                <BookAgainLink>Book another call</BookAgainLink>
              </div>
            </>
          ) : data ? (
            <ConfirmedBooking booking={data} token={token} action={params.get('action')} />
          ) : null}
        </Card>
      </div>
    </>
  )
}
