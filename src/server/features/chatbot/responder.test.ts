import { describe, expect, it } from 'vitest'
import { nextOutcome, tellsTheTeam } from './outcome.ts'
import { messageKind } from './responder.ts'
import { termGroups } from './retrieval.ts'

describe('message kinds', () => {
  it.each([
    ['Can I speak to a human?', 'human'],
    ['I want to talk to someone', 'human'],
    ['Can I book a demo call?', 'booking'],
    ['Could we schedule a call next week?', 'booking'],
    ['Hello!', 'greeting'],
    ['good morning', 'greeting'],
    ['Thanks a lot', 'thanks'],
    ['no thanks', 'thanks'],
    ['thanks see you then', 'thanks'],
    // closing words after the thanks
    ["thanks, that's all", 'thanks'],
    ["ok that's it, cheers", 'thanks'],
    ['no thanks, bye', 'thanks'],
    ['great, that is everything, thank you', 'thanks'],
    ['How much is Pro?', 'question'],
    ['Do you post on Facebook?', 'question'],
    ['I would like a video call', 'booking'],
    ['does pro come with video call support', 'question'],
    ['Can I book a video call about the Pro plan?', 'booking'],
    ["I'd like a video call to discuss plans", 'booking'],
    ['we would like a demo call about which plan suits us', 'booking'],
    ['Does the Pro plan have video calls?', 'question'],
    ['Is a video call included with Premium?', 'question'],
    ['is premium video call support 24/7', 'question'],
    ['are there video calls with Pro', 'question'],
    ['any video calls on the basic plan?', 'question'],
  ])('%j is a %s', (message, kind) => {
    expect(messageKind(message)).toBe(kind)
  })
})

describe('search terms', () => {
  it('drops filler and single letters and searches a known word with its synonyms', () => {
    // 'me' and 'for' stay: PostgreSQL drops its own stop words when it searches.
    expect(termGroups("Can you please tell me how much I'd pay for Pro?")).toEqual([
      'me',
      'price or prices or pricing or cost or costs or fee or fees or charge or expensive or cheap or afford',
      'pay',
      'for',
      'pro',
    ])
    expect(termGroups('yes please')).toEqual([])
  })

  it('keeps only words, so search syntax in a question is plain text', () => {
    expect(termGroups('"pro" -basic OR <script>')).toEqual(['pro', 'basic', 'script'])
  })
})

describe('outcomes', () => {
  it('lets the widget decide, hands over on request, and fills an empty outcome with a captured e-mail', () => {
    expect(nextOutcome('human_requested', { explicit: 'calendly_link_shared' })).toBe('calendly_link_shared')
    expect(nextOutcome('email_captured', { handoff: true })).toBe('human_requested')
    expect(nextOutcome(null, { emailCaptured: true })).toBe('email_captured')
    expect(nextOutcome('human_requested', { emailCaptured: true })).toBe('human_requested')
    expect(nextOutcome(null, { event: 'email_captured' })).toBe('email_captured')
    expect(nextOutcome(null, {})).toBeNull()
  })

  it('tells the team only when a conversation first turns to a person', () => {
    expect(tellsTheTeam(null, 'human_requested')).toBe(true)
    expect(tellsTheTeam('email_captured', 'human_requested')).toBe(true)
    expect(tellsTheTeam('human_requested', 'human_requested')).toBe(false)
    expect(tellsTheTeam(null, 'email_captured')).toBe(false)
  })
})
