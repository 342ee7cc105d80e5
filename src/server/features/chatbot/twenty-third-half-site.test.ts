/**
 * The twenty-third half's failures about the public site's facts: how many sample designs our work page
 * shows and why their order changes, how many clients we have when our posts' figure is quoted, how long
 * an agency ties you in beside our no contract, who checks the facts in the captions, whether we write
 * them in the visitor's voice, the networks called apps, and paying for poor work, each in wordings no
 * evaluation item uses.
 */
import { describe, expect, it } from 'vitest'
import { answerMessage } from './answer.ts'
import { answer, beforeSearchContext, EMAIL, response } from './answer-test-support.ts'
import { inventedClaims, siteVocabulary } from './no-invention.ts'

const site = siteVocabulary(EMAIL)

/** The answer states the fact, cites the page when one is named, and invents nothing. */
function expectFact(question: string, fact: RegExp, page?: string) {
  const reply = answer(question)
  expect(reply?.response, question).toMatch(fact)
  if (page)
    expect(
      reply?.sources.map((source) => source.url),
      question,
    ).toContain(page)
  expect(inventedClaims(reply?.response ?? '', site, question), question).toEqual([])
}

describe('how many sample designs our work page shows', () => {
  it.each([
    'how many designs are on the our work page',
    'How many examples do you show in your portfolio?',
    'how many sample posts can i look through on the work page',
    "what's the total number of designs in your portfolio",
    'How big is your portfolio, how many pieces are in it?',
    'number of sample designs on the our work page?',
    'how many example posts have you put on the website',
    'How many samples are on your work page altogether?',
    'how many designs does the portfolio page have',
    'Roughly how many example designs can I browse on your site?',
    'how many pics r on ur work page',
    'How many sample designs do you display?',
    'count of designs in the portfolio please',
    'How many portfolio pieces are there to look at?',
    'How many examples are there across all the pages of Our Work?',
    'how many sample graphics do you have on show',
    'How many items are in your design gallery?',
    'On the Our Work page, how many designs are there in total?',
    'how many different example posts are on your site',
    'How many designs are shown on each page of the portfolio?',
    'how many designs per page on our work',
    'How many pages of examples are there on the work page?',
    'the portfolio, how many designs does it have?',
    'how many sample designs have you got on the site',
    'What number of examples is in the portfolio?',
  ])('%j', (question) =>
    expectFact(question, /^Our work page shows 33 sample designs, 9 to a page over 4 pages/, '/our-work'),
  )

  it('leaves the posts we have made, and a plan’s posts, to their own answers', () => {
    expect(response('how many posts have you made so far')).toMatch(/^500\+ happy clients, 10K\+ posts/)
    expect(response('how many designs do I get on Pro')).toMatch(/^The Pro plan costs £149 a month for 20/)
    expect(response('how many designs a month on the basic plan')).toMatch(/^The Basic plan/)
  })
})

describe('the sample designs’ order changes on purpose: it is random on each visit', () => {
  it.each([
    'the designs on your work page change order every time I reload, why?',
    'why are the examples in a different order each time',
    'Is it a bug that the portfolio reshuffles when I refresh?',
    'every time i refresh the our work page the posts are in a different order',
    'the sample designs keep moving around on refresh, is something broken',
    'Why does the order of the portfolio keep changing?',
    'your work page shows different designs first every visit, is that on purpose?',
    'are the examples shown in random order?',
    'the work page is glitching, the designs shuffle each time I load it',
    'I refreshed the portfolio and the order changed, is that normal?',
    'why do the sample posts jump around when i reload the page',
    'The order of your examples changes each time I open the page. Bug?',
    'does the our work page shuffle the designs',
    'is the order of designs on the work page random',
    'examples keep switching places every refresh, intended?',
    'each time i go back to the work page the first designs are different',
    'Why is the design gallery order different every time I visit?',
    'Is the portfolio order random or is my browser broken?',
    'the designs on the our work page appear in a new order on every reload',
    'are your portfolio samples shuffled on purpose?',
    'work page keeps changing order lol',
    "Why can't I find the same design in the same place after refreshing the work page?",
    'How are the designs on the Our Work page ordered?',
    'what order are the examples shown in on the work page',
  ])('%j', (question) =>
    expectFact(
      question,
      /^It's on purpose: our work page shows 33 sample designs[^.]*in a random order/,
      '/our-work',
    ),
  )

  it('leaves an order of designs to buy to the sample designs', () => {
    expect(response('can I order designs like the ones in your portfolio?')).not.toMatch(/random/)
  })
})

