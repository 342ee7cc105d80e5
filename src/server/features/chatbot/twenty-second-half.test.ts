/**
 * The twenty-second half's failures about facts: a plan and its extras added up by the checkout's quote,
 * who publishes the approved posts, and how to claim the money-back guarantee, each in wordings no
 * evaluation item uses.
 */
import { describe, expect, it } from 'vitest'
import { EMAIL, response } from './answer-test-support.ts'
import { inventedClaims, siteVocabulary } from './no-invention.ts'

const site = siteVocabulary(EMAIL)

/** The answer states the total and its sum, and nothing our content or the question does not hold. */
function expectTotal(question: string, total: string, sum: string) {
  const text = response(question)
  expect(text, question).toMatch(new RegExp(`comes to ${total} a month`))
  expect(text, question).toContain(`${sum} = ${total}`)
  expect(inventedClaims(text, site, question), question).toEqual([])
}

describe('a plan with the networks named, added up by the checkout', () => {
  it.each([
    ['What would Pro cost a month with Instagram included and Facebook added on?', '£164', '£149 + £15'],
    ['Basic, Facebook as my free channel plus LinkedIn as an extra - total monthly?', '£94', '£79 + £15'],
    ['premium with insta and facebook, whats the total per month', '£234', '£219 + £15'],
    [
      'If I go for Basic with Instagram and Facebook, what will I pay each month in total?',
      '£94',
      '£79 + £15',
    ],
    [
      'Pro plan, Instagram as the free one and Threads as a paid extra: monthly total please',
      '£164',
      '£149 + £15',
    ],
    ['total monthly cost of premium covering facebook, instagram and linkedin', '£249', '£219 + 2 × £15'],
    [
      'I want the Basic plan on Facebook, Instagram and Google Business. What is that altogether each month?',
      '£109',
      '£79 + 2 × £15',
    ],
    ["what's the monthly bill for Pro with Facebook plus X as an additional channel", '£164', '£149 + £15'],
    [
      'Exact figure per month: Premium, Instagram included, LinkedIn company page added',
      '£234',
      '£219 + £15',
    ],
    ['how much will pro come to if i want it on instagram and facebook', '£164', '£149 + £15'],
    ['Pro with Facebook + Instagram, how much per month in total?', '£164', '£149 + £15'],
    [
      "For Basic with Instagram as the included channel and Threads on top, what's the monthly figure?",
      '£94',
      '£79 + £15',
    ],
    ['whats basic plus facebook and insta altogether', '£94', '£79 + £15'],
    [
      'Could you work out my monthly payment for Premium with Facebook, Instagram, Threads and X?',
      '£264',
      '£219 + 3 × £15',
    ],
    ["I'd like Pro for Instagram with one extra channel for Facebook. Total a month?", '£164', '£149 + £15'],
    ['monthly total for the 79 pound plan with facebook and instagram', '£94', '£79 + £15'],
    [
      'Our café wants the middle plan on Instagram and Facebook - what does that add up to monthly?',
      '£164',
      '£149 + £15',
    ],
    ['Basic + Instagram + Facebook = ? per month', '£94', '£79 + £15'],
    [
      'How much is the premium package with linkedin included and instagram as an add-on channel, in total?',
      '£234',
      '£219 + £15',
    ],
    ['the top plan on instagram, facebook and threads - combined monthly price?', '£249', '£219 + 2 × £15'],
    [
      'Pro with Google Business as the main channel and Instagram as a second one, total?',
      '£164',
      '£149 + £15',
    ],
  ])('%j', (question, total, sum) => expectTotal(question, total, sum))

  it('names the included network and the additional one as the visitor did', () => {
    expect(
      response('Pro, Instagram as the included channel and Facebook additional: monthly total?'),
    ).toMatch(/^Pro with Instagram included and Facebook as an additional channel comes to £164 a month/)
    // 'LinkedIn' alone is either of its two; the price is the same.
    expect(response('basic with facebook and linkedin, total a month')).toMatch(
      /Facebook included and LinkedIn as an additional channel/,
    )
  })
})

