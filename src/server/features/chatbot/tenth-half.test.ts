/** The tenth half's kinds of failure (decision 0052), each in wordings no evaluation item uses. */
import { describe, expect, it } from 'vitest'
import { answerMessage } from './answer.ts'
import { answer, beforeSearchContext } from './answer-test-support.ts'

describe('the top and bottom of the price list in everyday words', () => {
  it.each([
    'which is ur priciest package',
    'how much is the top-end plan a month',
    'wots the dearest package u do',
    'which plan cost the most money?',
  ])('%j is Premium', (question) => {
    const response = answer(question)?.response ?? ''
    expect(response).toMatch(/^The Premium plan costs £219/)
    expect(response).not.toMatch(/£149/)
  })

  it.each(['whats the least pricey option', 'most affordable tier pls', 'how much is the cheapo one'])(
    '%j is Basic',
    (question) => {
      expect(answer(question)?.response).toMatch(/^The Basic plan costs £79/)
    },
  )
})

describe('a quantity with a word describing it', () => {
  it.each([
    'Can I get 45 branded posts monthly?',
    'we need 35 on-brand graphics every month',
    'is there a bigger package than 30 posts, we need like 70 quality posts',
  ])('%j is an honest no with Premium', (question) => {
    expect(answer(question)?.response).toMatch(/^No, our largest plan is Premium/)
  })

  it('a carousel named before the posts is no quantity of posts', () => {
    expect(answer('how many photos go in 1 carousel post')?.response ?? '').not.toMatch(/fewer than/)
  })
})

