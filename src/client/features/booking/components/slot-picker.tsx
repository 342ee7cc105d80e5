import { type ReactNode, useId, useState } from 'react'
import { formatTimeIn, timeZoneLabel, UK_TIME_ZONE } from '#shared/format/dates.ts'
import type { Slot } from '#shared/schemas/booking.ts'
import { cn } from '../../../lib/cn.ts'
import { supportEmail } from '../../../lib/public-config.ts'
import { groupSlotsByDay } from '../lib/slot-days.ts'

export type SlotsState =
  | { status: 'loading' }
  | { status: 'error'; retry(): void }
  | { status: 'ready'; slots: Slot[] }

interface SlotPickerProps {
  state: SlotsState
  /** The visitor's IANA zone: days and times are shown in it. */
  timeZone: string
  /** The chosen slot's start, '' for none. */
  value: string
  onChange(start: string): void
  error?: string | undefined
}

// Native radio buttons (arrow keys move within a group, the choice is announced), drawn as chips.
const chip =
  'relative flex cursor-pointer flex-col items-center justify-center rounded-control border border-line bg-white px-3 text-sm font-medium has-checked:border-brand-600 has-checked:bg-brand-600 has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-brand-600 has-focus-visible:ring-offset-2 hover:border-brand-600'

/**
 * Days, then times, of the free demo-call slots. Its boxes have fixed heights whatever they hold
 * (loading, times, none, an error), so the prerendered section and the live one are the same size.
 */
export function SlotPicker({ state, timeZone, value, onChange, error }: SlotPickerProps) {
  const id = useId()
  const days = state.status === 'ready' ? groupSlotsByDay(state.slots, timeZone) : []
  const [chosenDay, setChosenDay] = useState<string>()
  const dayOfValue = days.find((day) => day.slots.some((slot) => slot.start === value))?.key
  const dayKey = days.some((day) => day.key === chosenDay) ? chosenDay : (dayOfValue ?? days[0]?.key)
  const day = days.find((d) => d.key === dayKey)
  const noteId = `${id}-zone`
  const errorId = `${id}-error`

  return (
    <div className="flex min-w-0 flex-col gap-4">
      {/* min-w-0: a fieldset is otherwise as wide as its content, and the days row would widen the page. */}
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-semibold text-ink">Choose a day</legend>
        <div className="flex h-20 gap-2 overflow-x-auto px-1 pt-1 pb-3">
          {state.status === 'ready'
            ? days.map((d) => (
                <label key={d.key} className={cn(chip, 'h-16 min-w-22 shrink-0')}>
                  <input
                    type="radio"
                    className="sr-only"
                    name={`${id}-day`}
                    value={d.key}
                    checked={d.key === dayKey}
                    onChange={() => setChosenDay(d.key)}
                  />
                  <span>{d.label}</span>
                  <span className="text-xs opacity-80">
                    {d.slots.length} {d.slots.length === 1 ? 'time' : 'times'}
                  </span>
                </label>
              ))
            : null}
        </div>
      </fieldset>
      <fieldset
        className="min-w-0"
        aria-describedby={[noteId, error ? errorId : ''].filter(Boolean).join(' ')}
      >
        <legend className="mb-2 text-sm font-semibold text-ink">
          Choose a time{day ? <span className="sr-only"> on {day.label}</span> : null}
        </legend>
        <div className="h-52 overflow-y-auto rounded-card border border-line bg-canvas p-3">
          <TimesOrStatus state={state} hasDays={days.length > 0}>
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
              {day?.slots.map((slot) => (
                <label key={slot.start} className={cn(chip, 'h-11')}>
                  <input
                    type="radio"
                    className="sr-only"
                    name={`${id}-time`}
                    value={slot.start}
                    checked={slot.start === value}
                    onChange={() => onChange(slot.start)}
                  />
                  {formatTimeIn(slot.start, timeZone)}
                </label>
              ))}
            </div>
          </TimesOrStatus>
        </div>
        <p id={noteId} className="mt-2 h-5 truncate text-sm text-muted">
          {timeZone === UK_TIME_ZONE
            ? 'Times are UK time.'
            : `Times are in your time zone, ${timeZoneLabel(timeZone)}.`}
        </p>
        <p id={errorId} role="alert" className="h-5 text-sm text-danger">
          {error}
        </p>
      </fieldset>
    </div>
  )
}

function TimesOrStatus({
  state,
  hasDays,
  children,
}: {
  state: SlotsState
  hasDays: boolean
  children: ReactNode
}) {
  if (state.status === 'ready' && hasDays) return children
  const email = supportEmail()
  return (
    <div
      role="status"
      className="flex h-full flex-col items-center justify-center gap-3 text-center text-muted"
    >
      {state.status === 'loading' ? <p>Loading the free times…</p> : null}
      {state.status === 'error' ? (
        <>
          <p>We could not load the free times.</p>
          <button type="button" className="font-semibold text-brand-700 underline" onClick={state.retry}>
            Try again
          </button>
        </>
      ) : null}
      {state.status === 'ready' ? (
        <p>
          No times are free in the coming weeks. Please write to{' '}
          <a className="font-semibold text-brand-700 underline" href={`mailto:${email}`}>
            {email}
          </a>{' '}
          and we will find one.
        </p>
      ) : null}
    </div>
  )
}
