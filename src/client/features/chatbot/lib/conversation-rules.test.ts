import { describe, expect, it } from 'vitest'
import { bookingLink, mentionsBooking, offersCallAfter } from './conversation-rules.ts'

const CONVERSATION = '0b9f4f52-6a39-4a43-9d7c-3f1f6c0f2d11'
const plain = {
  response: 'The Premium plan costs £219 a month.',
  sources: [{ title: 'Pricing', url: '/pricing' }],
}
const fresh = { callOffered: false, capturing: false }

describe('offering a call', () => {
  it('offers after a reply scoring above 70 that does not mention booking', () => {
    expect(offersCallAfter({ ...plain, intent_score: 71 }, fresh)).toBe(true)
    expect(offersCallAfter({ ...plain, intent_score: 70 }, fresh)).toBe(false)
  })

  it('does not offer after a reply about booking, twice, or while the visitor gives details', () => {
    const booking = { response: 'Book a free demo call with us.', sources: [], intent_score: 90 }
    const cited = { response: 'Here you are.', sources: [{ title: 'Book', url: '/#calendar-booking' }] }
    expect(mentionsBooking(booking)).toBe(true)
    expect(mentionsBooking(cited)).toBe(true)
    expect(offersCallAfter(booking, fresh)).toBe(false)
    expect(offersCallAfter({ ...plain, intent_score: 90 }, { ...fresh, callOffered: true })).toBe(false)
    expect(offersCallAfter({ ...plain, intent_score: 90 }, { ...fresh, capturing: true })).toBe(false)
  })
})

describe('the booking link', () => {
  it('hands name, e-mail and conversation to the booking form in the fragment, encoded', () => {
    const link = bookingLink({ name: 'Zoë O’Brien & Co', email: 'zoe+chat@example.com' }, CONVERSATION)
    const prefix = '/#calendar-booking?'
    expect(link.startsWith(prefix)).toBe(true)
    expect(Object.fromEntries(new URLSearchParams(link.slice(prefix.length)))).toEqual({
      name: 'Zoë O’Brien & Co',
      email: 'zoe+chat@example.com',
      conversation: CONVERSATION,
    })
  })

  it('is the plain booking page when nothing is known', () => {
    expect(bookingLink(null, null)).toBe('/#calendar-booking')
  })
})
