/**
 * The seventeenth half's honest negatives about other tools, each in wordings no evaluation item uses:
 * what a do-it-yourself tool does (an editor, bulk uploads, scheduling one's own posts, seats and
 * workspaces, our AI for the visitor, social listening, link in bio) is a 'No' with our done-for-you
 * service in the site's words; a machine named as the writer gets the FAQ on AI; an agency compared on
 * two counts gets both facts.
 */
import { describe, expect, it } from 'vitest'
import { answer, response } from './answer-test-support.ts'

const firstSentence = (text: string) => text.split(/(?<=[.!?])\s/)[0] ?? ''

describe("a tool's self-service feature is a no, with what our team does instead", () => {
  it.each([
    'is there a drag and drop editor so i can tweak the designs myself',
    'Do you give us editable templates we can fill in ourselves?',
    'Can I log in and make my own graphics on your platform like I do in Canva?',
  ])('a design editor: %j', (question) => {
    const text = response(question)
    expect(firstSentence(text)).toMatch(/^No, we don't offer a design editor/)
    expect(text).toMatch(/designs, writes and schedules posts[\s\S]*scheduled for you/)
    expect(text).toMatch(/on our platform, by email or on WhatsApp/)
  })

  it.each([
    'we already make our posts in canva, can we just send them and you schedule them?',
    'Can I upload a spreadsheet of captions and have your system post them like Later does?',
    'Does your tool let me queue up my own content like Buffer?',
    'Does your platform have a content calendar where I can drag posts around myself?',
    'Can I connect my own Instagram and post from your app whenever I want?',
  ])('scheduling their own posts: %j', (question) => {
    const text = response(question)
    expect(firstSentence(text)).toMatch(/^No, we don't offer bulk uploads or scheduling for posts you make/)
    expect(text).toMatch(/custom-designed social media posts/)
  })

  it.each([
    'Can I add my marketing assistant as a second user on the account?',
    "We're 3 people in the office, can we all have logins?",
    'Is there a team plan with separate logins for each of our managers, like Sprout Social?',
  ])('seats and logins: %j', (question) => {
    const text = response(question)
    expect(firstSentence(text)).toMatch(/^No, we don't offer user seats/)
    expect(text).toMatch(/your dashboard is where you review your posts/)
  })

  it("an agency's clients get the terms' resellers clause", () => {
    const reply = answer('I run a small agency, could my clients each get their own workspace?')
    expect(firstSentence(reply?.response ?? '')).toMatch(/^No, we don't offer client workspaces/)
    expect(reply?.response).toMatch(/resell our services to your own clients/)
    expect(reply?.sources.map((source) => source.url)).toContain('/terms-of-service')
  })

  it.each([
    'can i use ur caption generator myself',
    'Could we license your AI writing tool for our in-house team?',
  ])('our AI for them: %j', (question) => {
    const text = response(question)
    expect(firstSentence(text)).toMatch(/^No, we don't offer our AI tools/)
    expect(text).toMatch(/AI-assisted research[\s\S]*checked by our team/)
  })

  it('social listening is a no, with our research and the reports add-on', () => {
    const text = response('do u do the social listening thing like hootsuite insights')
    expect(firstSentence(text)).toMatch(/^No, we don't offer social listening/)
    expect(text).toMatch(/Reports and analytics/)
  })

  it('a link in bio page is a no', () => {
    expect(firstSentence(response('do you set up a linktree style link in bio for us'))).toMatch(
      /^No, we don't offer link-in-bio pages/,
    )
  })

  it.each([
    'can i upload my own photos for the posts',
    'Do you use your AI tools to find trends?',
    'Do you post from your platform or by hand?',
    'Can my business partner also approve posts?',
  ])('not a tool feature: %j', (question) => {
    expect(response(question)).not.toMatch(/do-it-yourself tool/)
  })
})

describe('the offer after a no to a service says the posts are scheduled for you', () => {
  it('replying to DMs', () => {
    const text = response('Do you have a social inbox like Sprout where you handle all our DMs?')
    expect(firstSentence(text)).toMatch(/^No, we don't offer replying to comments/)
    expect(text).toMatch(/scheduled for you at the times your audience is most active/)
  })
})

describe('a machine named as the writer of captions is the FAQ on AI', () => {
  it.each([
    'Are the captions AI generated or written by a real copywriter?',
    'be straight with me, does a bot spit out the hashtags?',
  ])('%j', (question) => {
    expect(response(question)).toMatch(/AI-assisted research[\s\S]*checked by our team/)
  })

  it('captions asked alone are still what every plan includes', () => {
    expect(response('do you write the hashtags too')).toMatch(/captions and hashtags written for you/)
  })
})

describe('an agency compared on two counts gets both facts', () => {
  it('a contract and a set-up fee', () => {
    const text = response(
      'Our last agency had a minimum term of a year and an onboarding fee. Where do you stand on each?',
    )
    expect(text).toMatch(/No contracts/)
    expect(text).toMatch(/no set-up fee/)
  })

  it('a contract and a refund', () => {
    const text = response('My agency has a 12 month lock in and no refunds, how are you different on both?')
    expect(text).toMatch(/No contracts/)
    expect(text).toMatch(/money-back/)
  })
})
