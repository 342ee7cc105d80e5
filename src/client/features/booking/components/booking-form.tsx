import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId } from 'react'
import { useController, useForm } from 'react-hook-form'
import { CALENDAR_ELEMENT_ID } from '#shared/catalogue/business-rules.ts'
import { paths } from '#shared/paths.ts'
import { type Booking, createBookingSchema } from '#shared/schemas/booking.ts'
import { TEXT_LIMITS } from '#shared/schemas/fields.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Field, Textarea, TextField } from '../../../components/ui/field.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { Link, useLocation, useNavigate } from '../../../lib/navigation.tsx'
import { toast } from '../../../lib/toast.ts'
import { useCreateBooking } from '../api/create-booking.ts'
import { useBookingSlots } from '../api/get-booking-slots.ts'
import { hasHandOff, readHandOff } from '../lib/hand-off.ts'
import { describeSlot } from '../lib/slot-days.ts'
import { SlotPicker, type SlotsState } from './slot-picker.tsx'

const FORM_FIELDS = ['start', 'name', 'email', 'businessName', 'topic'] as const

/** Prefills name and e-mail from the chatbot's link, then tidies them out of the address bar. */
function useChatbotHandOff(setValues: (handOff: ReturnType<typeof readHandOff>) => void) {
  const location = useLocation()
  const navigate = useNavigate()
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, on arrival
  useEffect(() => {
    if (!hasHandOff(location.search, location.hash)) return
    setValues(readHandOff(location.search, location.hash))
    navigate({ pathname: location.pathname, search: '', hash: `#${CALENDAR_ELEMENT_ID}` }, { replace: true })
  }, [])
}

interface BookingFormProps {
  timeZone: string
  onBooked(booking: Booking): void
}

/** The slot picker and the visitor's details, sent as one booking. */
export function BookingForm({ timeZone, onBooked }: BookingFormProps) {
  const slots = useBookingSlots()
  const create = useCreateBooking()
  const summaryId = useId()
  const form = useForm({
    resolver: zodResolver(createBookingSchema),
    defaultValues: { start: '', name: '', email: '', businessName: '', topic: '' },
  })
  const start = useController({ control: form.control, name: 'start' })
  useChatbotHandOff(({ name, email, conversationId }) => {
    if (name) form.setValue('name', name)
    if (email) form.setValue('email', email)
    if (conversationId) form.setValue('conversationId', conversationId)
  })

  const state: SlotsState = slots.data
    ? { status: 'ready', slots: slots.data.slots }
    : slots.isError
      ? { status: 'error', retry: () => void slots.refetch() }
      : { status: 'loading' }
  const chosen = slots.data?.slots.find((slot) => slot.start === start.field.value)
  const errors = form.formState.errors

  const submit = form.handleSubmit(async (values) => {
    try {
      const { booking } = await create.mutateAsync({ ...values, timeZone })
      onBooked(booking)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      const fields = Object.entries(error.fields).filter(([name]) =>
        (FORM_FIELDS as readonly string[]).includes(name),
      )
      for (const [name, message] of fields)
        form.setError(name as (typeof FORM_FIELDS)[number], { message }, { shouldFocus: true })
      if (fields.length === 0) void toast.error('Booking failed', { description: error.message })
      // A time someone else just took is gone from the list: choose again.
      if (error.fields.start) form.setValue('start', '')
    }
  })

  return (
    <form noValidate onSubmit={submit} className="grid gap-8 lg:grid-cols-2">
      <div className="min-w-0">
        <h3 className="mb-4 text-xl font-semibold">1. Pick a time</h3>
        <SlotPicker
          state={state}
          timeZone={timeZone}
          value={start.field.value}
          onChange={(value) => start.field.onChange(value)}
          error={errors.start?.message}
        />
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        <h3 className="text-xl font-semibold">2. Your details</h3>
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={TEXT_LIMITS.email}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Business name"
          autoComplete="organization"
          error={errors.businessName?.message}
          {...form.register('businessName')}
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
        <p id={summaryId} aria-live="polite" className="min-h-6 font-medium text-ink">
          {chosen ? `Your call: ${describeSlot(chosen, timeZone)}` : 'Pick a time for your call.'}
        </p>
        <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Booking...' : 'Book demo call'}
        </Button>
        <p className="text-sm text-muted">
          We use these details only to arrange your call. See our{' '}
          <Link to={paths.privacyPolicy} className="underline">
            privacy policy
          </Link>
          .
        </p>
      </div>
    </form>
  )
}
