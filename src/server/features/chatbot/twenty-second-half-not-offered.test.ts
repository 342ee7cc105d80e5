/**
 * The twenty-second half's honest negatives, guarantee, call and long message, in wordings no evaluation
 * item uses: paying for chosen months or a season only is a 'no', then our monthly plans with no
 * contract and the notice to cancel; fewer posts than our smallest plan is a 'no' naming it and its
 * price, never echoing 'like 4'; connecting a booking system or other software is a 'no', then what we
 * make each month; the money-back guarantee asked again after coming back applies once; a talk with a
 * person before buying is the free demo call; the notice to cancel, asked at the end of a long story, is
 * answered.
 */
import { describe, expect, it } from 'vitest'
import { CANCELLATION_NOTICE_DAYS } from '#shared/catalogue/business-rules.ts'
import { plans } from '#shared/catalogue/plans.ts'
import { formatPenceShort as price } from '#shared/format/money.ts'
import { answerMessage } from './answer.ts'
import { answer, beforeSearchContext, response } from './answer-test-support.ts'
import { questionPart } from './long-message.ts'

const firstSentence = (text: string) => text.split(/(?<=[.!?])\s/)[0] ?? ''
const [smallest] = [...plans].sort((a, b) => a.postsPerMonth - b.postsPerMonth)

