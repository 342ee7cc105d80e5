import { describe, expect, it } from 'vitest'
import { type IntentInput, intentScore, intentSignals, intentSignalsOf } from './intent-score.ts'

const quiet: IntentInput = { visitorMessages: ['Hello there'], emailGiven: false, pagesSeen: ['/about'] }
const with_ = (change: Partial<IntentInput>): IntentInput => ({ ...quiet, ...change })

describe('intent score', () => {
  it('scores a quiet visitor 0', () => {
    expect(intentSignalsOf(quiet)).toEqual([])
    expect(intentScore(quiet)).toBe(0)
  })

  it.each([
    ['pricing', with_({ visitorMessages: ['How much does it cost?'] })],
    ['pricing', with_({ visitorMessages: ['wat r teh prices'] })],
    ['pricing', with_({ visitorMessages: ['Is it £79?'] })],
    ['purchase', with_({ visitorMessages: ['Can I pay monthly?'] })],
    ['purchase', with_({ visitorMessages: ['I want to buy a plan'] })],
    ['purchase', with_({ visitorMessages: ['how do i sign up'] })],
    ['planName', with_({ visitorMessages: ['Tell me about Premium'] })],
    ['planName', with_({ visitorMessages: ['what is in the pro plan'] })],
    ['booking', with_({ visitorMessages: ['Can I book a demo?'] })],
    ['booking', with_({ visitorMessages: ['I would like a call with someone'] })],
    ['emailGiven', with_({ emailGiven: true })],
    ['urgency', with_({ visitorMessages: ['We need posts ASAP'] })],
    ['urgency', with_({ visitorMessages: ['Could we begin this week?'] })],
    ['pricingPageSeen', with_({ pagesSeen: ['http://localhost:3000/pricing?plan=pro'] })],
    ['pricingPageSeen', with_({ pagesSeen: [null, 'https://example.com/pricing'] })],
    ['checkoutPageSeen', with_({ pagesSeen: ['/checkout?plan=basic'] })],
  ] as const)('finds the %s signal and adds its weight', (signal, input) => {
    expect(intentSignalsOf(input)).toEqual([signal])
    expect(intentScore(input)).toBe(intentSignals[signal])
  })

  it('counts three messages as engaged and six as very engaged', () => {
    const messages = (n: number) => Array.from({ length: n }, () => 'ok')
    expect(intentSignalsOf(with_({ visitorMessages: messages(2) }))).toEqual([])
    expect(intentSignalsOf(with_({ visitorMessages: messages(3) }))).toEqual(['engaged'])
    expect(intentScore(with_({ visitorMessages: messages(6) }))).toBe(
      intentSignals.engaged + intentSignals.veryEngaged,
    )
  })

  it('does not mistake ordinary words for signals', () => {
    const input = with_({
      visitorMessages: ['Do you post on Facebook?', 'Our professional bakery', 'premiums are high'],
    })
    expect(intentSignalsOf(input)).toEqual(['engaged'])
  })

  it('counts each signal once however often it appears', () => {
    const once = with_({ visitorMessages: ['price?'] })
    const often = with_({ visitorMessages: ['price? cost? how much? fees?'] })
    expect(intentScore(often)).toBe(intentScore(once))
  })

  it('adds signals up and caps the score at 100', () => {
    const keen = with_({
      visitorMessages: ['How much is Pro?', 'Book a call today please', 'me@example.com'],
      emailGiven: true,
      pagesSeen: ['/pricing', '/checkout'],
    })
    expect(intentSignalsOf(keen)).toHaveLength(8)
    expect(intentScore(keen)).toBe(100)
    const warm = with_({ visitorMessages: ['How much is Pro?'], pagesSeen: ['/pricing'] })
    expect(intentScore(warm)).toBe(35)
  })

  it('scores buying words with a time or readiness word as a ready buyer, 70 or more', () => {
    const buyer = with_({ visitorMessages: ['I want to sign up for a plan today, how do I pay?'] })
    expect(intentSignalsOf(buyer)).toEqual(['purchase', 'urgency', 'readyToBuy'])
    expect(intentScore(buyer)).toBe(70)
    const named = with_({ visitorMessages: ['how do i buy pro right now'] })
    expect(intentSignalsOf(named)).toContain('readyToBuy')
    expect(intentScore(named)).toBe(80)
    for (const ready of [
      'ok lets go with basic, how do i checkout',
      'Card to hand, please direct me to the checkout',
      'Signed off internally: how do we check out?',
    ])
      expect(intentSignalsOf(with_({ visitorMessages: [ready] })), ready).toContain('readyToBuy')
    // Asking how signing up works is research, not readiness.
    expect(intentSignalsOf(with_({ visitorMessages: ['How do I sign up?'] }))).not.toContain('readyToBuy')
  })

  it('counts a visitor who says they are not buying yet as hesitant, never as ready', () => {
    const input = with_({ visitorMessages: ['not ready to buy yet, how much would 2 channels be'] })
    expect(intentSignalsOf(input)).toEqual(['pricing', 'purchase', 'hesitant'])
    expect(intentScore(input)).toBe(15)
    expect(intentScore(with_({ visitorMessages: ['just looking'] }))).toBe(0)
  })

  it('does not read taking time off as taking a plan', () => {
    for (const message of [
      'can i take a month off in summer',
      'what if I take a week off, do posts stop?',
      'could I take some time out over Christmas',
    ])
      expect(intentScore(with_({ visitorMessages: [message] })), message).toBeLessThan(40)
    expect(intentScore(with_({ visitorMessages: ["I'll take the Pro plan today"] }))).toBeGreaterThanOrEqual(
      70,
    )
  })

  it('keeps greetings and research questions below 40', () => {
    for (const message of [
      'Hello!',
      'How much is Pro?',
      'What does the Basic plan include?',
      'Is there a contract?',
    ]) {
      expect(intentScore(with_({ visitorMessages: [message] })), message).toBeLessThan(40)
    }
  })
})

