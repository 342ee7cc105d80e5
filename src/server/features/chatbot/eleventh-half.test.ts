/** The eleventh half's kinds of failure (decision 0053), each in wordings no evaluation item uses. */
import { describe, expect, it } from 'vitest'
import { intentScore } from '#shared/chatbot/intent-score.ts'
import { normalise } from '#shared/chatbot/normalise.ts'
import { answer, response } from './answer-test-support.ts'
import { messageKind } from './responder.ts'
import { isReadyBuyer } from './special-messages.ts'

const pages = (question: string) => answer(question)?.sources.map((source) => source.url) ?? []

describe('a guarantee word that belongs to another fact', () => {
  it.each([
    'can u guarantee ill hear back same day',
    'will someone answer my email within the hour',
    'do you promise to respond to support messages in 30 mins',
    'guaranteed reply within 2 hrs?',
  ])('%j is the honest no with the 24 hours', (question) => {
    expect(response(question)).toMatch(/^No, we don't guarantee a reply that quickly\./)
    expect(response(question)).toMatch(/within 24 hours/)
    expect(response(question)).not.toMatch(/money-back/)
  })

  it('a reply time that is not sooner keeps the FAQ without a no', () => {
    expect(response('do you reply within 2 days')).toMatch(/^Our team is available.*within 24 hours/)
  })

  it.each(['is a revision guaranteed if my feedback is late', 'are edits guaranteed to be done in 48 hours'])(
    '%j is the revisions answer, not the money-back guarantee',
    (question) => {
      expect(response(question)).toMatch(/48 hours/)
      expect(response(question)).not.toMatch(/money-back/)
    },
  )

  it.each(['does the money back guarantee cover revisions', 'whats the guarantee if im not happy'])(
    '%j is still the money-back guarantee',
    (question) => {
      expect(response(question)).toMatch(/money-back guarantee/)
    },
  )
})

describe('cancel, free and checkout read with the words around them', () => {
  it.each(['can i cancel one post before it goes out', 'can we pull a scheduled post'])(
    '%j is approving, not cancelling the plan',
    (question) => {
      expect(response(question)).toMatch(/We never publish anything you have not seen/)
      expect(response(question)).not.toMatch(/Manage My Subscription/)
    },
  )

  it('cancelling the subscription is still the cancellation answer', () => {
    expect(response('how do i cancel my plan')).toMatch(/30 days/)
  })

  it.each(['is it free to cancel', 'do i get charged for cancelling'])(
    '%j is no contract and the notice',
    (question) => {
      expect(response(question)).toMatch(/^No contracts\..*30 days/)
    },
  )

  it.each(['does the demo cost anything', 'do i have to pay for the video chat with ur team'])(
    '%j is the free demo call',
    (question) => {
      const words = normalise(question)
      const reply = messageKind(words) === 'booking' ? undefined : answer(question)
      if (reply) expect(reply.response).toMatch(/free demo call/)
    },
  )

  it.each([
    'i forgot to choose videos at checkout, can i still get some',
    'skipped the stories option when i paid, is it too late',
  ])('%j is an extra added later, and no ready buyer', (question) => {
    expect(isReadyBuyer(normalise(question))).toBe(false)
    expect(response(question)).toMatch(/^Add extras at checkout or later from your dashboard/)
    expect(intentScore({ visitorMessages: [question], emailGiven: false, pagesSeen: [] })).toBeLessThan(40)
  })

  it('a buyer at the checkout is still a buyer', () => {
    expect(isReadyBuyer(normalise('ready to pay now, send me the checkout link'))).toBe(true)
  })
})

describe('billing in the terms own words', () => {
  it.each(['can i pay for 12 months at once for less', 'do you do a yearly price'])(
    '%j is the no with six-monthly',
    (question) => {
      expect(response(question)).toMatch(/^No, we bill monthly or six-monthly/)
    },
  )

  it.each([
    'is my card charged at the start of each month',
    'do you take the money at the begining of the month or after',
    'r u paid at the end of the month',
  ])('%j is the terms: in advance', (question) => {
    expect(response(question)).toMatch(/in advance/)
  })
})

describe('a plan named with stories', () => {
  it.each(['is stories stuff in pro', 'basic got stories included or do i pay extra'])(
    '%j is what the plans include, and the add-on',
    (question) => {
      expect(response(question)).toMatch(/Story content ideas/)
      expect(response(question)).toMatch(/Stories posts themselves are an add-on/)
    },
  )

  it('the price of stories with a plan holds the add-on price', () => {
    expect(response('how much do stories cost with premium')).toMatch(/£49/)
  })
})

describe('hiring and where the jobs are', () => {
  it.each(['any job openings rn', 'are you taking on staff', 'is postcraft recruiting'])(
    '%j is the roles',
    (question) => {
      expect(response(question)).toMatch(/Social Media Manager/)
      expect(pages(question)).toContain('/careers')
    },
  )

  it('having to go into an office is the remote roles, not a visit', () => {
    expect(response('would i have to commute to an office for the job')).toMatch(
      /^No, we don't have office-based roles.*Remote/,
    )
    expect(pages('would i have to commute to an office for the job')).toEqual(['/careers'])
  })
})

describe('three-letter trades, the demo and websites', () => {
  it.each([
    ['anything you made for a gym?', /community gym/],
    ['show me stuff u did for a spa', /spa day vouchers/],
  ])('%j finds its sample design', (question, design) => {
    expect(response(question)).toMatch(design)
  })

  it.each(['whats the demo call for', 'what do u go over on the free call'])(
    '%j is the pricing page line',
    (question) => {
      expect(response(question)).toMatch(/we will show you real examples and recommend a plan/)
    },
  )

  it.each(['could u knock up a new shop website for us', 'we want our business website redone too, can you'])(
    '%j is the honest no to website design',
    (question) => {
      expect(response(question)).toMatch(/^No, we don't offer website design/)
      expect(response(question)).toMatch(/SEO blog articles/)
    },
  )
})

describe("the visitor's own profiles and a rough number of posts", () => {
  it.each([
    'must we already have a linkedin page',
    'we havent got a tiktok account yet, does that matter',
    'do i have to create a facebook profile before signing up',
  ])('%j is connecting their own profiles', (question) => {
    expect(response(question)).toMatch(/^We post to your own social profiles/)
    expect(response(question)).toMatch(/Connect your profiles/)
  })

  it.each([
    ['we own 2 salons and want roughly 25 posts a month', /^The Premium plan covers that/],
    ['looking at approx 15 posts per month', /^The Pro plan covers that/],
  ])('%j is the plan that covers it', (question, plan) => {
    expect(response(question)).toMatch(plan)
  })

  it('an exact number between plans is a no that names the covering plan', () => {
    expect(response('do you sell exactly 25 posts a month')).toMatch(
      /^No, we don't offer 25 posts a month\. The Premium plan covers it/,
    )
  })
})

describe('a second round of wordings', () => {
  it('a turnaround when the visitor emails is the reply time, not revisions', () => {
    expect(response('what kind of turnaround when we message you')).toMatch(/within 24 hours/)
    expect(response('what kind of turnaround when we message you')).not.toMatch(/Unlimited/)
  })

  it('a change of plan in the middle of the month is a plan change, not the middle plan', () => {
    const reply = response('change of plan mid-month, how does it work')
    expect(reply).toMatch(/Manage My Subscription/)
    expect(reply).not.toMatch(/^The Pro plan costs/)
  })

  it('the middle plan is still Pro', () => {
    expect(response('what is the mid package price')).toMatch(/^The Pro plan costs £149/)
  })

  it('work for a trade, asked as "you made … for"', () => {
    expect(response('have u ever designed posts for a vet')).toMatch(/veterinary practice/)
  })

  it('a site on a website builder is website design', () => {
    expect(response('could you sort our wix site while youre at it')).toMatch(
      /^No, we don't offer website design/,
    )
  })

  it('having a network already, without the word account', () => {
    expect(response('do i need to be on tiktok already')).toMatch(/^We post to your own social profiles/)
  })
})
