import { zodResolver } from '@hookform/resolvers/zod'
import { Video } from 'lucide-react'
import { useId } from 'react'
import { useController, useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { OFFICE_HOURS } from '#shared/catalogue/support-calls.ts'
import { paths } from '#shared/paths.ts'
import { createSupportCallSchema } from '#shared/schemas/booking.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Card, CardTitle } from '../../../components/ui/card.tsx'
import { Field, Textarea } from '../../../components/ui/field.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import { useBookSupportCall } from '../api/book-support-call.ts'
import { useSupportCallSlots } from '../api/get-support-call-slots.ts'
import { useSupportCalls } from '../api/get-support-calls.ts'
import { browserTimeZone, describeSlot } from '../lib/slot-days.ts'
import { SlotPicker, type SlotsState } from './slot-picker.tsx'

function MyCalls({ timeZone }: { timeZone: string }) {
  const calls = useSupportCalls()
  const list = calls.data?.calls ?? []
  if (list.length === 0) return null
  return (
    <section aria-labelledby="my-video-calls" className="flex flex-col gap-2">
      <h3 id="my-video-calls" className="text-lg font-semibold">
        Your video calls
      </h3>
      <ul aria-label="Your video calls" className="flex flex-col divide-y divide-line">
        {list.map((call) => (
          <li key={call.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="font-medium">{describeSlot(call, timeZone)}</span>
            <span className="flex flex-wrap gap-3">
              {call.videoUrl ? (
                <a className="underline" href={call.videoUrl} target="_blank" rel="noreferrer">
                  Join the video call
                </a>
              ) : null}
              <a className="underline" href={call.manageUrl}>
                Move or cancel
              </a>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

function BookCallForm({ timeZone, anyHour }: { timeZone: string; anyHour: boolean }) {
  const slots = useSupportCallSlots()
  const book = useBookSupportCall()
  const form = useForm({
    resolver: zodResolver(createSupportCallSchema),
    defaultValues: { start: '', topic: '' },
  })
  const start = useController({ control: form.control, name: 'start' })
  const errors = form.formState.errors
  const state: SlotsState = slots.data
    ? { status: 'ready', slots: slots.data.slots }
    : slots.isError
      ? { status: 'error', retry: () => void slots.refetch() }
      : { status: 'loading' }
  const chosen = slots.data?.slots.find((slot) => slot.start === start.field.value)

  const submit = form.handleSubmit(async (values) => {
    try {
      const { call, notice } = await book.mutateAsync({ ...values, timeZone })
      void toast.success(notice, { description: describeSlot(call, timeZone) })
      form.reset()
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      if (error.fields.start) {
        form.setError('start', { message: error.fields.start })
        form.setValue('start', '')
      } else void toast.error('Could not book the call', { description: error.message })
    }
  })

  return (
    <form noValidate onSubmit={submit} aria-label="Book a video call" className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        {anyHour
          ? 'Your plan includes 24/7 support: book any time our team is open for calls.'
          : `Your plan includes priority video calls in office hours (${OFFICE_HOURS.weekdays}, ${OFFICE_HOURS.start} to ${OFFICE_HOURS.end} UK time).`}
      </p>
      <SlotPicker
        state={state}
        timeZone={timeZone}
        value={start.field.value}
        onChange={(value) => start.field.onChange(value)}
        error={errors.start?.message}
      />
      <Field label="What would you like to discuss? (optional)" error={errors.topic?.message}>
        {({ id, describedBy, invalid }) => (
          <Textarea
            id={id}
            rows={3}
            className="min-h-20"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...form.register('topic')}
          />
        )}
      </Field>
      <p aria-live="polite" className="min-h-6 font-medium">
        {chosen ? `Your call: ${describeSlot(chosen, timeZone)}` : 'Pick a time for your call.'}
      </p>
      <Button type="submit" className="self-start" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Booking...' : 'Book video call'}
      </Button>
    </form>
  )
}

/**
 * 'Book a video call' on Contact Support: the plans with video-call support book one in the team's support
 * hours (Pro in office hours, Premium at any of them); Basic reads what its plan includes and how to upgrade.
 */
export function VideoCallSection() {
  const titleId = useId()
  const plan = useSupportCallSlots()
  const timeZone = browserTimeZone()
  return (
    <section aria-labelledby={titleId}>
      <Card className="flex flex-col gap-4">
        <CardTitle id={titleId} className="flex items-center gap-2">
          <Video className="size-5 text-brand-700" aria-hidden="true" />
          Book a video call
        </CardTitle>
        {plan.isPending ? <Spinner /> : null}
        {plan.isError ? <p className="text-danger">We could not load the video-call times.</p> : null}
        {plan.data && !plan.data.included ? (
          <div className="flex flex-col gap-2">
            <p>
              {plan.data.planTitle ? `Your ${plan.data.planTitle} plan includes e-mail support. ` : ''}
              Video calls with our team are part of the Pro plan (priority support) and the Premium plan (24/7
              support).
            </p>
            <p>
              <Link className="font-medium underline" to={paths.manageSubscription}>
                Upgrade your plan
              </Link>{' '}
              to book one.
            </p>
          </div>
        ) : null}
        {plan.data?.included ? (
          <>
            <MyCalls timeZone={timeZone} />
            <BookCallForm timeZone={timeZone} anyHour={plan.data.anyHour} />
          </>
        ) : null}
      </Card>
    </section>
  )
}