describe('saying they are ready to start', () => {
  it.each([
    "We're ready to get going, can we book a call today?",
    "I'm ready to start, can you set up a demo tomorrow?",
    'Ready to sign up now, just want a quick call first',
  ])('%j is a ready buyer', (message) => {
    expect(intentScore(with_({ visitorMessages: [message] }))).toBeGreaterThanOrEqual(70)
  })

  it.each([
    "We've signed off the budget, where do I enter card details for Premium?",
    'Ready now, where do I put in my card?',
    'decided on Pro, can I add my card today',
  ])('%j gives card details: a ready buyer', (message) => {
    expect(intentScore(with_({ visitorMessages: [message] }))).toBeGreaterThanOrEqual(70)
  })

  it.each([
    "ok I'm convinced, how do I get Premium today",
    "we'd like to proceed with Basic right away",
    "Let's go ahead with Pro today please",
  ])('%j decides: a ready buyer', (message) => {
    expect(intentScore(with_({ visitorMessages: [message] }))).toBeGreaterThanOrEqual(70)
  })

  it.each([
    "wallet out, Pro with reports please, let's do this",
    'count me in for Premium',
    'set us up with Basic',
    'card at the ready, the middle plan, lets do it',
    "card's out, premium please",
    "we're in, sign us up for pro today",
    'ready when you are, basic with stories',
    'take my card, basic',
    "right, that's decided then, Pro it is",
    'go on then, premium',
    "ok you've convinced me, basic please",
    'where do I put my card details for Pro',
  ])('%j buys without a purchase verb: a ready buyer', (message) => {
    expect(intentScore(with_({ visitorMessages: [message] }))).toBeGreaterThanOrEqual(70)
  })

  it.each([
    "we've landed on Pro with one more channel, let's get things going today",
    "Premium for us. We'll go with Premium, set it up right away",
    'agreed on basic with the team, ready to pay now',
  ])('%j settles on a plan: a ready buyer', (message) => {
    expect(intentScore(with_({ visitorMessages: [message] }))).toBeGreaterThanOrEqual(70)
  })

  it.each([
    'signing up to pro today, send me the link',
    "we're subscribing now, the premium one, where's the checkout link",
    "purchasing basic right now, what's the payment link",
    'lets do premium for the shop, ordering today',
  ])('%j buys in the -ing form or asks for the link: a ready buyer', (message) => {
    expect(intentScore(with_({ visitorMessages: [message] }))).toBeGreaterThanOrEqual(70)
  })

  it.each([
    "we'll take the premium plan, what's next",
    'start us on pro this week, card ready',
    "we've picked basic, what's the next step",
    "let's get pro going today",
    'premium with two channels for the salon, lets go',
  ])('%j takes a plan and asks what is next: a ready buyer', (message) => {
    expect(intentScore(with_({ visitorMessages: [message] }))).toBeGreaterThanOrEqual(70)
  })

  it.each([
    "we've looked at enough agencies and will sign up for premium this afternoon",
    'we would like to buy basic tomorrow morning',
    'ordering pro later today, how do we pay',
  ])('%j names a time later today or tomorrow: a ready buyer', (message) => {
    expect(intentScore(with_({ visitorMessages: [message] }))).toBeGreaterThanOrEqual(70)
  })

  it.each([
    'where checkout for premium',
    'basic plan, pay where?',
    'link to sign up for pro pls',
    'where to buy premium',
  ])('%j asks where to pay, in few words: a ready buyer', (message) => {
    expect(intentScore(with_({ visitorMessages: [message] }))).toBeGreaterThanOrEqual(70)
  })

  it.each([
    'budget signed off, can we kick off premium today?',
    'we sign now, send me the checkout link for basic',
    "the owner said yes, we'll start pro right away",
  ])('%j starts a plan today or signs now: a ready buyer', (message) => {
    expect(intentScore(with_({ visitorMessages: [message] }))).toBeGreaterThanOrEqual(70)
  })

  it.each([
    'pop my card in for Pro, we want posts before our launch',
    'right, putting our card details in for the basic plan',
    'I will stick my card in for premium',
  ])('%j puts the card in for a named plan: a ready buyer', (message) => {
    expect(intentScore(with_({ visitorMessages: [message] }))).toBeGreaterThanOrEqual(70)
  })

  it.each([
    'about to pay for basic, anything I should know?',
    "I'm on the point of signing up for premium",
    'hitting the pay button on pro in a sec, is the folder shared straight away?',
    'about to buy pro, just checking the extra channel is £15',
  ])('%j is about to pay for a named plan: a ready buyer', (message) => {
    expect(intentScore(with_({ visitorMessages: [message] }))).toBeGreaterThanOrEqual(70)
  })

  it.each([
    'what happens after I hit pay',
    'once we press the pay button do we get an email?',
    'just checking prices, how much is pro',
    "I'm about to open a second shop, what would pro cost",
  ])('%j is not about to pay: research', (message) => {
    expect(intentScore(with_({ visitorMessages: [message] }))).toBeLessThan(40)
  })

  it.each([
    "Decision's made, we're going with you. Can I run the business card through for Premium now?",
    'I want to pay and get going today, which button do I press?',
    "we've taken the decision, we'll be going with your team, sign us up for basic",
  ])('%j has decided and asks how to pay: a ready buyer', (message) => {
    expect(intentScore(with_({ visitorMessages: [message] }))).toBeGreaterThanOrEqual(70)
  })

  it.each([
    'which button do I press to see the calendar',
    'if we are going with you, what happens next?',
    "what's going on with your team, no reply yet",
  ])('%j is no purchase: below a ready buyer', (message) => {
    expect(intentScore(with_({ visitorMessages: [message] }))).toBeLessThan(40)
  })

  it.each([
    'ok getting premium rn, where',
    "just read your terms, all good. let's do it, sign me up for basic today",
  ])('%j buys now, in chat shorthand or after reading the small print: a ready buyer', (message) => {
    expect(intentScore(with_({ visitorMessages: [message] }))).toBeGreaterThanOrEqual(70)
  })

  it.each(["I'm just reading for the moment, what's in pro?", 'just reading your reviews, no plans to buy'])(
    '%j is only reading: research',
    (message) => {
      expect(intentScore(with_({ visitorMessages: [message] }))).toBeLessThan(40)
    },
  )

  it.each(['Could I take you to court if a post is wrong?', 'can I take legal action against you'])(
    '%j takes us to court, not a plan: no purchase',
    (message) => {
      expect(intentScore(with_({ visitorMessages: [message] }))).toBeLessThan(40)
    },
  )

  it.each([
    'if I put my card in for basic can I change later',
    'once we put our card in for pro, when do posts start?',
  ])('%j puts the card in only as a condition: not yet a ready buyer', (message) => {
    expect(intentScore(with_({ visitorMessages: [message] }))).toBeLessThan(70)
  })

  it.each([
    'what does the basic plan let me do',
    'can you set me up on Instagram and Facebook?',
    'put me down as interested, I will think about it',
  ])('%j is not a ready buyer', (message) => {
    expect(intentScore(with_({ visitorMessages: [message] }))).toBeLessThan(40)
  })

  it.each([
    'is there a sign-up fee',
    'how soon after paying do I get my login',
    'what happens once we have ordered, do you call us?',
    'do we get the folder straight away when we check out',
    'Is the payment page secure?',
    'how do payments work?',
    'we might sign up next year, how much is pro?',
    "haven't decided yet, is premium worth it",
    'does the refund period run from the day we order',
    'go on then, tell me more',
    'do you take my card details securely',
    'if we go for Pro later, can we add videos?',
    'if we start pro, can we change later?',
    'do i need to sign a contract?',
    'where do you get the photos for the posts, do i pay extra for them?',
    'could we get started on basic later in the year?',
    'lets go through the plans, what does basic give',
    'do you take the pro plan off if I cancel?',
    "i'm not signing up today, what's the link to your terms",
    'the team has not settled on a plan, what do basic and pro include',
  ])('%j names the purchase as a moment, a fee or a question, or later: research', (message) => {
    expect(intentScore(with_({ visitorMessages: [message] }))).toBeLessThan(40)
  })

  it('is not readiness when they say they are not ready', () => {
    expect(
      intentScore(with_({ visitorMessages: ["We're not ready to get started yet, what's the price?"] })),
    ).toBeLessThan(40)
  })
})
