/**
 * The twenty-first half's honest negatives and long message, in wordings no evaluation item uses: a
 * long video (by its length or its kind) is a 'no', then the Short-form videos add-on; a support video
 * call asked on a plan without one is a 'no', then the plans that include them and how they are
 * booked; changing an account's e-mail address is done by our support team; extra posts for a month
 * are not sold, a bigger plan is; what we would do each month, asked at the end of a long story, is
 * answered with the FAQ's own words.
 */
import { describe, expect, it } from 'vitest'
import { normalise } from '#shared/chatbot/normalise.ts'
import { EMAIL, response } from './answer-test-support.ts'
import { questionPart } from './long-message.ts'
import { messageKind } from './responder.ts'

const firstSentence = (text: string) => text.split(/(?<=[.!?])\s/)[0] ?? ''

describe('a long video is a no, then the short-form videos', () => {
  it.each([
    'Could you make a 15 minute video for our YouTube channel every month?',
    'do you do long form video content',
    'We want a half-hour documentary about our bakery, can you make it?',
    'Can you edit our 20-minute vlogs?',
    'I need a full-length tutorial each month showing our products, possible?',
    'Is it possible to get a 5 minute explainer for our website?',
    'can u make long videos not just short ones',
    'Would you produce longer videos, like 8 to 12 minutes?',
    'do you make proper youtube videos, the long kind',
    'Are your videos long-form or only short clips? I want 10 min ones',
    'could ur video add-on do one 10 min video instead of short ones',
    'Can the video add-on include one long video instead of 4 short ones?',
    'Do you make horizontal YouTube videos of around 10 minutes?',
    'We need monthly explainers of about six minutes for our YouTube',
    'Can you produce a twenty-minute YouTube episode every week?',
    'Do you make feature-length videos?',
    'How about long-form video for our YouTube?',
    'is a 2 hour video possible',
    'Could you put together a 12 minute product walkthrough video?',
    'Would you do a longer explainer for youtube, maybe 7 or 8 minutes?',
    'We run a physio practice - could you script and edit 15-min exercise videos for YouTube?',
    'Do you create YouTube tutorials for businesses?',
    'My channel needs 10 minute recipe videos, can you make those?',
    'can you cut together an hour-long video of our open day',
    'We would love a monthly 30 minute video update for our members',
  ])('%j', (question) => {
    const text = response(question)
    expect(firstSentence(text)).toMatch(/^No, we don't make long-form (YouTube )?videos/)
    expect(text).toMatch(/Short-form videos add-on/)
    expect(text).toMatch(/YouTube Shorts/)
    expect(text).toMatch(/£79/)
  })

  it.each([
    'Do you make YouTube Shorts?',
    'Can I have a 10 minute video call with your team?',
    'How long is the free demo video call, 30 minutes?',
    'do you do tiktok videos',
  ])('%j is no long video', (question) => {
    expect(response(question)).not.toMatch(/long-form/)
  })
})

describe('a support video call on a plan without one is a no, then the plans with them', () => {
  it.each([
    "I'm on Basic, can I book a support call?",
    'Can I get a video call with your support team on the Basic plan?',
    'we have the cheapest plan, are support video calls included?',
    'basic customer here - how do I book a zoom with support?',
    'On the £79 plan can I schedule a call with support if I get stuck?',
    'Is video support available to Basic subscribers?',
    'I pay for Basic. Can your support team jump on a video call with me?',
    "My plan is Basic, I'd like to arrange a support video call",
    'with the entry plan can i book a video chat with support',
    'Basic plan: is it possible to have a video meeting with support?',
    'Do Basic users get video calls with support or only email?',
    'Im on basic plan, want book video call for help with my account',
    "Can I arrange a video call with customer support? I'm on Basic.",
    'As a Basic customer, can I book a support session over video?',
    'on basic can we set up a support call over zoom',
    'I have the smallest plan, can I still book video calls with support?',
    'Does the Basic package let me book support calls on video?',
    'We are Basic subscribers, how can we book a video call with support?',
    'can basic book a support video call from the dashboard',
    'Basic plan here, need a video call with support about my posts, how do I book?',
  ])('%j', (question) => {
    expect(messageKind(normalise(question))).toBe('question')
    const text = response(question)
    expect(firstSentence(text)).toMatch(/^No, the Basic plan doesn't include video call support/)
    expect(text).toMatch(/Email support/)
    expect(text).toMatch(/Pro and Premium/)
    expect(text).toMatch(/Contact Support in (your|their) dashboard/)
    // The plan the visitor says they have is no question of its own.
    expect(text).not.toMatch(/Basic plan costs/)
  })

  it.each([
    [
      'How do I book a support video call on Pro?',
      /^Yes, the Pro plan includes Priority email and video call support/,
    ],
    [
      'Premium customer: can I get a video call with support at the weekend?',
      /^Yes, the Premium plan includes 24\/7 support by email and video call/,
    ],
    ["We've got the Pro plan, can I have a support call at 2pm?", /^Yes, the Pro plan includes/],
    [
      "We're on Pro - can we get a support call on Saturday morning?",
      /^No, the Pro plan's support video calls are in office hours \(Monday to Friday/,
    ],
    [
      'Can customers book video calls with support?',
      /^Support video calls are part of the Pro and Premium plans/,
    ],
  ])('%j', (question, opening) => {
    expect(messageKind(normalise(question))).toBe('question')
    const text = response(question)
    expect(text).toMatch(opening)
    expect(text).toMatch(/Contact Support in (your|their) dashboard/)
  })

  it.each([
    'Can I book a demo call?',
    "I'd like to book a video call to discuss the plans",
    'Could we arrange a quick call before we sign up?',
    "I'm a pro photographer, can we book a demo call?",
    'We have the biggest café in town, can I book a call with your team?',
  ])('%j is still the demo call', (question) => {
    expect(messageKind(normalise(question))).toBe('booking')
  })
})

describe('changing the account’s e-mail address is our support team’s', () => {
  it.each([
    'How do I update the email on my account?',
    'can i change my login email',
    'I need to switch the e-mail address we sign in with to a new one',
    'Where in settings do I change my email address?',
    'we changed domain, how do we update our account email?',
    'My email is wrong on the account, can I edit it?',
    'Is it possible to change the email I signed up with?',
    'how to change email adress on my profile',
    'I want use different email for my account, how change?',
    'The email field in settings is greyed out, how do I change it?',
    'Can I move my account to a new email address?',
    'new email address for the account please, how?',
    'How can I replace the email address linked to my account?',
    'Our office manager left; can we change the account email to mine?',
    'Where do I edit my e-mail in the dashboard?',
    'I typed my email wrong at checkout, can I correct it?',
    'change account email address',
    'Is there a way to update my sign-in email myself?',
    'can i swap the email on my subscription to my business one',
    'I need my account under a different email address',
  ])('%j', (question) => {
    const text = response(question)
    expect(firstSentence(text)).toMatch(/^No, you can't change/)
    expect(text).toMatch(/support team/)
    expect(text).toContain(EMAIL)
    expect(text).not.toMatch(/you can change your email in settings/i)
  })

  it.each([
    'I got the review email but want to change a post in my dashboard',
    'Will you email me if my plan changes?',
    'Can I change my subscription by email?',
  ])('%j is not the account’s address', (question) => {
    expect(response(question)).not.toMatch(/account's e-mail address/)
  })

  it.each([
    ['How do I change my password?', /Change Password/],
    ['Do I need an account before I buy?', /^No\. You can choose a plan and pay without signing in/],
  ])('%j is another answer', (question, expected) => {
    expect(response(question)).toMatch(expected)
  })
})

describe('extra posts for a month are a no, then a bigger plan', () => {
  it.each([
    'Can I add 5 more posts to my plan just for this month?',
    'can i get a few extra posts this month without upgrading',
    "I'm on Basic and need 3 more posts in December only",
    'Could I top up with 4 posts this month?',
    'Is there a one-off top-up of posts?',
    'Can I buy extra posts?',
    'We need a couple of bonus posts for our anniversary week on top of our plan, can we pay for them?',
    'can I purchase additional posts without changing my plan',
    "Is it possible to pay for 2 extra posts this month? Don't want to upgrade",
    'how much for one additional post on top of my Pro plan',
    'Need 6 more posts for Christmas, just this once, keep my plan the same',
    'I am Pro customer, can add 5 posts only this month?',
    'Do you sell extra posts as an add-on?',
    'Can we order a few more posts this month and stay on Basic?',
    'My 10 posts are not enough this month, can I buy some more?',
    'any way to get more posts this month without moving to a bigger plan?',
    'Could you do 3 additional posts for our launch, on top of what we already get?',
    'Can I buy extra posts just for one month?',
    'Temporarily need more posts in December, can I add them to my subscription?',
    'can i get 5 extra post this month only',
    "I'd like 4 extra designs this month on top of my plan",
  ])('%j', (question) => {
    const text = response(question)
    expect(firstSentence(text)).toMatch(/^No, we don't sell extra posts/)
    expect(text).toMatch(/upgrade/)
    expect(text).toMatch(/Manage My Subscription/)
    expect(text).toMatch(/Premium at £219 a month for 30 posts/)
  })

  it.each([
    ['Can I buy a one-off batch of posts without a subscription?', /^No, we bill monthly/],
    ['Do I get more posts with Pro?', /Pro/],
    ['Can I get more posts if I upgrade?', /upgrade/],
    ['I need 15 posts a month, which plan?', /Pro plan covers/],
    ['Can I add an extra channel?', /£15/],
  ])('%j is another answer', (question, expected) => {
    expect(response(question)).toMatch(expected)
    expect(response(question)).not.toMatch(/extra posts/)
  })
})

describe('what we would do each month, asked after a long story', () => {
  const story =
    "Right so I own a little florist by the market, been there since my mum retired, and my son set up our Facebook years ago but nobody's posted since 2020, and I'm hopeless with the apps and the shop is flat out on Saturdays, "
  it.each([
    'what would you actually do for me each month?',
    'What exactly would you do for my business every month?',
    'What do you actually do for me?',
    'so what would you guys be doing for us month to month',
    'What will your team do for me each month?',
    'Tell me what you would handle for us every month',
    'In plain English, what would I be paying you to do each month?',
    'what do you do for your customers exactly',
    'What would you take care of for my café each month?',
    'what r u actually going to do for me',
    'What does the service involve month to month?',
    'So what would I actually get from you every month?',
    `${story}so what I'm asking is what would you actually do for me each month?`,
    `${story}anyway long story short, what would you do for us each month?`,
    `${story}basically what I want to know is what you lot would actually do for me?`,
    `${story}so what exactly would you be doing for us every month?`,
    `${story}and what I'm really asking is, what do I get from you each month?`,
    "I've got a barber shop and my brother-in-law keeps saying I should be on Instagram but I haven't a clue what to post or when, and honestly there's no time between cuts, so what would you lot actually do for me?",
    'So we have a small garden centre and my daughter did our posts until she moved to Bristol and the account has sat there since, and I keep meaning to do something about it but then spring comes and we are run off our feet, what would you be doing for us each month?',
    'ok so long message sorry. we are a family pub, quiz on tuesdays, food all week, my partner handles the books and I do the bar and nobody does the socials, tried a freelancer once and it fizzled out. what would you actually do for us every month?',
  ])('%j', (question) => {
    const text = response(questionPart(question))
    expect(text).toMatch(/Custom-designed social media posts with captions and hashtags/)
    expect(text).toMatch(/approve/)
  })

  it.each(['what would you do if I do not approve a post in time?', 'what do you need from me each month?'])(
    '%j is another answer',
    (question) => {
      expect(response(question)).not.toMatch(/^Custom-designed social media posts/)
    },
  )
})
