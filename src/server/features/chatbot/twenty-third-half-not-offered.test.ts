/**
 * The twenty-third half's honest negatives, in wordings no evaluation item uses: one designer or person
 * kept for the visitor is a 'no', then our team who designs, writes and checks every post; posts sooner
 * after signing up than our set-up allows, or an express set-up, is a 'no', then the real timings (the
 * drive folder within 24 hours, first content within 5 business days); posting live, as things happen,
 * is a 'no', then scheduled posts; reviews or reports more often than we send them are a 'no', then how
 * often we do; approving posts by WhatsApp, asked in another language, is answered in English.
 */
import { describe, expect, it } from 'vitest'
import { REPORTS_PRICE_PENCE } from '#shared/catalogue/add-ons.ts'
import {
  CONTENT_APPROVAL_BUSINESS_DAYS,
  DRIVE_FOLDER_WITHIN_HOURS,
} from '#shared/catalogue/business-rules.ts'
import { formatPenceShort as price } from '#shared/format/money.ts'
import { answerMessage } from './answer.ts'
import { answer, beforeSearchContext, response } from './answer-test-support.ts'
import { isOtherLanguage } from './special-messages.ts'

const firstSentence = (text: string) => text.split(/(?<=[.!?])\s/)[0] ?? ''
const realTimings = (text: string) => {
  expect(text).toContain(`within ${DRIVE_FOLDER_WITHIN_HOURS} hours`)
  expect(text).toContain(`within ${CONTENT_APPROVAL_BUSINESS_DAYS} business days`)
}