describe('how many clients we have, even beside the posts’ figure quoted back', () => {
  it.each([
    'your work page says 10k posts created, so how many clients do you have',
    'the site says 10,000 posts made, and how many clients is that for?',
    'how many happy clients do u have',
    'ok 10k posts done but how many customers',
    'Your work page mentions 10K posts. How many clients?',
    "What's the size of your client base?",
    '10k+ posts made is great, what about number of clients?',
    'how many small businesses are on your books',
    'roughly how many businesses do you post for',
    "you've made 10k posts, for how many clients",
    'is your client list big? how many clients',
    'how many clients have you got',
    'How many customers do you have?',
    'how many businesses use you',
    "what's your client count",
    'how many businesses have you worked with so far',
    'How many clients have signed up with you?',
    'How many companies trust you with their social media?',
    'how many people use postcraft',
    'How many clients do you currently serve?',
    'how many customers u got',
    'how many clients have you had in total',
    'How many clients are you working with right now?',
    'how many business owners use your service',
    'How many clients does PostCraft have?',
  ])('%j', (question) => {
    expectFact(question, /500\+ happy clients/, '/our-work')
    expect(response(question), question).not.toMatch(/^No, our largest plan/)
  })

  it('still says no to a number of posts a month beyond our largest plan', () => {
    expect(response('can you do 100 posts a month for us?')).toMatch(/^No, our largest plan is Premium/)
  })

  it('leaves business days to getting started', () => {
    expect(response('how many business days until my first posts')).not.toMatch(/500\+/)
  })
})

describe('how long an agency ties you in, beside our no contract', () => {
  it.each([
    'How long do agencies usually tie you in for, compared with you?',
    'On your homepage comparison, what contract length do agencies ask for?',
    'how long is a typical agency contract vs yours',
    'agencies lock people in for how long? and you?',
    'In the agency comparison table, how long are agency contracts?',
    'how many months do agencies usually make you sign for',
    "What's the usual agency minimum term compared with your contract?",
    'your homepage table compares you with agencies, how long is the agency contract there?',
    'how long would an agency lock me in compared to postcraft',
    'Agencies want long contracts right? How long, and what about you?',
    'typical agency tie in vs postcraft?',
    'whats the normal contract length with an agency, according to your site',
    'How long do agencies commit you for, versus you?',
    'In your comparison with agencies, what does it say about contract length?',
    'an agency usually wants me locked in for how many months? whats yours',
    "What's the difference in contract length between you and an agency?",
    'how long are you stuck with an agency compared with postcraft',
    'agency contracts vs your no contract, how long are theirs?',
    'The comparison on the home page: agency contracts last how long?',
    'how long do most agencies bind you for, compared to you',
    'How long do marketing agencies usually lock clients in for?',
    'how long of a commitment do agencies normally want compared with you',
  ])('%j', (question) =>
    expectFact(
      question,
      /Contract: with us, none, cancel anytime; with a typical agency, 6 to 12 months\./,
      '/',
    ),
  )

  it('answers the lock-in with our own terms first', () => {
    expect(response('agencies lock people in for how long? and you?')).toMatch(/^No contracts\./)
  })

  it('leaves a visitor who is an agency, or shopping around, with our contract alone', () => {
    expect(response('I run a small agency, how long is the contract?')).not.toMatch(/typical agency/)
    expect(response('We are comparing several agencies, how long is your contract?')).not.toMatch(
      /typical agency/,
    )
  })
})

describe('who checks the facts in the captions: our team, and you approve every post', () => {
  it.each([
    'who checks the facts in the posts you write?',
    'Do you fact check the captions?',
    'How do you make sure the information in my posts is accurate?',
    'who proofreads the captions before they go out?',
    'are the facts in your posts checked?',
    'I sell supplements and claims must be correct. Who checks what the captions say?',
    'does anyone check the captions for mistakes before I see them?',
    'What if a caption says something wrong about my business, who checks that?',
    'do you check facts or do i have to?',
    'Is there a fact-checking step in your process?',
    'How accurate are the captions, does a person check them?',
    'who verifies the information in the content you create?',
    'do you check the details in the posts are right?',
    'my clinic posts have to be correct, do you check the facts?',
    'Who reviews the wording for accuracy before publishing?',
    'will someone check the captions are factually correct',
    "I'm worried about wrong information in posts, who checks it?",
    'do your writers fact-check what they write',
    'Who is responsible for checking the accuracy of the captions?',
    'can i trust the facts in the captions you write',
  ])('%j', (question) =>
    expectFact(
      question,
      /^Our team checks every post\. Every fact is checked and every post approved by you\..*written and checked by our team/,
      '/about',
    ),
  )

  it('leaves the visitor’s own check, a fix and the platforms’ rules to their answers', () => {
    expect(response('can I check the captions before they go out?')).toMatch(/^We send your upcoming posts/)
    expect(response("If there's a mistake in a caption, can you fix it?")).toMatch(/^Unlimited/)
    expect(response("Do you check my posts follow Instagram's rules?")).toMatch(/^You confirm/)
    expect(response('who sees my personal information?')).not.toMatch(/^Our team checks/)
    expect(response('who checks the invoices')).not.toMatch(/^Our team checks/)
    expect(response('Where do I check my billing details?')).not.toMatch(/^Our team checks/)
    expect(response('are the facts on your about page true')).not.toMatch(/^Our team checks/)
  })
})

