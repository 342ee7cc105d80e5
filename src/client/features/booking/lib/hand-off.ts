import { CALENDAR_ELEMENT_ID } from '#shared/catalogue/business-rules.ts'
import { BOOKING_LINK_PARAMS } from '#shared/schemas/booking.ts'

export interface HandOff {
  name?: string
  email?: string
  conversationId?: string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const MAX = 255

/**
 * What the chatbot's booking link hands over, from the query (`/?name=…&email=…#calendar-booking`) or
 * from the fragment (`/#calendar-booking?name=…&email=…`, which stays in the browser). The fragment wins
 * where both give a value. Values are only prefilled: the form's own rules still check them.
 */
export function readHandOff(search: string, hash: string): HandOff {
  const fromQuery = new URLSearchParams(search)
  const marker = `#${CALENDAR_ELEMENT_ID}?`
  const fromHash = new URLSearchParams(hash.startsWith(marker) ? hash.slice(marker.length) : '')
  const read = (param: string) => {
    const value = (fromHash.get(param) ?? fromQuery.get(param) ?? '').trim().slice(0, MAX)
    return value === '' ? undefined : value
  }
  const conversationId = read(BOOKING_LINK_PARAMS.conversationId)
  const handOff: HandOff = {}
  const name = read(BOOKING_LINK_PARAMS.name)
  const email = read(BOOKING_LINK_PARAMS.email)
  if (name) handOff.name = name
  if (email) handOff.email = email
  if (conversationId && UUID.test(conversationId)) handOff.conversationId = conversationId
  return handOff
}

/** Whether the address carries any hand-off value (so the page can tidy it away once read). */
export function hasHandOff(search: string, hash: string): boolean {
  return Object.keys(readHandOff(search, hash)).length > 0
}
