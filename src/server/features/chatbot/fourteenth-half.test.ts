/** The fourteenth half's approval and rating failures, each kind in wordings no evaluation item uses. */
import { describe, expect, it } from 'vitest'
import { EMAIL, response } from './answer-test-support.ts'
import { inventedClaims, siteVocabulary } from './no-invention.ts'

describe('a post not answered in time gets the no-answer rule', () => {
  it.each([
    'if i dont get round to checking the posts do they still go out',
    'What is the deadline for approving a batch before publication?',
    'Suppose our team misses the approval window, what is the default?',
    'I go on holiday 2 weeks, I can not approve, what happen with the posts?',
    'wat if i ignor the aproval email',
    'do the posts get approved automatically if i say nothing',
    'how long have i got to approve stuff',
    'whats the cut off for approving',
    'If nobody on our side signs off, does the content still publish?',
  ])('%j', (question) => {
    expect(response(question)).toMatch(
      /^Posts you have not answered 24 hours before publishing are held and not published until you approve them\./,
    )
  })

  it('a reminder asked for gets the review e-mail too, and no promise of a reminder', () => {
    const said = response('do you send reminders if i havent approved')
    expect(said).toMatch(/Your posts are ready for review/)
    expect(said).toMatch(/24 hours before publishing/)
    expect(said).not.toMatch(/remind/i)
  })

  it.each(['i forgot my password', "what if i don't like the posts"])('%j is another topic', (question) => {
    expect(response(question)).not.toMatch(/24 hours before publishing/)
  })

  it("'straight away' is no absence", () => {
    expect(response('once i approve is it posted straight away')).not.toMatch(/24 hours before publishing/)
  })
})

describe('turning a post down, and being told posts are ready', () => {
  it.each(['if i reject a post what happens', 'what happens if I say no to a post', 'can we veto a design?'])(
    '%j is asking for changes',
    (question) => {
      expect(response(question)).toMatch(/You can ask for changes instead: revisions are unlimited\./)
    },
  )

  it.each([
    'Do I get a notification when posts are waiting for my approval?',
    'will u whatsapp me when posts r ready to check',
  ])('%j is the review e-mail', (question) => {
    expect(response(question)).toMatch(
      /^Yes\. When posts are ready, we email you 'Your posts are ready for review'/,
    )
  })
})

describe('the review link works for its days', () => {
  it.each([
    'how long does the link in the review email last?',
    'Is there an expiry on the approval links you send?',
    'the link for check the posts, it works how many days?',
    'review link expired what do i do',
    'the approve link dont work anymore',
  ])('%j', (question) => {
    expect(response(question)).toMatch(/The link works for 7 days; after that, sign in to your dashboard/)
  })

  it.each(['can i approve from the email link without logging in', 'can i approve posts without logging in'])(
    '%j is approving through the link, not buying without an account',
    (question) => {
      expect(response(question)).toMatch(/^Yes\. When posts are ready, we email you/)
      expect(response(question)).not.toMatch(/choose a plan and pay/)
    },
  )

  it('buying without logging in is still the account answer', () => {
    expect(response('can i buy without logging in')).toMatch(/choose a plan and pay without signing in/)
  })
})

describe('our rating, however it is asked, is the Google rating', () => {
  it.each([
    "What's your average star rating?",
    'how many stars r u on google',
    'how do people rate u',
    'is 4.9 your real google score',
    'what is your review score overall',
  ])('%j', (question) => {
    expect(response(question)).toMatch(/^Our Google rating is 4\.9\/5/)
    expect(response(question)).toMatch(/Hannah Brooks and Daniel Okafor gave 4 stars/)
  })

  it('a trade’s reviews on Google are the reviews, not the rating', () => {
    expect(response('any reviews on google from cafes')).toMatch(/Copper Kettle/)
  })

  it('a satisfaction figure is our work page’s', () => {
    expect(response('Do you have an overall customer satisfaction rating I can quote?')).toMatch(
      /95% client satisfaction/,
    )
  })
})

describe('the new answers state only what the site holds', () => {
  it.each([
    'what happens if we miss the deadline to approve',
    'how long does the approval link stay valid',
    'what do your reviews average',
  ])('%j', (question) => {
    expect(inventedClaims(response(question), siteVocabulary(EMAIL), question)).toEqual([])
  })
})