describe('we write the captions, in your voice', () => {
  it.each([
    "Do you write the captions in my brand's voice, or do I write them?",
    'Will the captions sound like my business?',
    'who writes the text of the posts, me or you?',
    'do i have to write the words for the posts myself',
    'Do you write the post text in our tone of voice?',
    'will the captions be written in my style',
    'Do I need to give you the text or do you write it?',
    'can you write in the voice of my business',
    'Do I have to write my own captions?',
    'Who writes the captions, your team or the customer?',
    'the writing in the posts, is it done by you in my style?',
    'Do you match the tone of my brand in the captions?',
    'will you write posts the way my business talks',
    "Are the captions written for me in my business's voice?",
    'do you write the captions and hashtags, or must we?',
    'Will you use my tone of voice when writing the posts?',
    'Must I write the text in the posts myself?',
    'my written english is weak, the words on the posts, do you do them in the style of my shop?',
    'Is the caption text my job, or yours in my voice?',
    'do u write the captions so they sound like us or do we send them',
  ])('%j', (question) =>
    expectFact(question, /captions and hashtags written for you[\s\S]*we write in your tone of voice/),
  )

  it('leaves a robot and a plain question about captions to their answers', () => {
    expect(response('will the posts sound like me or like a robot')).toMatch(/^We use AI-assisted research/)
    expect(response('do you write the captions?')).toMatch(/^Yes: every plan includes captions/)
  })
})

describe('the networks, called apps or sites', () => {
  it.each([
    'which apps do you post to',
    'what apps can you post on',
    'which apps will my posts go on',
    'what apps do u do',
    'What apps do you publish on?',
    'do you post on all the apps or just some',
    'which apps can my content be posted to',
    'What apps are covered by your plans?',
    'which sites do you post on',
    'Which apps can I choose for my posts?',
    'which apps do you put posts on for me',
    'which apps do your posts go up on',
    'what apps do you manage',
    'which apps are available',
    'on which apps do you post',
    'what social media apps do you cover',
    'which social apps do you support',
    'which social apps r included',
    'what social media sites do you post to',
    'What apps and platforms do you post on?',
  ])('%j', (question) => expectFact(question, /We post to Facebook, Instagram, X \(Twitter\)/, '/pricing'))

  it('leaves an app of ours and a network we do not post to to their answers', () => {
    expect(response('do you have an app for approving posts')).toMatch(/^No, we don't have a mobile app/)
    expect(response('Do you post on apps like Pinterest?')).toMatch(/^No, we don't post to Pinterest/)
  })
})

describe('paying for poor work: the money-back guarantee', () => {
  it.each([
    'what if I pay and the posts are terrible, do I lose my money?',
    'If the designs are bad, have I just wasted my money?',
    "if i'm not happy after paying, is my money gone?",
    'Do I lose my money if your work is no good?',
    'what if the posts are awful, is the money lost?',
    "i'm scared i pay and the designs are bad",
    "If I pay and I don't like the work, what happens to my money?",
    'is my money safe if the content is poor?',
    'What if the first posts are rubbish? Have I lost my money?',
    "what happens if i pay and it's not good",
    'Will I lose out if I pay and the quality is bad?',
    'if the designs are crap do i just lose the money',
    "If we pay and the posts aren't good, is the money wasted?",
    'what if i pay and the posts are not what i wanted, do i lose my money',
    'am i out of pocket if the designs are bad',
    'What protection do I have if the designs are poor?',
    'what if your designs are bad, is it money down the drain?',
    'If the work is terrible, do I get anything back?',
    'paid and the graphics are useless, is that money just gone?',
    'worried the posts will be naff and I will have wasted the cash',
  ])('%j', (question) => {
    expectFact(question, /^Your first order is covered by our 30-day money-back guarantee/)
    // 'Is my money gone?' is not answered 'Yes.'
    expect(response(question), question).not.toMatch(/^Yes\b/)
  })

  it('answers through a rude word, in the whole reply', async () => {
    const reply = await answerMessage('if the posts are rubbish do i lose my money', beforeSearchContext)
    expect(reply.response).toMatch(/money-back guarantee/)
  })

  it('leaves a disliked post, a change and our mistake to their answers', () => {
    expect(response("I don't like one of the designs, what should I do?")).toMatch(/^Unlimited/)
    expect(response('If you make a mistake and I lose money, will you pay?')).toMatch(/^Our total liability/)
  })
})

describe('the posts’ copy is their captions; e-mail, website and ad copy are not ours', () => {
  it.each([
    'Does your team write the copy?',
    'do you write the copy for the posts',
    'can you do copywriting for our posts',
    'do you do the copy as well as the design',
  ])('%j: yes, the captions and hashtags', (question) => {
    expect(response(question)).toMatch(/^Yes: every plan includes captions and hashtags written for you/)
  })

  it.each([
    ['do you write email copy', /^No, we don't offer email newsletters/],
    ['can you do email copywriting', /^No, we don't offer email newsletters/],
    ['can you write copy for our website', /^No, we don't write product descriptions or website copy/],
    ['do you do ad copy', /^No, we don't offer ad copy/],
  ])('%j: an honest no', (question, expected) => {
    expect(response(question)).toMatch(expected)
  })
})
