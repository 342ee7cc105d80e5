/** The twentieth half's plan-feature, legal and page failures, each in wordings no evaluation item uses. */
import { describe, expect, it } from 'vitest'
import { normalise } from '#shared/chatbot/normalise.ts'
import { answerMessage } from './answer.ts'
import { answer, beforeSearchContext, response } from './answer-test-support.ts'
import { messageKind } from './responder.ts'

describe('a person who would do the work, asked about a plan, is no request to talk', () => {
  it.each([
    ['we need someone to write our captions, which plan does that', /every plan includes Captions/],
    ['i need somebody to design posts for my salon, whats included in pro', /Pro plan costs £149/],
    ['looking for a person who can plan our reels, which package has it', /Premium .*Video content planning/],
  ])('%j', (message, expected) => {
    expect(messageKind(normalise(message))).toBe('question')
    expect(response(message)).toMatch(expected)
  })

  it('is answered, not handed over', async () => {
    const reply = await answerMessage(
      'we need someone to write our captions, which plan does that',
      beforeSearchContext,
    )
    expect(reply.handoff).toBe(false)
  })

  it.each(['i want to talk to someone about the premium plan', 'can i speak to somebody please'])(
    '%j still asks for a person',
    (message) => {
      expect(messageKind(normalise(message))).toBe('human')
    },
  )
})

describe('a talk on video on a plan is what that plan’s support offers', () => {
  it.each([
    [
      "Can I talk to someone over zoom if I'm on basic?",
      /^No, the Basic plan doesn't include video call support/,
    ],
    [
      'on the pro plan can i speak to a person on video',
      /^Yes, the Pro plan includes Priority email and video call/,
    ],
    [
      'if we take the top plan could we chat face to face on camera',
      /Premium plan includes 24\/7 support by email and video call/,
    ],
  ])('%j', (message, expected) => {
    expect(messageKind(normalise(message))).toBe('question')
    expect(response(message)).toMatch(expected)
  })

  it('a meeting at the office is still the in-person no', () => {
    expect(response('can we meet face to face at your office')).toMatch(
      /^No, we don't offer meetings in person/,
    )
  })
})

describe('our mistake and the visitor’s loss is the terms’ liability', () => {
  it.each([
    'what if your error costs me sales, do you cover it',
    'if u mess up a post and we lose bookings who pays',
    'how much do you compensate if a mistake loses me clients',
    'If your team gets it wrong and we lose money, what will you pay back?',
  ])('%j', (question) => {
    expect(response(question)).toMatch(/^Our total liability .* one month of service/)
    expect(response(question)).not.toMatch(/Revisions/)
    expect(answer(question)?.sources.map((s) => s.url)).toEqual(['/terms-of-service'])
  })
})

describe('examples of our work cite the work page', () => {
  it.each(['any examples of work you did for other shops?', 'got any samples of ur designs?'])(
    '%j',
    (question) => {
      expect(response(question)).toMatch(/our work page .*\/our-work/)
    },
  )
})