describe('a plan with counted channels and add-ons, added up by the checkout', () => {
  it.each([
    ['pro + 1 extra channel + 8 videos, total per month?', '£313', '£149 + £15 + £149'],
    [
      'Basic with three more channels and the analytics report, how much altogether?',
      '£136',
      '£79 + 3 × £15 + £12',
    ],
    ['What does Premium plus 20 stories plus reports come to a month?', '£320', '£219 + £89 + £12'],
    ['basic, 2 additional platforms and reports - monthly total?', '£121', '£79 + 2 × £15 + £12'],
    ['How much a month for Pro with an extra channel and 4 short videos?', '£243', '£149 + £15 + £79'],
    ['Premium + 2 extra channels + 10 stories + 12 videos total', '£517', '£219 + 2 × £15 + £219 + £49'],
    ['total for basic plus reports plus 4 carousel posts', '£111', '£79 + 4 × £5 + £12'],
    ["Pro, 2 extra networks, monthly reports. What's my monthly bill?", '£191', '£149 + 2 × £15 + £12'],
    ['what would i pay each month for basic with 1 more channel and reporting', '£106', '£79 + £15 + £12'],
    ['Basic and reports and 2 extra channels, whats that altogether', '£121', '£79 + 2 × £15 + £12'],
    ['Could you add up Premium with 30 stories and the reports add-on for me?', '£360', '£219 + £129 + £12'],
    ['pro plan plus 6 carousel posts plus 2 extra channels, total?', '£209', '£149 + 2 × £15 + 6 × £5'],
    [
      'I want basic, 2 more social channels and the monthly analytics. How much in total per month?',
      '£121',
      '£79 + 2 × £15 + £12',
    ],
    ['how much all-in for Pro + reports?', '£161', '£149 + £12'],
    ['Basic with 8 reels and reports, monthly total?', '£240', '£79 + £149 + £12'],
    ['price for premium with an extra platform plus the stories bundle of 10', '£283', '£219 + £15 + £49'],
    ['cheapest plan + 2 extra channels + reports add-on = ?', '£121', '£79 + 2 × £15 + £12'],
    ['whats the total if i get Pro with 3 channels in all and the reports', '£191', '£149 + 2 × £15 + £12'],
    ['sum for basic + reports + 2 extra channels pls', '£121', '£79 + 2 × £15 + £12'],
    ['the 20 post plan with another channel and analytics, total monthly cost?', '£176', '£149 + £15 + £12'],
    [
      'Basic plus two extra channels plus the reports, what does it all come to?',
      '£121',
      '£79 + 2 × £15 + £12',
    ],
  ])('%j', (question, total, sum) => expectTotal(question, total, sum))

  it('lists each part as the site prices it', () => {
    const text = response('basic + 2 extra channels + reports, monthly total?')
    expect(text).toMatch(/The Basic plan costs £79 a month for 10 posts a month/)
    expect(text).toMatch(/each additional channel is £15 a month/)
    expect(text).toMatch(/Reports and analytics: £12 a month/)
  })
})

describe('an add-on named without its size', () => {
  it('gives the total with each size when one add-on has several', () => {
    const text = response('Pro with videos, total a month?')
    expect(text).toMatch(/^Pro with Short-form videos comes to £228, £298 or £368 a month/)
    expect(text).toContain('£149 + £79 = £228')
    expect(text).toContain('£149 + £219 = £368')
    expect(inventedClaims(text, site)).toEqual([])
  })

  it('asks which sizes when several add-ons have them', () => {
    const text = response('Premium with videos and stories, total?')
    expect(text).toMatch(
      /^The Premium plan comes to £219 a month\. That is before Short-form videos and Stories posts/,
    )
    expect(text).toMatch(/4 for £79[\s\S]*10 for £49[\s\S]*Which would you like\?/)
  })

  it('asks how many carousel posts, with their price', () => {
    expect(response('pro with carousels, whats the total')).toMatch(
      /before Carousel posts, which come in several sizes: £5 per carousel post; choose 2, 4, 6, 8 or 10/,
    )
  })

  it('leaves the blog articles, which the checkout does not sell, out of the total', () => {
    const text = response('Pro with 2 extra channels and a 1000 word blog, total?')
    expect(text).toMatch(/^Pro with 2 additional channels comes to £179 a month: £149 \+ 2 × £15 = £179/)
    expect(text).toMatch(/SEO blog articles are not sold at checkout, so they are not in this total/)
  })
})

