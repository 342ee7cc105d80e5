import { describe, expect, it } from 'vitest'
import { hasHandOff, readHandOff } from './hand-off.ts'

const conversation = '3f2b6c1e-8d4a-4c2b-9f1e-0a1b2c3d4e5f'

describe("the chatbot's hand-off link", () => {
  it('reads name, e-mail and conversation from the query', () => {
    const search = `?name=Ada%20Baker&email=ada%40example.co.uk&conversation=${conversation}`
    expect(readHandOff(search, '#calendar-booking')).toEqual({
      name: 'Ada Baker',
      email: 'ada@example.co.uk',
      conversationId: conversation,
    })
  })

  it('reads them from the fragment after #calendar-booking?, which wins over the query', () => {
    expect(readHandOff('?name=Query', '#calendar-booking?name=Hash&email=h%40example.com')).toEqual({
      name: 'Hash',
      email: 'h@example.com',
    })
  })

  it('ignores a conversation that is not an id, blank values and other fragments', () => {
    expect(readHandOff('?conversation=abc&name=%20', '')).toEqual({})
    expect(readHandOff('', '#faq?name=Ada')).toEqual({})
    expect(hasHandOff('', '#calendar-booking')).toBe(false)
    expect(hasHandOff('?email=a%40b.co', '')).toBe(true)
  })

  it('cuts very long values', () => {
    expect(readHandOff(`?name=${'a'.repeat(1000)}`, '').name).toHaveLength(255)
  })
})
