/**
 * The sixteenth half's honest negatives and getting started, each in wordings no evaluation item uses:
 * a way to reach us we do not have (a phone line, ringing, text messages, live chat) is a 'No' with
 * email and video call; a month or a few posts bought once is a 'No' with the monthly plans and no
 * contract; what the visitor provides is the FAQ's photos and access; services we do not sell.
 */
import { describe, expect, it } from 'vitest'
import { answer, response } from './answer-test-support.ts'
import { beforeBuyingReply } from './special-messages.ts'

const firstSentence = (text: string) => text.split(/(?<=[.!?])\s/)[0] ?? ''

describe('a way to reach us that we do not have is a no with the ways we do', () => {
  it.each([
    'got a number i can phone when something breaks?',
    'is there a helpline for customers',
    'what number should we dial for support',
    'can I ring your team about my account',
    'Could I call you tomorrow morning about the invoice?',
    'do you have a direct line for accounts',
    'is there a customer care number',
  ])('%j', (question) => {
    const text = response(question)
    expect(firstSentence(text)).toMatch(/^No, we don't offer support by phone/)
    expect(text).toMatch(/by email at support@example\.invalid[\s\S]*video call/)
    expect(answer(question)?.sources.map((source) => source.url)).toContain('/contact')
  })

  it('a person to ring on a Saturday is a no, with the plan that covers weekends', () => {
    const text = response('is there somebody we could ring on sundays')
    expect(firstSentence(text)).toMatch(/^No, we don't offer support by phone/)
    expect(text).toMatch(/Only Premium includes 24\/7 support/)
  })

  it('says no to text messages', () => {
    expect(response('can we txt you when a post looks wrong')).toMatch(
      /^No, we don't offer support by text message[\s\S]*video call/,
    )
  })

  it.each(['is there a live chat with your staff', 'do u have webchat support'])('%j', (question) => {
    const text = response(question)
    expect(firstSentence(text)).toMatch(/^No, we don't offer live chat/)
    expect(text).toMatch(/message us from their dashboard/)
  })

  it('names the plan with round-the-clock support when the time is out of hours', () => {
    const text = response('any hotline open at the weekend')
    expect(firstSentence(text)).toMatch(/^No, we don't offer support by phone/)
    expect(text).toMatch(/Only Premium includes 24\/7 support by email and video call/)
  })

  it('says no to support on WhatsApp, and names its one use: approving', () => {
    const text = response('can i whatsapp your team with a problem')
    expect(firstSentence(text)).toMatch(/^No, we don't offer support on WhatsApp/)
    expect(text).toMatch(/approve your posts on WhatsApp/)
  })

  it.each(['do you have a freephone 0800 line', 'can we book a telephone appointment'])('%j', (question) => {
    expect(firstSentence(response(question))).toMatch(/^No, we don't offer support by phone/)
  })

  it('an approval by text is the approval answer, not support', () => {
    expect(response('could we txt our approvals to you')).not.toMatch(/support by text/)
  })

  it.each([
    'is there an app for my iphone',
    'can I approve posts on my phone',
    'we use our phone photos, is that ok',
    'can i book a video call with your team',
  ])('%j is not a phone line', (question) => {
    expect(response(question)).not.toMatch(/support by phone/)
  })

  it('before buying, the honest no comes first, then the demo call', () => {
    const no = answer('can i phone someone before i sign up')
    const reply = beforeBuyingReply(no)
    expect(firstSentence(reply.response)).toMatch(/^No, we don't offer support by phone/)
    expect(reply.response).toMatch(/Before you buy, you can book a free demo video call/)
  })
})

describe('a month or a few posts bought once is a no with the monthly plans', () => {
  it.each([
    'could i pay for only one month of your service',
    'we want a single month and not renew it',
    'one month only please, how do i buy that',
    'can we order posts without a recurring payment',
  ])('%j', (question) => {
    const text = response(question)
    expect(firstSentence(text)).toMatch(
      /^No, we don't sell a single month on its own|^No, we don't sell one-off/,
    )
    expect(text).toMatch(/monthly subscriptions[\s\S]*cancel anytime with 30 days' notice/)
  })

  it.each([
    'can we just order 6 posts for the summer fair',
    'could you just make some posts for our opening weekend',
    'i need posts for the launch and nothing more',
  ])('%j is a one-off batch', (question) => {
    expect(firstSentence(response(question))).toMatch(/^No, we don't sell one-off batches of posts/)
  })

  it.each(['could you run our posts for just a week', 'we want posts for two weeks only'])(
    '%j is shorter than a month',
    (question) => {
      expect(firstSentence(response(question))).toMatch(/^No, we don't sell anything shorter than a month/)
    },
  )

  it('one month and then done is a month bought alone', () => {
    expect(firstSentence(response('just need you for one month then finished'))).toMatch(
      /^No, we don't sell a single month on its own/,
    )
  })

  it('a price for just one post is a one-off, but a carousel post or a plan is its price', () => {
    expect(firstSentence(response('what would you charge for just one post'))).toMatch(
      /^No, we don't sell one-off batches of posts/,
    )
    expect(response('cost of a single carousel post?')).toMatch(/^Carousel posts/)
  })

  it('a turnaround in weeks is not a purchase', () => {
    expect(response('will the first posts arrive in just 2 weeks')).not.toMatch(/shorter than a month/)
  })

  it.each([
    'do i pay for one month in advance',
    'is the notice period only one month',
    'can i cancel after just one month',
    'is the guarantee only for the first month',
  ])('%j is another fact, not a month bought alone', (question) => {
    expect(response(question)).not.toMatch(/single month on its own/)
  })

  it('an add-on without a plan is the add-on answer', () => {
    expect(response('could we get reels without a subscription')).toMatch(
      /^No, we don't have a plan for videos only/,
    )
  })

  it('a rolling monthly deal is how we sell, not a discount', () => {
    const text = response('is it a rolling monthly deal')
    expect(text).not.toMatch(/no discounts/)
  })
})

describe('what the visitor provides to begin', () => {
  it.each([
    'what stuff do you want from our side before you begin',
    'what must we have ready for you',
    'What you expect from me to start?',
  ])('%j', (question) => {
    const text = response(question)
    expect(text).toMatch(/photos/)
    expect(text).toMatch(/access to the social profiles/)
  })
})

describe('more services we do not sell', () => {
  it.each(['can you handle our reputation management', 'do you do crisis comms on twitter'])(
    '%j',
    (question) => {
      expect(firstSentence(response(question))).toMatch(/^No, we don't offer crisis or reputation management/)
    },
  )

  it.each(['could you sort the seo on our site', 'will you get our shop ranking on google'])(
    '%j: no SEO on the website, but the SEO blog articles',
    (question) => {
      const text = response(question)
      expect(firstSentence(text)).toMatch(/^No, we don't offer SEO work on your website itself/)
      expect(text).toMatch(/SEO blog articles add-on/)
    },
  )

  it('the SEO blog articles price is still the add-on', () => {
    expect(response('how much are your seo articles')).toMatch(/^SEO blog articles/)
  })

  it.each(['can you post us a signed contract', 'we need a written agreement signed by both sides'])(
    '%j: no signed contract, and the FAQ on contracts',
    (question) => {
      const text = response(question)
      expect(firstSentence(text)).toMatch(/^No, we don't offer signed contracts/)
      expect(text).toMatch(/cancel anytime/)
    },
  )

  it('a meeting at an event is a visit we do not make', () => {
    expect(response('could we meet up at the local business expo')).toMatch(
      /^No, we don't offer meetings in person/,
    )
  })

  it('a long agreement is answered with no contracts', () => {
    expect(response('our finance team wants a signed 24 month agreement')).toMatch(/^No contracts/)
  })

  it('an add-on wanted without buying a plan is a no', () => {
    expect(response('could we have carousels without getting a plan')).toMatch(
      /^No, we don't have a plan for carousels only/,
    )
  })
})
