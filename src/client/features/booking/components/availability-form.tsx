import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import {
  type Control,
  Controller,
  type FieldErrors,
  useController,
  useFieldArray,
  useForm,
} from 'react-hook-form'
import { BOOKING_LIMITS } from '#shared/catalogue/booking.ts'
import { formatDate } from '#shared/format/dates.ts'
import {
  type Availability,
  type AvailabilityResponse,
  availabilitySchema,
  type BookingKind,
  WEEKDAYS,
  type Weekday,
} from '#shared/schemas/booking.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Card, CardTitle } from '../../../components/ui/card.tsx'
import { Checkbox } from '../../../components/ui/checkbox.tsx'
import { Input, TextField } from '../../../components/ui/field.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import { useSaveBookingAvailability } from '../api/save-booking-availability.ts'

const dayNames: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
}

function DayHours({
  day,
  control,
  errors,
}: {
  day: Weekday
  control: Control<Availability>
  errors: FieldErrors<Availability>
}) {
  const { fields, append, remove } = useFieldArray({ control, name: `weeklyHours.${day}` })
  const dayErrors = errors.weeklyHours?.[day]
  const name = dayNames[day]
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start">
      <span className="w-28 pt-2 font-medium">{name}</span>
      <div className="flex flex-1 flex-col gap-2">
        {fields.length === 0 ? <p className="pt-2 text-muted">Closed</p> : null}
        {fields.map((field, index) => (
          <div key={field.id} className="flex flex-wrap items-center gap-2">
            <Controller
              control={control}
              name={`weeklyHours.${day}.${index}.start`}
              render={({ field: input }) => (
                <Input type="time" className="w-32" aria-label={`${name} from`} {...input} />
              )}
            />
            <span aria-hidden="true">to</span>
            <Controller
              control={control}
              name={`weeklyHours.${day}.${index}.end`}
              render={({ field: input }) => (
                <Input
                  type="time"
                  className="w-32"
                  aria-label={`${name} to`}
                  aria-invalid={Boolean(dayErrors?.[index]?.end)}
                  {...input}
                />
              )}
            />
            <Button
              size="sm"
              variant="ghost"
              onClick={() => remove(index)}
              aria-label={`Remove ${name} hours`}
            >
              Remove
            </Button>
            {dayErrors?.[index]?.end?.message || dayErrors?.[index]?.start?.message ? (
              <p role="alert" className="w-full text-sm text-danger">
                {dayErrors[index]?.end?.message ?? dayErrors[index]?.start?.message}
              </p>
            ) : null}
          </div>
        ))}
        {dayErrors?.root?.message || dayErrors?.message ? (
          <p role="alert" className="text-sm text-danger">
            {dayErrors.root?.message ?? dayErrors.message}
          </p>
        ) : null}
        {fields.length < BOOKING_LIMITS.rangesPerDay ? (
          <Button
            size="sm"
            variant="secondary"
            className="self-start"
            onClick={() => append({ start: '09:00', end: '17:00' })}
            aria-label={`Add hours on ${name}`}
          >
            Add hours
          </Button>
        ) : null}
      </div>
    </li>
  )
}

function DaysOff({ control }: { control: Control<Availability> }) {
  const { field, fieldState } = useController({ control, name: 'daysOff' })
  const [draft, setDraft] = useState('')
  const inputId = useId()
  const days = field.value
  const add = () => {
    if (draft && !days.includes(draft)) field.onChange([...days, draft].sort())
    setDraft('')
  }
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">Days off</legend>
      <div className="flex flex-wrap items-end gap-2">
        <label htmlFor={inputId} className="sr-only">
          Day off to add
        </label>
        <Input
          id={inputId}
          type="date"
          className="w-44"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button size="sm" variant="secondary" onClick={add} disabled={!draft}>
          Add day off
        </Button>
      </div>
      {days.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {days.map((day) => (
            <li key={day} className="flex items-center gap-1 rounded-full bg-canvas py-1 pr-1 pl-3 text-sm">
              {formatDate(`${day}T12:00:00Z`)}
              <Button
                size="sm"
                variant="ghost"
                className="h-7 px-2"
                aria-label={`Remove day off ${formatDate(`${day}T12:00:00Z`)}`}
                onClick={() => field.onChange(days.filter((d) => d !== day))}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">None.</p>
      )}
      {fieldState.error?.message ? (
        <p role="alert" className="text-sm text-danger">
          {fieldState.error.message}
        </p>
      ) : null}
    </fieldset>
  )
}

const number = { valueAsNumber: true } as const

/** Weekly hours, call length, buffer, notice, horizon, bank holidays and days off, in UK time. */
export function AvailabilityForm({
  saved,
  kind,
  title,
  description,
}: {
  saved: AvailabilityResponse
  kind: BookingKind
  title: string
  description: string
}) {
  const save = useSaveBookingAvailability(kind)
  const form = useForm<Availability>({
    resolver: zodResolver(availabilitySchema),
    defaultValues: saved.availability,
  })
  const { errors } = form.formState
  const [nextHoliday] = saved.bankHolidays
  const submit = form.handleSubmit(async (availability) => {
    try {
      const { notice } = await save.mutateAsync(availability)
      void toast.success(notice)
    } catch (error) {
      if (error instanceof ApiError)
        for (const [name, message] of Object.entries(error.fields))
          form.setError(name as keyof Availability, { message })
      void toast.error('Failed to save availability', {
        description: error instanceof Error ? error.message : undefined,
      })
    }
  })
  return (
    <Card>
      <CardTitle>{title}</CardTitle>
      <p className="mt-1 text-sm text-muted">
        {description} All times are UK time (Europe/London), right across clock changes.
      </p>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-6">
        <fieldset>
          <legend className="text-sm font-medium">Weekly hours</legend>
          <ul className="divide-y divide-line">
            {WEEKDAYS.map((day) => (
              <DayHours key={day} day={day} control={form.control} errors={errors} />
            ))}
          </ul>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Call length (minutes)"
            type="number"
            error={errors.slotMinutes?.message}
            {...form.register('slotMinutes', number)}
          />
          <TextField
            label="Buffer after each call (minutes)"
            type="number"
            error={errors.bufferMinutes?.message}
            {...form.register('bufferMinutes', number)}
          />
          <TextField
            label="Minimum notice (hours)"
            type="number"
            error={errors.minNoticeHours?.message}
            {...form.register('minNoticeHours', number)}
          />
          <TextField
            label="Booking horizon (days ahead)"
            type="number"
            error={errors.horizonDays?.message}
            {...form.register('horizonDays', number)}
          />
        </div>
        <Controller
          control={form.control}
          name="excludeBankHolidays"
          render={({ field }) => (
            <Checkbox
              checked={field.value}
              onCheckedChange={field.onChange}
              label={`No calls on bank holidays in England and Wales (known for ${saved.bankHolidaysCover.from}–${saved.bankHolidaysCover.to}${nextHoliday ? `; next: ${nextHoliday.name}, ${formatDate(`${nextHoliday.date}T12:00:00Z`)}` : ''})`}
            />
          )}
        />
        <DaysOff control={form.control} />
        <Button type="submit" className="self-start" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving...' : 'Save availability'}
        </Button>
      </form>
    </Card>
  )
}