describe('paying for chosen months or a season only is a no, then our monthly plans', () => {
  it.each([
    'Can I only pay for the months I need? Just December really',
    "is there a seasonal plan? we're only busy in summer",
    'could i sign up just for november and december for the christmas rush',
    "we're a ski hire shop, can we just have you for the winter months",
    'Do you have a seasonal subscription for businesses that only open in the summer?',
    'only want posts around easter and christmas, can i just pay for those months',
    'can we pay for march april may only and then nothing',
    'Is it possible to use you just for the wedding season, like May to September?',
    'I only need help for Black Friday and Christmas, can I pay just for November and December?',
    'Can I buy the Pro plan just for the summer months?',
    'we only trade from april to october, can we pay only for those months',
    'could we do a few months a year rather than all year round',
    'Do you offer a plan for just part of the year?',
    'can i just pay for valentines month',
    'we want you for the festive season only, is that ok',
    'is there an option to only pay during our peak season',
    "i'd like to book you for 3 months each year, around our busy periods",
    'can I choose which months I pay for?',
    'Can I subscribe only in the months we have events?',
    'Only need social media for the tourist season, can we pay for june july august only?',
    'is there a holiday season package, just for december?',
    "can u do just halloween and bonfire night months, we're a fireworks shop",
    'can I pay for specific months only',
    "We're a garden centre, only busy in spring, do you do a spring only plan?",
    'Could I sign up for January only for our sale and then again in July?',
  ])('%j', (question) => {
    const text = response(question)
    expect(firstSentence(text)).toMatch(/^No, we don't offer plans for chosen months or a season only/)
    expect(text).toMatch(/monthly subscriptions/)
    expect(text).toContain(`${CANCELLATION_NOTICE_DAYS} days' notice`)
    expect(text).not.toMatch(/you can pause/i)
    expect(answer(question)?.sources.map((source) => source.url)).toContain('/pricing')
  })

  it.each([
    'Do you do Christmas posts?',
    'Do you plan posts around Christmas and Easter?',
    'can i pause over the summer and come back in september',
    "Do I only pay for the month I'm in?",
    "Can you just do Valentine's Day posts for my florist shop?",
    'Can I cancel after just one month?',
  ])('%j is another answer', (question) => {
    expect(response(question)).not.toMatch(/chosen months/)
  })
})

describe('fewer posts than our smallest plan is a no naming it and its price', () => {
  it.each([
    '10 posts a month is more than I need, can I get 5 for less?',
    'do you have a plan with fewer posts, like 6 a month?',
    'I only need 4 posts a month, what would that cost?',
    'can i get 2 posts a month cheaper',
    '10 is too many for a tiny business like mine, any smaller plan?',
    'Is there a cheaper option with fewer than 10 posts?',
    'would you do 5 posts a month for half the price?',
    "I'm a one-man plumber, 3 or 4 posts a month is plenty, do you do that?",
    'what about 8 posts a month for a bit less money',
    'Can I have fewer posts and pay less?',
    'do u do a mini plan with like 5 posts',
    "i don't need 10 posts, can you do 6 for cheaper?",
    'Any chance of a smaller package, maybe 4 posts a month?',
    "we'd only want one post a week, so about 4 a month, is there a cheaper plan for that?",
    'Could I pay less if I only want half the posts?',
    'The Basic plan has too many posts for me, do you have something smaller?',
    'do you offer a starter plan with just a few posts',
    'I only want 1 post a month, how much?',
    'hi, i teach piano, 10 posts is overkill, could you do like 3 a month for less',
    'is there a plan below basic with less posts',
    'Can you do just 5 a month? 10 is a lot for a small cafe',
    'do you do less than 10 posts for a lower price',
  ])('%j', (question) => {
    const text = response(question)
    expect(firstSentence(text)).toMatch(/^No\b/)
    expect(text).toContain(smallest?.title ?? '')
    expect(text).toContain(price(smallest?.pricePence ?? 0))
    expect(text).not.toMatch(/we don't offer (like|just|maybe|about)?\s?\d/)
  })

  it.each([
    'Is it 79 a month for 10 posts?',
    'Do I get fewer posts on Basic than on Pro?',
    'I need 25 posts, which plan?',
    'carousels are 5 a month right?',
  ])('%j is no fewer-posts no', (question) => {
    expect(response(question)).not.toMatch(/fewer than/)
  })

  it.each(['do you do like 12 a week?', 'can you do maybe 7?'])('%j echoes no number', (question) => {
    expect(response(question)).not.toMatch(/we don't offer (like |maybe )?\d/)
  })
})

describe('connecting a booking system or other software is a no, then what we make', () => {
  it.each([
    'can you integrate with my booking system?',
    'Can you connect our posts to Fresha so clients can book from Instagram?',
    'do you link up with booking software like Treatwell or Booksy',
    'Is it possible to sync with my online booking calendar so people can book from the post?',
    'can the posts have a book now button that links to my booking app',
    'Do you integrate with Calendly?',
    'can you hook your system up to my salon software',
    'we use SimplyBook, can you integrate with it so customers book straight from facebook',
    'can u connect to my appointment system',
    'Does your service integrate with OpenTable for restaurant reservations?',
    'Could you set it up so people can book a table directly from our posts?',
    'can you plug into our booking system',
    'i want customers to book appointments straight from my instagram posts, can you set that up',
    'do you have an integration with Square appointments?',
    'Will you connect my booking widget to the social posts?',
    'can you sync my Timely diary with the posts',
    'Is there any integration with booking platforms?',
    'Can your posts take bookings directly?',
    'can you link my reservations system to facebook so ppl book through the post',
    'do you integrate with my CRM?',
    'Can you link up my Shopify store so people buy from the posts?',
    'Do you work with Zapier or have an API?',
    'can you make it so clients can book a class straight from the post',
    'Can you connect to my till system?',
    'do ur posts link into my booking page automatically so people can reserve',
  ])('%j', (question) => {
    const reply = answer(question)
    expect(firstSentence(reply?.response ?? '')).toMatch(/^No, we don't integrate with booking systems/)
    expect(reply?.response).toMatch(/Custom-designed social media posts with captions and hashtags/)
    expect(reply?.sources.length).toBeGreaterThan(0)
  })

  it.each([
    'Can I connect with your team about my salon?',
    'Do you need access to connect to my Instagram account?',
    'Can I book a call through the website?',
    'Do you make posts for my online shop?',
    'Is the content calendar synced with my dashboard?',
  ])('%j is no integration', (question) => {
    expect(response(question)).not.toMatch(/integrate/)
  })
})

describe('the money-back guarantee asked again after coming back applies once', () => {
  it.each([
    'If I leave and come back later, will the money-back guarantee apply again?',
    'do I get a second money back guarantee if I rejoin next year?',
    'if i cancel then sign up again do i get the guarantee again',
    'Can I use the 30 day guarantee more than once?',
    'If I cancel and come back in six months, is there another money-back guarantee?',
    'does the refund guarantee reset if I resubscribe?',
    'we cancelled last year, if we come back do we get the guarantee again?',
    'if i quit n come back later is the money back thing still there',
    'Is the money-back guarantee valid again for returning customers?',
    'i used the guarantee last time, can i use it again if i sign up again?',
    'cancel now, come back in spring, guarantee again?',
    'If I stop and restart later, do I get a fresh money-back guarantee?',
    'does the guarantee apply every time i sign up',
    'Can I claim the money back guarantee twice if I leave and rejoin?',
    'if I cancel and then come back next year, will I be covered by the guarantee again?',
    'I had a refund before, if I come back will I get another 30 days guarantee?',
    'is the guarantee only for the first time or every time you join',
    'if we cancel and re-subscribe after a break would the guarantee be there again',
    'if i leave n come back does the 30 day money back start again',
    'When someone comes back after cancelling, do they get the money back guarantee a second time?',
  ])('%j', (question) => {
    const reply = answer(question)
    expect(firstSentence(reply?.response ?? '')).toMatch(/^No, the guarantee applies once per customer/)
    expect(reply?.response).not.toMatch(/pausing/)
    expect(reply?.sources.map((source) => source.url)).toContain('/terms-of-service')
  })
})

describe('a talk with a person before buying is the free demo call', () => {
  it.each([
    'can I speak to a real human before I buy? maybe a quick call',
    'is there an actual person I could talk to before I sign up?',
    "I'd like to chat with an actual human first before I pay",
    'before i pay can i talk to someone on a call',
    'can I talk to one of your team before paying, just a quick call?',
    'is it possible to speak to a real person before I subscribe',
    'i want to talk to an actual human before i hand over my card details',
    'could I have a quick call with someone before I sign up?',
    'can i have a chat with a real person before purchasing',
    'Is there a live person I can talk to before ordering?',
    'can I speak with an actual member of your team before I commit?',
    "before I buy anything I'd like a quick call with a real person, possible?",
    'can i chat to an actual person first before paying, a quick video call maybe',
    'do you do a quick call before i pay so i can ask questions',
    "I'd rather talk to a real human before I pay, can we do a quick call?",
    'Can I get on a call with an actual person before signing up?',
    'can we talk to someone real before paying? quick zoom?',
    'any chance of a quick chat with an actual person before I pay',
    'Can I ask a real person some questions on a call before I buy?',
    'would love to talk to an actual person before paying, like a 10 min call',
  ])('%j', async (question) => {
    const reply = await answerMessage(question, beforeSearchContext)
    expect(reply.handoff).toBe(false)
    expect(reply.response).toMatch(/free demo (video )?call/)
    // 'an actual person' asks nothing else: no FAQ on AI, no sign-up steps beside the call.
    expect(reply.response).not.toMatch(/AI-assisted|login details/)
  })

  it('answers the other question asked beside it', async () => {
    const reply = await answerMessage(
      'can I talk to someone before I buy, and how much is the Pro plan?',
      beforeSearchContext,
    )
    expect(reply.response).toMatch(/free demo video call/)
    expect(reply.response).toMatch(/The Pro plan costs £149/)
  })

  it('says no to a phone call first', async () => {
    const reply = await answerMessage(
      'can I speak to a person on the phone before I pay?',
      beforeSearchContext,
    )
    expect(firstSentence(reply.response)).toMatch(/^No, we don't offer support by phone/)
    expect(reply.response).toMatch(/free demo video call/)
  })
})

describe('the notice to cancel, asked at the end of a long story, is answered', () => {
  it.each([
    "Hello, bit of background first. We're a two-chair barbers in Leeds, open six days, and I've tried doing our Instagram myself but it always slips when we're busy. A mate of mine used a marketing firm that tied him into a year and he couldn't get out of it when his shop flooded. I don't want that. I need to know one thing: how much notice do I have to give if I want to cancel?",
    "Right, so I run a dog grooming van around Norwich, mostly regulars, and I've never been any good at social media, my daughter says I should get someone in. I'm not against it but I was stung by a website company that kept billing me for months after I asked to stop, so the one thing I need to know is how long is the notice period to cancel with you?",
    "Evening. I own a tiny bakery in a village outside York, we do sourdough and cakes, and our Facebook page has been dead for a year because I'm up at 4am baking and haven't the energy. My husband thinks paying someone is a waste but I think it's worth a go, as long as we're not stuck with it, so if it doesn't work for us how much notice do we need to give to cancel, and will there be any fees?",
    "Hiya, long one sorry. I'm a mobile hairdresser covering Swindon and the villages, been going eight years, and I only ever post when I remember which is hardly ever. Last year I signed up to a directory listing that turned out to be a 24-month contract buried in the small print and it took ages to get out. I've read bits of your site but I'm still nervous. What I really want to know is: if I cancel, how many days notice do I have to give?",
    "We're a family-run fish and chip shop in Whitby, been here since the 80s, busy in summer, quiet in winter, and honestly our Instagram is just photos of the sea my son took years ago. We got burned by a printing firm that had a 12 month minimum and I'm not doing that again, so how much notice do you need if we decide to cancel, and is there any penalty?",
    "Good morning. I run a small physiotherapy clinic in Bath with two other therapists. We've talked about social media for ages but none of us have the time, and we had a bad experience with an agency that kept invoicing us after we told them to stop. Before we go any further I would like to know one thing clearly: what notice period is there for cancelling your service?",
    'hi im a plumber in cardiff, one man band really, my wife does the books, weve never done social media but customers keep asking if were on facebook. last time i signed up for something online it auto renewed for a whole year and i couldnt get my money back, so i just want to know how much notice i have to give to stop it, and do you charge anything to cancel',
    "Hello there. I manage a community café and events space in Brighton, run by volunteers mostly, and our social accounts are all over the place because whoever is on shift posts something random. The trustees are worried about committing money to anything long term after a software contract we couldn't leave. Could you please tell me how much notice we'd have to give if we wanted to cancel?",
    "So I've got a little yoga studio above a shop in Chester, I teach most classes myself, and social media just eats my evenings, which is why I'm looking at you lot. But I've been tied into gym software before that took three months' notice and charged me for all of it, so the thing I keep coming back to is how long do I have to give you if I want to leave, and do I get charged for months afterwards?",
    "Hi, apologies for the essay. My partner and I run a wedding florist business from our garden in Kent. We do weddings mostly, some funerals, and we keep meaning to post our work but never do. A friend used a social media company that wouldn't let her leave without paying out the whole contract. Honestly that scared us. One thing I need to know before anything else: how much notice is needed to cancel?",
    "Hello. I'm the owner of a secondhand bookshop in Hay-on-Wye, just me and a cat really, and I'm rubbish at Instagram. I'm interested but cautious because I was once stuck in a phone contract for two years. My question is simple: how much notice do I have to give you to cancel?",
    'we run a microbrewery and taproom in Sheffield and the lads are too busy brewing to post anything, our last marketing person left and we had a contract with an agency before that we had to pay out for months, so before we sign up what I need to know is how much notice do we give to cancel and are we going to get chased for money after',
    "Hi team, I'm the practice manager at a small dental surgery in Exeter. We've been asked by the partners to look into outsourcing our social media, but they were stung before by a 12-month agency contract with heavy exit fees. They've asked me to find out one thing specifically: how much notice do we need to give to cancel your service, and are there exit fees?",
    "Hey! Quick bit of context. I run a nail bar in Glasgow with three techs, we're super busy, and our Instagram is mostly old pics. I signed up to a booking app last year and when I cancelled they kept charging me for another two months which I was raging about. Really I just need to know how much notice you need when I cancel?",
    "Afternoon, I own a farm shop near Hereford selling our own beef, eggs and veg, plus a small tea room. Social media has been on my list for years. I've been stung by contracts before, a card machine lease that I'm still paying off if I'm honest. So before I even look at prices: how long is the notice to cancel with you, and could I end up paying after I've left?",
    "Hi, this is probably a silly question but I'm new to all this. I'm a self-employed electrician in Reading, mostly domestic jobs, and a customer told me I should have a proper Facebook page. My brother got locked into a deal with a marketing firm that he couldn't get out of for a year and it cost him a fortune. I want to be sure I'm not doing the same thing. If I sign up and it doesn't work for me, how much notice do I need to give to cancel?",
    "Ok so I'm going to ramble, sorry. I've got a vintage clothing shop in Manchester's Northern Quarter, Instagram is honestly where most of my customers find me but I've let it slide since having my baby, and I looked at a couple of agencies but they all wanted 6 or 12 month contracts, which I can't commit to right now with everything going on, so basically how much notice do I have to give if I need to cancel?",
    "Hello! I run a small riding school in the Cotswolds. Lots of children's lessons, some adults, pony parties in summer. Our Facebook is mainly used by parents and I'd love it to look more professional, but money is tight and I've been caught out by subscriptions that were impossible to cancel. Please can you tell me straight: how much notice do I need to give you to cancel?",
    'hi there, i own a tattoo studio in Bristol with 4 artists, we get most bookings via instagram dms, our feed is a mess though, i want someone to sort it but i got stung by a company before who made me give 3 months notice and kept charging me, so long story short how much notice do you need for cancelling',
    "Hello, I'm writing on behalf of my mum who runs a B&B in the Lake District. She's in her sixties and not confident online, and she's worried about being locked into something after an awful experience with a booking website that kept taking money. She's asked me to check the one thing that matters to her most: if she wants to stop, how much notice does she have to give?",
    "Hi, we're a small independent cinema in Norfolk, volunteer-run, with a tiny budget and a board that is very careful about anything ongoing. Years ago a ticketing supplier held us to a long contract and it nearly sank us. I need to know this clearly: what notice do we have to give to cancel, and would we be charged for months afterwards?",
  ])('%j', (question) => {
    expect(response(questionPart(question))).toContain(`${CANCELLATION_NOTICE_DAYS} days`)
  })
})
