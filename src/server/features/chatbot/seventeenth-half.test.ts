/** The seventeenth half's kinds of failure in the legal pages, accounts and approvals, in new wordings. */
import { describe, expect, it } from 'vitest'
import { answer, response } from './answer-test-support.ts'

const urls = (question: string) => answer(question)?.sources.map((source) => source.url) ?? []

describe('the rights to the photos a customer gives us are the terms', () => {
  it.each([
    'we got some photos off a competitors website, fine to use them?',
    'do the pictures have to be taken by us',
    'pics i saved from pinterest ok for our posts?',
    'what if i send a logo we dont have the rights for',
    'Can we give you stock images or only our own?',
  ])('%j', (question) => {
    expect(response(question)).toMatch(/^They need to be yours, or used with permission: you confirm/)
    expect(urls(question)).toContain('/terms-of-service')
  })

  it('a network the material came from is no network we are asked to post to', () => {
    expect(response('images i downloaded from pinterest, can u use them')).not.toMatch(/^No, we don't post/)
  })
})

describe('a data request is answered within one month, whatever the clause asks', () => {
  it.each([
    'send me a copy of all our information, how fast do you answer?',
    'i need export of my data. when you reply me?',
    'Please delete all my data - how soon will you get back to me?',
  ])('%j', (question) => {
    expect(response(question)).toMatch(/we will answer within one month/)
    expect(response(question)).not.toMatch(/24 hours/)
  })

  it('how long old records are kept stays the retention answer', () => {
    expect(
      response('if i ask for a copy of my data how long to answer, and how long do you keep records'),
    ).toMatch(/six years/)
  })
})

describe('the law the privacy policy follows, in its own words', () => {
  it.each([
    ['Is the privacy notice recent, and what law is it under?', /UK data-protection law/],
    ['what regulation do u follow for my data', /^We follow UK data-protection law/],
    [
      'are you complying with gdpr?',
      /^Yes: we follow UK data-protection law, including the UK General Data Protection Regulation \(UK GDPR\)/,
    ],
  ])('%j', (question, must) => {
    expect(response(question)).toMatch(must)
    expect(urls(question)).toContain('/privacy-policy')
  })

  it("the terms' governing law is unchanged", () => {
    expect(response('which courts handle disputes under your terms')).toMatch(/courts of England and Wales/)
  })
})

describe("cookies: consent first, the choices in the policy's words, the named kind first", () => {
  it.each([
    [
      'do you drop ad cookies before i agree',
      /^No, we set analytics, functionality and advertising cookies only with your consent/,
    ],
    ['tracking cookies are on even when i didnt accept?', /^No, we set analytics/],
    [
      'if i reject cookies can i still sign in',
      /signing in will not work without strictly necessary cookies/,
    ],
    ['how long do advertising cookies stay', /^Advertising cookies: .*They last: 6 months\./],
  ])('%j', (question, must) => {
    expect(response(question)).toMatch(must)
    expect(urls(question)).toEqual(['/cookie-policy'])
  })
})

describe('how passwords are kept is the security section, not retention', () => {
  it.each([
    ['can ur team read my password', /^No, your password is stored only as a secure hash/],
    ['is the password saved in clear text?', /^No, your password is stored only as a secure hash/],
    ['how are passwords kept on your servers', /^Your password is stored only as a secure hash/],
  ])('%j', (question, must) => {
    expect(response(question)).toMatch(must)
    expect(response(question)).not.toMatch(/six years/)
  })
})

describe('who sees what we are given, and whether this chat is kept', () => {
  it('who can see the uploads: the staff who need it', () => {
    expect(response('who at your company can see the photos we upload')).toMatch(/staff who need it/)
  })

  it('the chat is among the data collected, with how long it is kept', () => {
    expect(response('do u save this conversation?')).toMatch(
      /^Yes, conversations with our website chatbot are among the data we collect\. We keep your data/,
    )
  })
})

describe('how often a customer reviews content is the review about twice a month', () => {
  it.each([
    'how many times a month will i sit down and review posts',
    'As the owner how often do I go and review the content?',
    'how often will I review content',
  ])('%j', (question) => {
    expect(response(question)).toMatch(/^We send your upcoming posts for review about twice a month/)
  })
})

describe('the password reset link works once, for an hour, as the sign-in page says', () => {
  it.each([
    [
      'does the forgot password link still work tomorrow',
      /^No, a password reset link works once and expires after 1 hour\./,
    ],
    ['how long is the reset email valid', /^A password reset link works once and expires after 1 hour\./],
    ['the link for a new password, when does it expire?', /^A password reset link works once/],
  ])('%j', (question, must) => {
    expect(response(question)).toMatch(must)
    expect(answer(question)?.sources).toEqual([
      { title: "Sign in: 'Forgot password?'", url: '/auth' },
      { title: 'Our password reset e-mail', url: null },
    ])
  })

  it('a forgotten password gets the way to a new link', () => {
    expect(response('i lost my password, help')).toMatch(/^Choose 'Forgot password\?' on the sign-in page/)
  })

  it("the review e-mail's link keeps its 7 days", () => {
    expect(response('how long does the approval link in the email last')).toMatch(/works for 7 days/)
  })
})

describe('a second round: changing a password, sharing for adverts, photos after cancelling', () => {
  it('changing a known password is Settings, named with no link', () => {
    const question = 'where can i update my password'
    expect(response(question)).toMatch(/^Sign in, open Settings in your dashboard and use Change Password/)
    expect(answer(question)?.sources[0]).toEqual({ title: 'Settings in your dashboard', url: null })
  })

  it('our data passed to a network for its adverts is the sharing section', () => {
    expect(response('do u give our customer emails to instagram for targeting')).toMatch(
      /^We share data only with the processors/,
    )
  })

  it('what happens to the photos after cancelling is how long we keep data', () => {
    expect(response('once we cancel will you wipe our logo and photos?')).toMatch(
      /^We keep your data while you are a customer/,
    )
  })
})
