/** The eighth half's kinds of failure (decision 0049), each in wordings no evaluation item uses. */
import { describe, expect, it } from 'vitest'
import { normalise } from '#shared/chatbot/normalise.ts'
import { mentions } from '#shared/chatbot/synonyms.ts'
import { answer } from './answer-test-support.ts'
import { capabilityNotOffered, unknownThingAsked } from './not-offered-capability.ts'

describe('networks and parts of networks we do not post to', () => {
  it.each([
    ['could you post to Xing as well?', /^No, we don't post to Xing\.[\s\S]*LinkedIn Company Page/],
    ['will you share our posts on Gumtree', /^No, we don't post to Gumtree/],
    ['we want a presence on Zalo, can you do that', /^No, we don't post to Zalo/],
    ['do you post in Facebook groups for my town', /^No, we don't post in Facebook groups[\s\S]*Facebook/],
    ['can you share my posts in a few local community groups', /^No, we don't post in Facebook groups/],
    ['would you run our LinkedIn showcase pages', /^No, we don't post to LinkedIn Showcase Pages/],
    ['could you list my furniture on marketplace', /^No, we don't post to Facebook Marketplace/],
    ['can you set up Facebook events for our gigs', /^No, we don't post to Facebook events/],
  ])('%j is an honest no with our channels', (question, expected) => {
    const reply = answer(question)
    expect(reply?.response).toMatch(expected)
    expect(reply?.sources[0]?.url).toBe('/pricing')
  })

  it.each([
    'can you post on Sundays',
    'do you post on weekends',
    'will you post on time',
    'can you post to LinkedIn',
    'do you post on Threads',
    'can I put my posts on hold for a month',
    'do you post to my Instagram grid',
  ])('%j names no network we lack', (question) => {
    expect(answer(question)?.response ?? '').not.toMatch(/^No, we don't post (to|in)/)
  })
})

describe('a feature asked of a plan without it', () => {
  it('a video call is no video add-on', () => {
    expect(mentions('can i have a video call with the team', 'video')).toBe(false)
    expect(mentions('can i have 4 videos and a call', 'video')).toBe(true)
  })

  it.each([
    [
      'is a video chat with the team part of Basic?',
      /^No, the Basic plan doesn't include video call support[\s\S]*Pro/,
    ],
    ['does the entry plan let me have video calls', /^No, the Basic plan doesn't include video call support/],
  ])('%j names the plans that have it', (question, expected) => {
    expect(answer(question)?.response).toMatch(expected)
  })
})

describe('more than the catalogue states', () => {
  it.each([
    'can we review the posts weekly instead',
    'I would like to approve content three times a week',
    'could I sign off every day',
  ])('%j is the review about twice a month', (question) => {
    expect(answer(question)?.response).toMatch(
      /^No, we send your upcoming posts for review about twice a month/,
    )
  })

  it.each(['how often do you send the posts for review', 'can I approve posts on WhatsApp'])(
    '%j is no request for more reviews',
    (question) => {
      expect(answer(question)?.response ?? '').not.toMatch(/^No, we send your upcoming posts/)
    },
  )

  it('a carousel of more images than it holds names the add-on', () => {
    expect(answer('a carousel with 14 photos, possible?')?.response).toMatch(
      /^No, a carousel post holds[\s\S]*Carousel posts are an add-on/,
    )
  })
})

describe('posting without approval', () => {
  it.each([
    'would anything go out without the customer checking it',
    'do you publish posts without the owner approving them',
  ])('%j is the honest no', (question) => {
    expect(answer(question)?.response).toMatch(
      /^No, we never publish anything you have not seen and approved/,
    )
  })
})

describe('facts asked in other words', () => {
  it.each([
    ['what do 12 reels cost', /^12 Short-form videos a month cost £219/],
    ['how much would 20 stories be', /^20 Stories posts a month cost/],
  ])('%j is the price of the pack asked for, alone', (question, expected) => {
    const reply = answer(question)
    expect(reply?.response).toMatch(expected)
    expect(reply?.response).not.toMatch(/£79/)
  })

  it('a pack no tier holds is still the honest no', () => {
    expect(answer('how much for 6 videos')?.response).toMatch(/^No, short-form videos come in packs/)
  })

  it.each(['how many rounds of edits before it costs extra', 'is there a limit on rounds of revisions'])(
    '%j is the revisions answer',
    (question) => {
      expect(answer(question)?.response).toMatch(/unlimited/i)
    },
  )

  it.each([
    'is the refund guarantee for each payment or only the first',
    'does the money-back promise renew every month',
  ])('%j is the guarantee on the first order', (question) => {
    expect(answer(question)?.response).toMatch(
      /^No, the guarantee applies once per customer, to the first order/,
    )
  })

  it('an either-or between one payment and a monthly one is the renewal, not a no', () => {
    const reply = answer('are the add-ons paid once or do they carry on each month')
    expect(reply?.response).toMatch(/renew/)
    expect(reply?.response).not.toMatch(/^No/)
  })

  it.each(['I travel a lot, can I approve posts on the go', 'can i check the posts from my iphone'])(
    '%j says it works from a phone',
    (question) => {
      expect(answer(question)?.response).toMatch(/^Yes, you can do it from your phone/)
    },
  )

  it('applying for a role names the Apply Now button', () => {
    const reply = answer('where do i apply for the social media manager role')
    expect(reply?.response).toMatch(/Apply Now/)
    expect(reply?.sources[0]?.url).toBe('/careers')
  })
})

describe('something no page names, asked of us', () => {
  it.each([
    ['Could you also produce voiceovers for the clips?', 'voiceovers'],
    ['can u do memes', 'memes'],
    ['Do you build Shopify stores?', 'Shopify stores'],
    ['would you handle crisis management after a bad review', 'crisis management'],
    ['Can you sign an NDA before we start?', 'NDA'],
  ])('%j is "no" to it, as typed', (question, thing) => {
    expect(unknownThingAsked(question)).toBe(thing)
  })

  it.each([
    'can you do carousels',
    'do you do reels',
    'can you write captions for us',
    'can you design posts for my cafe',
    'can you manage scheduling',
    'can you sign me up today',
    'can you do a demo',
    'do you offer refunds',
    'could you provide invoices',
    'can you use our brand colours',
    'can you handle our instagram',
    'is there a contract',
  ])('%j is something we do or a fact', (question) => {
    expect(unknownThingAsked(question)).toBeUndefined()
    expect(answer(question)?.response ?? '').not.toMatch(/^No, we don't offer/)
  })

  it('before the catalogue only a request for us to do it counts, not "is there"', () => {
    expect(unknownThingAsked('are there exit penalties', true)).toBeUndefined()
    expect(unknownThingAsked('is there a mascot')).toBe('mascot')
  })

  it('answers with our service and its page', () => {
    const reply = capabilityNotOffered('can you record voiceovers', 'can you record voiceover', true)
    expect(reply?.response).toMatch(/^No, we don't offer voiceovers\. Our team creates custom-designed posts/)
    expect(reply?.sources[0]?.url).toBe('/pricing')
  })

  it('a plan for an audience no page names is our plans, the same for everyone', () => {
    expect(
      capabilityNotOffered('is there a plan for dentists', 'is there a plan for dentists')?.response,
    ).toMatch(/^No, we don't have a plan for dentists[\s\S]*Basic/)
  })
})

describe('a visit in person', () => {
  it.each(['could your team pop round to meet us', 'is a meeting at my restaurant possible'])(
    '%j is the honest no with the video call',
    (question) => {
      expect(answer(question)?.response).toMatch(/^No, we don't offer meetings in person[\s\S]*video call/)
    },
  )

  it('visiting the site is no visit', () => {
    expect(answer('can I visit your website pages about pricing')?.response ?? '').not.toMatch(/in person/)
  })
})

describe('the earlier halves still failing before', () => {
  it("'the night before' is no 'might'", () => {
    expect(normalise('feedback the night before')).toBe('feedback the night before')
    expect(answer('can I still change it the night before it goes live')?.response).toMatch(/new date/)
  })

  it('a refund asked by the terms is the guarantee, citing the terms', () => {
    const reply = answer('what do your terms and conditions say about how long I have to ask for a refund')
    expect(reply?.response).toMatch(/^Your first order is covered by our 30-day money-back guarantee/)
    expect(reply?.response).toMatch(/14-day money-back guarantee: 14 days for the plan fee/)
    expect(reply?.sources.map((source) => source.url)).toContain('/terms-of-service')
  })

  it('how often posts are sent to check is the review about twice a month', () => {
    expect(answer('how often do you send the drafts for checking')?.response).toMatch(/twice a month/)
  })

  it('the booking calendar is on the home page', () => {
    expect(answer('what page has the calendar for booking a call')?.response).toMatch(
      /^You'll find it on our home page/,
    )
  })
})
