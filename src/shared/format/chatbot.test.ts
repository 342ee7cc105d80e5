import { describe, expect, it } from 'vitest'
import { formatDuration, outcomeLabel, roundedPercent } from './chatbot.ts'

describe('chatbot display', () => {
  it.each([
    [null, 'In Progress'],
    ['', 'In Progress'],
    ['email_captured', 'Email Captured'],
    ['human_requested', 'Human Requested'],
    ['calendly_link_shared', 'Calendly Link Shared'],
    ['demo_booked', 'Demo Booked'],
  ])('labels the outcome %s as %s', (outcome, label) => {
    expect(outcomeLabel(outcome)).toBe(label)
  })

  it.each([
    [0, '0m 00s'],
    [45, '0m 45s'],
    [65, '1m 05s'],
    [725.4, '12m 05s'],
    [3600, '60m 00s'],
  ])('shows %s seconds as %s', (seconds, shown) => {
    expect(formatDuration(seconds)).toBe(shown)
  })

  it('rounds rates to whole percentages', () => {
    expect(roundedPercent(66.666)).toBe('67%')
    expect(roundedPercent(0)).toBe('0%')
    expect(roundedPercent(12.5)).toBe('13%')
  })
})
