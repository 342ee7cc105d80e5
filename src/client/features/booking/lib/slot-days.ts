import { dateKeyIn, formatDayIn, formatTimeIn, UK_TIME_ZONE } from '#shared/format/dates.ts'
import type { Slot } from '#shared/schemas/booking.ts'

export interface SlotDay {
  /** The day in the visitor's zone, "2026-04-02". */
  key: string
  /** "Thu 2 Apr". */
  label: string
  slots: Slot[]
}

/** Slots grouped by the visitor's own calendar day (a UK morning can be the evening before elsewhere). */
export function groupSlotsByDay(slots: readonly Slot[], timeZone: string): SlotDay[] {
  const days = new Map<string, SlotDay>()
  for (const slot of slots) {
    const key = dateKeyIn(slot.start, timeZone)
    let day = days.get(key)
    if (!day) {
      day = { key, label: formatDayIn(slot.start, timeZone), slots: [] }
      days.set(key, day)
    }
    day.slots.push(slot)
  }
  return [...days.values()]
}

/** The browser's IANA time zone, or UK time when it has none to give. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || UK_TIME_ZONE
  } catch {
    return UK_TIME_ZONE
  }
}

/** "Thu 2 Apr, 10:00–10:30" in the given zone. */
export function slotSpan(slot: Slot, timeZone: string): string {
  return `${formatDayIn(slot.start, timeZone)}, ${formatTimeIn(slot.start, timeZone)}–${formatTimeIn(slot.end, timeZone)}`
}

/**
 * A slot as the visitor reads it: their own time, and the UK time beside it when their zone differs,
 * "Thu 2 Apr, 10:00–10:30 your time (09:00–09:30 UK time)".
 */
export function describeSlot(slot: Slot, timeZone: string): string {
  const own = slotSpan(slot, timeZone)
  const uk = slotSpan(slot, UK_TIME_ZONE)
  if (own === uk) return `${own} UK time`
  return `${own} your time (${formatTimeIn(slot.start, UK_TIME_ZONE)}–${formatTimeIn(slot.end, UK_TIME_ZONE)} UK time)`
}
