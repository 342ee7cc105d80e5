import { type KeyboardEvent, useEffect, useRef } from 'react'
import { formatDayIn, UK_TIME_ZONE } from '#shared/format/dates.ts'
import { cn } from '../../../lib/cn.ts'
import {
  addDays,
  type DateKey,
  londonInstant,
  type Month,
  monthOf,
  monthWeeks,
  shiftDay,
  todayKey,
  weekStartOf,
} from '../lib/calendar.ts'

const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const

/** How far each key moves the focused day. */
const KEY_STEPS: Record<string, (day: DateKey) => DateKey> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  Home: (day) => weekStartOf(day),
  End: (day) => addDays(weekStartOf(day), 6),
  PageUp: (day) => shiftDay(day, -1),
  PageDown: (day) => shiftDay(day, 1),
}

export const dayName = (day: DateKey) => formatDayIn(londonInstant(day, '12:00'), UK_TIME_ZONE)

interface MonthCalendarProps {
  /** The id of the month's heading (MonthNav). */
  labelledBy: string
  month: Month
  onMonthChange(month: Month): void
  /** The day whose posts show below the calendar. */
  selectedDay: DateKey
  onSelectDay(day: DateKey): void
  /** How many posts each day holds, and a short summary of them for screen readers. */
  dayCounts: ReadonlyMap<DateKey, { count: number; summary: string; attention: boolean }>
}

/**
 * A month of UK days as a grid the keyboard can walk: arrows move a day or a week, Home and End to
 * the week's ends, Page Up and Page Down a month. One day takes the Tab stop (the selected one, its
 * button pressed), as in the WAI-ARIA date-picker grid.
 */
export function MonthCalendar({
  month,
  onMonthChange,
  selectedDay,
  onSelectDay,
  dayCounts,
  labelledBy,
}: MonthCalendarProps) {
  const gridRef = useRef<HTMLTableElement>(null)
  const moved = useRef(false)
  const today = todayKey()
  const weeks = monthWeeks(month)

  // After a key moves the selection the new day takes the focus (not on first render or on a click).
  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${selectedDay}"]`)?.focus()
  }, [selectedDay])

  function select(day: DateKey) {
    const dayMonth = monthOf(day)
    if (dayMonth.year !== month.year || dayMonth.month !== month.month) onMonthChange(dayMonth)
    onSelectDay(day)
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const step = KEY_STEPS[event.key]
    if (!step) return
    event.preventDefault()
    moved.current = true
    select(step(selectedDay))
  }

  return (
    <div className="flex flex-col gap-3">
      <table
        ref={gridRef}
        aria-labelledby={labelledBy}
        className="w-full table-fixed border-collapse"
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long} className="pb-1 text-xs font-semibold text-muted">
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const inMonth = monthOf(day).month === month.month
                const info = dayCounts.get(day)
                const selected = day === selectedDay
                return (
                  <td key={day} className="border border-line p-0 align-top">
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={selected ? 0 : -1}
                      aria-pressed={selected}
                      aria-label={`${dayName(day)}${day === today ? ' (today)' : ''}: ${info ? info.summary : 'no posts'}`}
                      onClick={() => select(day)}
                      className={cn(
                        'flex h-14 w-full flex-col items-start gap-1 p-1 text-left text-sm sm:h-20 sm:p-2',
                        inMonth ? 'bg-white text-ink' : 'bg-canvas text-muted',
                        selected && 'bg-brand-50 ring-2 ring-brand-600 ring-inset',
                      )}
                    >
                      <span className={cn(day === today && 'font-bold text-brand-700 underline')}>
                        {Number(day.slice(8))}
                      </span>
                      {info ? (
                        <span
                          className={cn(
                            'rounded-full px-1.5 text-xs font-semibold',
                            info.attention ? 'bg-yellow-100 text-yellow-900' : 'bg-brand-100 text-brand-800',
                          )}
                        >
                          {info.count}
                        </span>
                      ) : null}
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
