/** The twenty-first half's failures about the customer area and plans, each in wordings no evaluation item uses. */
import { describe, expect, it } from 'vitest'
import { normalise } from '#shared/chatbot/normalise.ts'
import { answer, response } from './answer-test-support.ts'
import { messageKind } from './responder.ts'

describe('extras added after buying, however the time is put, are added from the dashboard', () => {
  it.each([
    'can i add videos to my plan in a few months',
    'do i need to decide on the extras now or later',
    'is it ok to start without add-ons and add stories next month',
    'can we bolt on carousel posts after a couple of months',
    'if I skip the add-ons today can I get them down the road',
    'could I add the analytics report at a later date?',
    'do add-ons have to be chosen at checkout or can they be added afterwards',
    "I'll start with just Pro and maybe add reels in the spring, is that possible?",
    'can extras be added mid subscription',
    'we want to try the plan first and add video later on, can we?',
    'is it possible to add stories posts in 3 months time',
    'must I choose my extras straight away?',
    'do I have to buy the add-ons at the start?',
    'can i add more extras once im already a customer',
    'how do i add videos to my subscription after signing up',
    'can I add stories later if business picks up',
    'can add-ons be added at any time',
    "if I don't take the video package now, can I add it next quarter?",
    'i didnt pick carousels when i bought, can i still get them',
    'can I add reports whenever I want',
    'not ready for videos yet - can they be added further down the line?',
    'Is it now or never for the extras at checkout?',
    'Could I add the short videos in a month or two?',
    'What if I want stories added after we launch our new menu?',
    'do extras need to be selected upfront',
  ])('%j', (question) => {
    expect(response(question)).toMatch(/Add extras at checkout or later from your dashboard/)
  })

  it('a price asked with the time still gets the price', () => {
    expect(response('adding 20 stories to my plan next month how much')).toMatch(/20 for £89/)
  })

  it('cancelling the extras at any time is no adding them later', () => {
    expect(response('can I cancel the add-ons at any time')).not.toMatch(/Add extras at checkout/)
  })
})

describe('a password’s length is the rule the forms that set one state', () => {
  it.each([
    'how long does my password need to be',
    'whats the shortest password i can use',
    'is there a minimum password length?',
    'password rules for the account?',
    'how many characters must my password have',
    'can my password be 4 letters',
    'does the password have any requirements',
    'minimum characters for password',
    'What are the password requirements when I set up my login?',
    'pw length min?',
    'how short can a password be',
    'Is a 5 character password allowed?',
    'what length should the password be for the dashboard',
    'password must be how many characters?',
    'Any rules on choosing a new password?',
    'whats the min password size',
    'how many letters does the password need',
    'Do you require a minimum number of characters in passwords?',
    'when I change my password, how long must the new one be?',
    "password too short error, what's the minimum?",
    "what's the maximum length for a password?",
    'Is there a character limit on passwords?',
    'minimum lenght of pasword',
    'How many characters at least for the password?',
    'could I use a 3-character password',
  ])('%j', (question) => {
    expect(response(question)).toMatch(/Password must be at least 6 characters and at most 128\./)
  })

  it.each([
    ['can my password be 4 letters', /^No\. /],
    ['could I use a 3-character password', /^No\. /],
    ['is an 8 character password ok?', /^Yes\. /],
  ])('%j proposes a length', (question, lead) => {
    expect(response(question)).toMatch(lead)
  })

  it.each([
    ['how long is the password reset link valid', /expires after 1 hour/],
    ['how long do you keep my password', /secure hash/],
    ['how do I change my password', /use Change Password/],
  ])('%j is another password question', (question, expected) => {
    expect(response(question)).toMatch(expected)
  })
})