describe('one designer or person kept for the visitor is a no, then our team', () => {
  it.each([
    'Will I always have the same designer working on my posts?',
    'can i have one designer for all my posts, not a different one every time',
    'Is it the same person who designs my posts each month?',
    'I would like one person looking after my account every month, can you do that?',
    'do i get my own designer',
    'Can we have a designer assigned to our account permanently?',
    'Do I get a personal designer who learns my brand?',
    'will the designer change from month to month?',
    'Can I request a specific designer?',
    'Could I keep the same writer for all our captions?',
    'I prefer working with one designer only, possible?',
    'is there a dedicated designer for each client',
    'Can I choose my designer?',
    'will a different designer do my posts every month?',
    'i want same person each month doing my graphics',
    'Do you assign one creative to each customer?',
    'Is it possible to have the same copywriter every month?',
    'Can the designer who did our first posts keep doing them?',
    'We want consistency, can one person handle our account every month?',
    'Do you give each business its own designer?',
    'Do I get a named designer?',
    'I only want to deal with one person for my account, not a whole team',
    'Is one designer allocated to my business?',
    'can we pick which designer works on our stuff',
    'will my posts be done by different designers each month or the same one?',
  ])('%j', (question) => {
    const text = response(question)
    expect(firstSentence(text)).toMatch(/^No, we don't offer a dedicated (designer|writer|copywriter|person)/)
    expect(text).toMatch(/by our team/)
    expect(text).not.toMatch(/you will always have|same designer every month/i)
  })

  it.each([
    'I am a one person business, which plan suits me?',
    'Are your designers based in the UK?',
    'We have our own designer, can they upload files to the folder?',
    'Do your designers change my colours if I ask?',
    'Will my posts look the same every month?',
  ])('%j is another answer', (question) => {
    expect(response(question)).not.toMatch(/^No, we don't offer a dedicated/)
  })
})

describe('posts sooner after signing up than our set-up allows are a no, then the real timings', () => {
  it.each([
    'If I sign up tonight, could the first posts go out the next day?',
    'can my posts be live within 48 hours of paying?',
    'We need posts up within a day of joining, is that doable?',
    'Could you get something posted within 12 hours of me signing up?',
    'If I pay now can you post today?',
    'is it possible to have my first post live the same day I sign up',
    'How about posts going live 24hrs after I buy?',
    'sign up today, posts up by the weekend?',
    'Could I have content live an hour after signing up?',
    'Would you be able to have my posts live within 24 hours of ordering?',
    'we open on friday, can u have posts live within 3 days of signup',
    'can I pay today and have posts out this week?',
    'Need posts live quickly, like within a day of sign up',
    'is 24 hours from sign-up to first post possible?',
    'Could my first posts be published the day after I pay?',
    'if we sign up this morning can posts go live tonight',
    'can you get us posting immediately after we subscribe?',
    'Can posts be up by tomorrow morning if I buy now?',
    'How about having posts live 2 days after signing up?',
    'If we join on Monday, could posts be live by Wednesday, so within 48 hours?',
    'Is it possible to go live with posts this week if I join today?',
    'I need content published within 36 hours of subscribing, can you?',
    'within a day of paying could the first posts be up?',
    "We're launching Thursday; if we purchase today can you post straight away?",
    'once i pay can my posts start going out right away',
  ])('%j', (question) => {
    const text = response(question)
    expect(firstSentence(text)).toMatch(/^No, we can't promise posts that soon/)
    realTimings(text)
    expect(answer(question)?.sources.map((source) => source.url)).toContain('/')
  })
})

describe('an express or faster set-up is a no, then the real timings', () => {
  it.each([
    'Do you have a fast-track onboarding option?',
    'can I pay more to get started quicker?',
    'Is there a priority setup for an extra fee?',
    'any rush service? we launch next week',
    'Can we pay to jump the queue and get our first posts sooner?',
    'Do you offer expedited onboarding?',
    'Is there an express option to get posts faster than 5 days?',
    'how much extra for a quicker start',
    'Could you speed up the setup if we pay a bit more?',
    'we need to get going urgently, is there an urgent setup option?',
    'Can you fast track us? opening on monday',
    'do you do same week setup for a fee',
    'Is there a VIP onboarding where you set things up faster?',
    'can u rush the first batch of posts if i pay extra',
    'Do you offer a quick-start package?',
    'express onboarding available?',
    'is there a way to get set up faster than normal?',
    'Could I get priority onboarding, we have a grand opening soon',
    'Can you do an accelerated setup for new businesses?',
    'Is there a faster turnaround for the first posts if I pay more?',
    'can we pay extra to skip the wait for the first content?',
    'do you offer a speedy setup for an extra charge',
    'Could you hurry the onboarding along? We open in 3 days',
    'is there a premium option to get going faster, we open soon',
    'Can I pay a fee to have my first posts done sooner than usual?',
  ])('%j', (question) => {
    const text = response(question)
    expect(firstSentence(text)).toMatch(/^No, we don't offer an express or faster set-up/)
    realTimings(text)
  })

  it.each([
    'How quickly can I get started?',
    'How soon will my first posts be ready after I sign up?',
    'Is the shared folder ready within 24 hours of paying?',
    'If I pay today when will I see my first posts?',
    'Do I get my login details straight away after I pay?',
    'Is there a setup fee?',
    'Can I get priority support?',
    'When do my posts go live?',
    'Can I cancel within 24 hours of signing up?',
  ])('%j is answered without a no', (question) => {
    expect(response(question)).not.toMatch(/^No\b/)
  })
})

describe('posting live, as things happen, is a no, then scheduled posts', () => {
  it.each([
    'Can you post live updates from our event on the night?',
    'could you tweet as things happen at our festival stall',
    'Will you post in real time while our gig is on?',
    'Can you do real-time updates on Instagram during our open day?',
    'do u post live from the markets when im trading',
    'Could someone post updates as it happens at our charity run?',
    'Can you put up stories live while the match is on?',
    'Is live posting during events something you do?',
    'We have a craft fair on Sunday, can you post live updates throughout the day?',
    'can you do running updates on our page during the sale day',
    'Do you offer real time posting?',
    'Could you post minute by minute updates from our stand at the show?',
    "I want posts going up as it's happening at our bake sale, can you?",
    'is it possible to post in the moment, like when a new batch comes out of the oven',
    'Can you live-post our wedding fair?',
    'would you post updates as the day goes on while we sell out',
    'can you post on the spot when we get new stock in',
    'Could you live tweet our conference?',
    'can you keep our followers updated in real time on match days',
    'Will you post as it happens during our grand opening?',
    'live updates on insta during our pop-up shop, is that a thing you do?',
    'Can you be posting live throughout our open day?',
    'Could you post live on the day of our village fete?',
    'Could you share live posts from our stall at the farmers market?',
  ])('%j', (question) => {
    const text = response(question)
    expect(firstSentence(text)).toMatch(/^No, we don't post live or as things happen/)
    expect(text).toMatch(/scheduled for you/)
    expect(text).not.toMatch(/yes, we can post live/i)
  })

  it.each([
    'Walk me through onboarding step by step, from sign-up to the first live post.',
    'Will my posts go live on Monday?',
    'Can I edit a live post?',
    'Do you livestream our events on Instagram Live?',
  ])('%j is another answer', (question) => {
    expect(response(question)).not.toMatch(/^No, we don't post live/)
  })
})

describe('reviews more often than about twice a month are a no, then how often we send them', () => {
  it.each([
    'Could we review posts weekly rather than twice a month?',
    'i want to see my posts every week before they go out, not twice a month',
    'can you send me the drafts each Monday for sign off',
    'Would it be possible to have a weekly approval session?',
    'Can the content come to me for checking every few days?',
    'I like to keep a close eye, can I get posts to approve every week?',
    'twice a month is not enough for me, can you send them for review more often?',
    'Could approvals be done daily?',
    'can i get a weekly batch of posts to look over',
    "We'd prefer to sign off content on a weekly basis, is that ok?",
    'send me posts to check every friday please, can you?',
    'could you send the upcoming posts for approval once a week',
    'Is it possible to have a review round every week instead?',
    'more frequent review rounds, possible?',
    "i'd rather approve things each week than in big batches",
    'Can the approval cycle be weekly?',
    'can u send stuff for review more frequently than twice a month',
    'We want to see drafts every week, can that be arranged?',
    'Could you send posts for review every Monday?',
    'is a weekly review of the posts possible rather than every couple of weeks',
    'can we review the content every 3 days',
    'id like to check the posts more often, like every week',
    'Would you send me the posts for review every few days?',
    'Can I approve the next posts on Mondays, every week?',
    "i'd like approving weekly instead, can we?",
  ])('%j', (question) => {
    const text = response(question)
    expect(firstSentence(text)).toMatch(/^No, we send your upcoming posts for review about twice a month/)
    expect(text).not.toMatch(/yes, we can send them weekly/i)
  })

  it.each([
    'How often do you send posts for review?',
    'I check Instagram every day, will I see the posts?',
    'how do i approve posts',
  ])('%j is another answer', (question) => {
    expect(response(question)).not.toMatch(/^No\b/)
  })
})

describe('reports more often than monthly are a no, then the monthly report add-on', () => {
  it.each([
    'Can I get weekly analytics instead of monthly?',
    'do u do a report every friday',
    'Could the reporting be fortnightly?',
    'Is a daily stats update available?',
    "I'd like performance figures every week, is that an option?",
    'Can the analytics report come twice a month?',
    'Would you send engagement stats each Monday?',
    'can we have insights reports on a weekly basis',
    'is there a weekly version of the reports add-on',
    'Could I get a report every two weeks?',
    'I want stats more often than once a month, possible?',
    'Can you email me our metrics every Monday morning?',
    'Is it possible to receive the analytics report more frequently?',
    'how about a quick report each week on how posts did',
    'Would a weekly performance summary be possible?',
    'Can the monthly report be made weekly?',
    'we need reporting every week for our board, can you do that',
    'Could you send analytics each Friday instead of at month end?',
    'reports every 2 weeks?',
    'Do you offer bi-weekly reports?',
    'can i get my stats every day',
    'Would you do a weekly insights email?',
    'Is there an option for reports twice a month?',
    'I want a performance report on Mondays, not monthly. Possible?',
    'could the analytics come 3 times a month',
  ])('%j', (question) => {
    const text = response(question)
    expect(firstSentence(text)).toMatch(/^No, our reports are monthly/)
    expect(text).toContain(price(REPORTS_PRICE_PENCE))
  })

  it('a report every month is the add-on, without a no', () => {
    expect(response('Do I get a report every month?')).not.toMatch(/^No\b/)
  })
})

describe('approving posts by WhatsApp, asked in another language, is answered in English', () => {
  it.each([
    'Czy można zatwierdzić posty przez WhatsApp?',
    'Jak mogę zatwierdzać posty?',
    'Czy mogę akceptować posty na WhatsApp?',
    'Zatwierdzam posty przez WhatsApp czy mailem?',
    'Czy posty mogę zatwierdzić przez WhatsApp, a nie przez platformę?',
    'Czy mogę zatwierdzać posty przez SMS?',
    '¿Puedo aprobar las publicaciones por WhatsApp?',
    '¿Se pueden aprobar los posts por WhatsApp?',
    '¿Cómo apruebo las publicaciones?',
    'Est-ce que je peux valider les publications par WhatsApp ?',
    'Puis-je approuver les posts via WhatsApp ?',
    'Comment valider les publications ? Par WhatsApp ?',
    'Kann ich Posts per WhatsApp genehmigen?',
    'Kann ich die Beiträge über WhatsApp freigeben?',
    'Wie kann ich die Beiträge freigeben?',
    'Posso approvare i post tramite WhatsApp?',
    'Posso approvare le pubblicazioni su WhatsApp?',
    'Posso aprovar as publicações pelo WhatsApp?',
    'Dá para aprovar os posts pelo WhatsApp?',
    'Kan ik de posts via WhatsApp goedkeuren?',
    'Kan ik berichten goedkeuren via WhatsApp?',
    'Kan jag godkänna inläggen via WhatsApp?',
  ])('%j', async (message) => {
    expect(isOtherLanguage(message)).toBe(true)
    const reply = await answerMessage(message, beforeSearchContext)
    expect(reply.response).toMatch(/^Sorry, I can only answer in English\. Here is what our website says:/)
    expect(reply.response).toMatch(/approve or comment through our platform, by email or on WhatsApp/)
    expect(reply.handoff).toBe(false)
  })
})