describe('who publishes the approved posts: we schedule and publish them', () => {
  it.each([
    'Once I have approved the posts, do I need to upload them to Instagram myself?',
    'Do you actually post them for me or do I have to?',
    'who publishes the posts, me or you?',
    'after approving, will you publish to my facebook page or is that my job?',
    'do i have to put the posts up myself',
    'Will I need to log in and post everything myself after I approve it?',
    'Once approved, do the posts go out automatically?',
    'after sign off who actually hits publish?',
    'Is publishing included, or do we post them ourselves?',
    'I approve them and then what, do I post them on Instagram myself?',
    'do u post it for me or do i copy and paste it onto insta',
    'When the posts are approved, are they published by you or by me?',
    'Are we expected to publish the approved content on LinkedIn ourselves?',
    'After I say yes to the posts, you put them on Facebook, or I must do it?',
    'I must post by myself on Instagram, or your team post it?',
    'Is it me who uploads the posts after approval?',
    'does your team handle the actual posting or just the design?',
    'Will you be the ones posting to our Google Business profile?',
    'once we approve do we still need to post the content ourselves',
    'after i approve the designs, do they get posted automatically?',
    'Do I have to press publish on each post?',
    'so you also publish them? not just make them',
    'you make the posts, but who puts them online?',
    'After approval is the posting on Threads done by you?',
    'Do I have to publish the posts myself?',
    'On Pro, do I have to publish the posts myself?',
  ])('%j', (question) => {
    const text = response(question)
    expect(text).toMatch(/^We do it for you: once you approve your posts, we schedule them and publish them/)
    expect(text).not.toMatch(/you need to publish them yourself/i)
  })

  it('names the network asked about', () => {
    expect(response('after I approve, must I publish them on Instagram myself?')).toMatch(
      /publish them on Instagram for you/,
    )
  })

  it('leaves other questions about posting to their own answers', () => {
    expect(response('If I don’t answer in time, do the posts go out automatically?')).toMatch(
      /^Posts you have not answered/,
    )
    expect(response('Do I have to approve each post myself?')).not.toMatch(/^We do it for you/)
    expect(response('I make the posts myself, can you schedule them?')).toMatch(/^No, we don't offer/)
    expect(response('Can you post on TikTok for me?')).toMatch(/video add-on/)
    expect(response('who owns postcraft')).toMatch(/founders/)
  })
})

describe('claiming the money-back guarantee, even when the posts are what the visitor dislikes', () => {
  it.each([
    'If the first posts are not good for me, how do I get a refund?',
    'Not happy with the first batch of posts — what do I need to do to get my money back?',
    "what's the process to claim the money back guarantee",
    'I dont like the first designs, how can I ask for a refund?',
    'If I hate the first month of posts, how do I claim my money back?',
    'how do i get my money back if the first posts are rubbish',
    'If I am not satisfied with the first content, what I have to do for the refund?',
    'The first posts are not what I expected. How I can have my money back?',
    'what are the steps to get a refund if we are unhappy with the posts',
    'We are not happy with your first posts, what should we do to be refunded?',
    'How do I request a refund under your guarantee?',
    'If the designs in the first month are bad what do I do to get refunded',
    'how to claim refund if not happy with posts',
    "If I don't like the posts, what must I do so you give back my money?",
    'Who do I contact to get my money back if the first posts are not right?',
    "If I'm not satisfied with the first posts, where do I send the refund request?",
    'unhappy with the first posts, can you tell me how to get the refund?',
    'if the first lot of content is no good what is the procedure for a refund',
    "What must I do to get my money back if the posts don't suit my shop?",
    'I need to claim the money back, the first posts were not for me. What now?',
    'If your posts dont work for me how do i go about getting a refund',
  ])('%j', (question) => {
    const text = response(question)
    expect(text).toMatch(
      new RegExp(`^To claim the money-back guarantee, email us at ${EMAIL.replace('.', '\\.')}\\.`),
    )
    expect(text).toMatch(/30-day money-back guarantee[\s\S]*once per customer/)
  })

  it('still answers a post the visitor dislikes, with no money asked, with the revisions', () => {
    expect(response("I don't like one of the designs, what should I do?")).toMatch(/^Unlimited/)
    expect(response('If I am not happy with a post, can it be changed?')).toMatch(/^Unlimited/)
  })
})