describe('the drive folder and content spreadsheet are in My Files', () => {
  it.each([
    'where do i find my drive folder link',
    "where's the content spreadsheet in my dashboard",
    'how do I get to our shared drive folder once signed in',
    'where is the google sheet with our content plan',
    'Where can I find the link to upload photos to the shared folder?',
    'in my account where are the files',
    'where do I upload my logo and photos once I have signed up',
    'cant find the drive folder, where is it',
    "where's the spreadsheet with captions and posting dates",
    'How do I open our content sheet?',
    'where in the dashboard is the shared folder',
    'link to our google drive folder?',
    'where do I see the files for my designed posts',
    'which part of my account has the content spreadsheet',
    'where can i access the drive',
    "where do I send you our photos once I'm a customer",
    'how do i find the sheet with our hashtags and publishing dates',
    'where is my shared drive',
    'Where is the folder you set up for us?',
    "My files section - what's in it?",
    "I can't see my drive folder link in my account yet, why?",
    'where do i get the spreadsheet link',
    'Is there a page in my dashboard with our drive and spreadsheet links?',
    'where do the drive and sheet links live in the customer area',
    'how to open shared folder from account',
  ])('%j', (question) => {
    expect(response(question)).toMatch(/open My Files in your dashboard/)
  })

  it('names the dashboard’s place, not a public page', () => {
    const reply = answer('where is the google sheet with our content plan')
    expect(reply?.response).not.toMatch(/You'll find it on this page/)
    expect(reply?.sources).toEqual([{ title: 'My Files in your dashboard', url: null }])
  })

  it.each([
    ['how quickly is the drive folder set up', /set up within 24 hours/],
    ['who can see my drive folder', /access to customer data is limited/],
  ])('%j asks when or who, not where', (question, expected) => {
    expect(response(question)).toMatch(expected)
  })
})

describe('support video calls are booked on the plan’s days, and are no demo call', () => {
  it.each([
    'what days can I book a support call on Pro',
    'can pro customers book video calls with support at the weekend',
    'which hours are support video calls on the pro plan',
    'When are support calls available?',
    'what times can i have a video call with support',
    "Is Pro's video call support weekdays only?",
    'can I get a support video call on saturday on pro',
    'On Premium can we book a support call on Sunday?',
    'are support calls office hours only',
    'what are the hours for video support',
    'what times are support calls on pro',
    'days for support video calls?',
    'can we do a support zoom in the evening on pro',
    'which days of the week can I schedule a video call with your support team',
    'On Pro, what are the call times?',
    "we're on pro - can we book a call with support on a bank holiday?",
    'support calls on pro, mon-fri?',
    'what time window for booking a support call',
    "I'm a Pro customer, when can I book a video call with the team?",
    'How late in the day can I book a support call?',
    'Can I book support video calls any day?',
    'support video call availability pro plan',
    'are video calls with support available weekends',
    'Pro plan video calls: which days?',
    'I have Basic plan, which days can I book a support call?',
  ])('%j', (question) => {
    expect(messageKind(normalise(question))).toBe('question')
    expect(response(question)).toMatch(/Monday to Friday, 09:00 to 17:30 UK time|24\/7 support/)
    expect(response(question)).not.toMatch(/free demo call/)
  })

  it.each([
    [
      'can pro customers book video calls with support at the weekend',
      /^No, the Pro plan's support video calls are in office hours \(Monday to Friday.*Premium includes 24\/7/,
    ],
    ['On Premium can we book a support call on Sunday?', /^Yes, the Premium plan includes 24\/7 support/],
    [
      'I have Basic plan, which days can I book a support call?',
      /^No, the Basic plan doesn't include video call support/,
    ],
  ])('%j', (question, expected) => {
    expect(response(question)).toMatch(expected)
  })

  it.each([
    [
      "I'm a Pro customer, can I book a call?",
      /^Yes, the Pro plan includes Priority email and video call support/,
    ],
    [
      "we're on premium, can we arrange a video call with you",
      /^Yes, the Premium plan includes 24\/7 support/,
    ],
    ['how do I book a support call', /book a video call from Contact Support in their dashboard/],
  ])('%j books one: where, and when', (question, expected) => {
    expect(messageKind(normalise(question))).toBe('question')
    expect(response(question)).toMatch(expected)
  })

  it('the visitor’s own office is no visit asked for', () => {
    expect(response('On Pro which days are the support calls? We are a weekday office')).toMatch(
      /^On Pro you book support video calls in office hours \(Monday to Friday/,
    )
  })

  it.each([
    'can I book a video call to talk about the pro plan',
    'what days can I book a demo call',
    'can I book a call with the team?',
    "I'd like to book a call about going with Premium",
  ])('%j still asks for the demo call', (message) => {
    expect(messageKind(normalise(message))).toBe('booking')
  })
})

describe('cancelling over the price is offered the Cancel Plan dialog’s discount', () => {
  it.each([
    'if i cancel because its too expensive do you offer a discount',
    'do you give a discount to people who want to cancel',
    'is there a retention offer if i try to leave',
    "we can't afford it anymore, what are my options before cancelling",
    'will you try to keep me with a deal if I cancel?',
    'thinking of cancelling as it costs too much, anything you can offer?',
    "what happens if I say the price is the reason I'm leaving",
    'can I get money off instead of cancelling?',
    "Budget's been cut; before I cancel, is there any discount to stay?",
    "If I want to quit because it's too pricey can you lower the price?",
    'do you offer anything to customers who are about to cancel due to cost',
    'cancelling because of money - any deals?',
    'is there a discount on the cancel screen?',
    "I'm on Pro and it's getting too expensive, what can you do before I leave?",
    "any special offer to stay if I'm thinking of leaving?",
    "could you knock something off if I'm going to cancel?",
    'i might have to stop, its too dear. can you help on price?',
    'When cancelling, do you offer a reduced price to stay?',
    'if the price is too much for me later, is cancelling the only option?',
    'Too expensive for us now - is there anything better than cancelling?',
    "what's the retention discount",
    'do you give 10% off if I stay instead of cancelling',
    "we're going to cancel unless you can do us a better price",
    "can't afford the monthly fee anymore, can you do anything before I cancel?",
    "If I tell you it's too expensive when I cancel, what do you offer?",
  ])('%j', (question) => {
    expect(response(question)).toMatch(
      /If the price is why you want to cancel, choose 'Too expensive' .* 10% off your next month's bill if you stay/,
    )
  })

  it.each([
    ['do you have any discounts', /^No, we don't offer discounts on our plans/],
    ['does it cost anything to cancel', /^No contracts/],
    ['if I cancel do I get a refund', /money-back/],
  ])('%j is no offer to stay', (question, expected) => {
    expect(response(question)).toMatch(expected)
  })
})

describe('the name the dashboard shows is changed in Settings', () => {
  it.each([
    'how do i change my display name',
    'can I edit the name on my account',
    'the dashboard says welcome back with my email, how do I put my name instead',
    'where can I update my profile name',
    'my name is spelt wrong in my account, how do I fix it',
    'change name on dashboard?',
    'How do I rename my account?',
    'where do i edit my profile',
    'Can I change the name shown in the customer area?',
    'I want the dashboard to show our business name instead of mine, where do I change that',
    'update account name',
    'where is the profile settings',
    'how can I set a display name',
    'i got married, how do i change my name in my account',
    "where's the option to change my username",
    'Can I change my name after signing up?',
    'where do I go to edit my details',
    'how to change the name on my profile',
    'Is it possible to change my account name later?',
    'wrong name on dashboard',
    'Where are account settings?',
    'Where can I change my name in your system?',
    'my dashboard shows the wrong name, where do I change it',
    'how do I change the name the dashboard greets me with',
    'the welcome message uses the wrong name, can I change it?',
  ])('%j', (question) => {
    expect(response(question)).toMatch(
      /^Sign in and choose Settings at the top of your dashboard: change your Display name/,
    )
  })

  it.each(['what name should I use for my instagram', 'can I change the email on my account'])(
    '%j is another name',
    (question) => {
      expect(response(question)).not.toMatch(/Display name/)
    },
  )
})