describe('a change asked within some hours, however put', () => {
  it.each([
    'can you fix a typo within 1 hour',
    'need an edit turned round in about 3 hrs',
    'I want the correction in 30 minutes, possible?',
    'if theres a mistake can you fix it same afternoon',
    'i need edits back by tonight',
    'how fast you can change post, 1 hour ok?',
  ])('%j is the no with the 48 hours', (question) => {
    expect(answer(question)?.response).toMatch(/^No, we don't offer same-day edits[\s\S]*48 hours/)
  })

  it.each([
    'if I send changes 24 hours before the post, is that ok?',
    'how quickly are edits done, is 72 hours ok?',
  ])('%j asks no change faster than ours', (question) => {
    expect(answer(question)?.response ?? '').not.toMatch(/^No/)
  })
})

describe('channels: the one each plan includes, in the plans own words', () => {
  it.each([
    'do i get 3 channels free with pro',
    'is 2 networks free or i pay extra',
    'is facebook AND instagram both free on basic',
  ])('%j is no, with the channel included', (question) => {
    const response = answer(question)?.response ?? ''
    expect(response).toMatch(/^No/)
    expect(response).toMatch(/£15 a month/)
  })

  it.each([
    'can I have every channel for one flat price',
    'do you do unlimited platforms for a set fee',
    'as many networks as we like for one price?',
    'all social media included in the price?',
    'is every platform included at no extra cost',
  ])('%j is no to unlimited channels', (question) => {
    expect(answer(question)?.response).toMatch(
      /^No, we don't have one price for unlimited channels[\s\S]*1 social media channel included[\s\S]*£15/,
    )
  })

  it('how many are included names the plans line', () => {
    expect(answer('how many platforms come included with premium')?.response).toMatch(
      /1 social media channel included/,
    )
  })
})

describe('how often we post, asked with a guess', () => {
  it.each([
    'how often will stuff go up on my page, every day?',
    'how frequently do you post, is it daily',
    'you post every day for me or not?',
    'do u post everyday?',
  ])('%j gives the post at least every 5 days', (question) => {
    expect(answer(question)?.response).toMatch(/at least every 5 days/)
  })

  it('a guess beyond our largest plan keeps its no first', () => {
    expect(answer('how often will you post, 3 times a day?')?.response).toMatch(
      /^No, our largest plan[\s\S]*at least every 5 days/,
    )
  })
})

describe('an account of ours before buying, and what we need from the visitor', () => {
  it.each([
    'do I have to register before paying',
    'must I create login before I can purchase',
    'do i must have account on your website before paying',
    'I have to sign up on site before buying plan?',
  ])('%j is no account first', (question) => {
    expect(answer(question)?.response).toMatch(/^No\. You can choose a plan and pay without signing in/)
  })

  it.each(['Can I checkout as a guest?', 'can i buy without making an account'])(
    '%j is yes, without signing in',
    (question) => {
      expect(answer(question)?.response).toMatch(/^Yes\. You can choose a plan and pay without signing in/)
    },
  )

  it.each([
    'what do I need to give you to get going',
    'what info will you want from us at the start',
    'what should i have ready before we kick off',
  ])('%j is what we need, with access to the social profiles', (question) => {
    expect(answer(question)?.response).toMatch(/access to the social profiles/)
  })
})

describe('British English', () => {
  it.each([
    'do you use UK spelling',
    'colour or color - which do you use in captions',
    'what language are the captions in',
    'do you spell things the british way',
  ])('%j is the About page', (question) => {
    const reply = answer(question)
    expect(reply?.response).toMatch(/British English/)
    expect(reply?.sources.map((source) => source.url)).toContain('/about')
  })
})

describe('how soon the team replies, however put', () => {
  it.each([
    'whats the guaranteed reply time for emails',
    'do you commit to a response time on support',
    "what's your typical turnaround on support emails",
    'is there an SLA for support replies',
  ])('%j is the 24 hours', (question) => {
    const response = answer(question)?.response ?? ''
    expect(response).toMatch(/within 24 hours/)
    expect(response).not.toMatch(/money-back|No contracts/)
  })
})

describe('posting what the visitor has not approved, put the other way round', () => {
  it.each([
    "can anything go out that the owner hasn't okayed",
    'will you publish posts we never approved',
    'do you post things i havent signed off',
    'will stuff get posted without my say so',
    'u wont post stuff i didnt approve right?',
  ])('%j is the no, citing the About page', (question) => {
    const reply = answer(question)
    expect(reply?.response).toMatch(/^No, we never publish anything you have not seen/)
    expect(reply?.sources.map((source) => source.url)).toContain('/about')
  })

  it('a post not yet approved, asked about, is no publishing question', () => {
    expect(answer('what happens to a post I have not approved by the deadline?')?.response ?? '').not.toMatch(
      /^No, we never publish/,
    )
  })
})

describe('jobs: the careers page line for anyone the roles do not fit', () => {
  it.each([
    'none of the jobs match my skills, can I still send a CV',
    "i'd love to work for postcraft but theres no role for me",
    'no suitable vacancy for me but i want to join your team',
  ])('%j', (question) => {
    expect(answer(question)?.response).toMatch(/Send your CV/)
  })

  it('working with us on the visitor posts is no job', () => {
    expect(answer('i want to work with you on my instagram')?.response ?? '').not.toMatch(/hiring/)
  })
})

describe('adding extras later, in the pricing page own words', () => {
  it.each([
    'I can add the videos after I buy?',
    'forgot to pick reports at checkout, can i add them after',
    'can I add stories later on after I sign up',
  ])('%j', (question) => {
    expect(answer(question)?.response).toMatch(/later from your dashboard/)
  })
})

describe('a visit offers the free demo call', () => {
  it.each(['can you visit us in Leeds', 'would you pop over to my cafe to meet'])('%j', (question) => {
    expect(answer(question)?.response).toMatch(/^No, we don't offer meetings in person[\s\S]*free demo/)
  })
})

describe('a question beside a wish for a person is answered, not handed over', () => {
  it.each([
    ['are the posts made by AI? i would prefer a human', /AI-assisted research/],
    ['I want a human to write my captions, not a bot', /AI-assisted research/],
    ['how much is pro? also can i talk to a real person', /£149/],
    ['can i talk to someone real? whats the price of premium', /£219/],
  ])('%j', async (message, expected) => {
    const reply = await answerMessage(message, beforeSearchContext)
    expect(reply.handoff).toBe(false)
    expect(reply.response).toMatch(expected)
    expect(reply.response).toMatch(/free video call/)
  })

  it.each(['Please let me speak to a real person', 'i need to talk to someone about my invoice'])(
    '%j only asks for a person',
    async (message) => {
      expect((await answerMessage(message, beforeSearchContext)).handoff).toBe(true)
    },
  )

  it('an honest no stays first, then the person', async () => {
    const reply = await answerMessage(
      'Do you have a phone line? I want to talk to a real human',
      beforeSearchContext,
    )
    expect(reply.response).toMatch(/^No, we don't offer support by phone/)
    expect(reply.response).not.toMatch(/AI-assisted/)
    expect(reply.handoff).toBe(true)
  })
})
