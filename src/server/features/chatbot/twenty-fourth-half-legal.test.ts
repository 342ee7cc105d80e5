/**
 * The twenty-fourth half's legal failures, each in wordings no evaluation item uses: UK GDPR asked by its
 * abbreviation (the answer says 'Yes' and writes the visitor's term beside the words the privacy policy
 * spells out), a change to the terms the visitor does not like (the terms' clause on changes, with the
 * right to cancel, not the date of the last update), our marketing e-mails (sent only with the visitor's
 * agreement, and opted out of at any time), then other questions a careful reader of the legal pages asks.
 */
import { describe, expect, it } from 'vitest'
import { answerMessage } from './answer.ts'
import { answer, beforeSearchContext, EMAIL, response } from './answer-test-support.ts'
import { inventedClaims, siteVocabulary } from './no-invention.ts'

const site = siteVocabulary(EMAIL)

/** The answer states the fact, cites the page, and invents nothing. */
function expectFact(question: string, fact: RegExp, page: string) {
  const reply = answer(question)
  expect(reply?.response, question).toMatch(fact)
  expect(
    reply?.sources.map((source) => source.url),
    question,
  ).toContain(page)
  expect(inventedClaims(reply?.response ?? '', site, question), question).toEqual([])
}

describe('UK GDPR asked by its abbreviation: yes, in the privacy policy’s words and the visitor’s', () => {
  it.each([
    'Are you compliant with the UK GDPR?',
    'Is PostCraft UK GDPR compliant?',
    'are u gdpr compliant',
    'Do you comply with GDPR?',
    'Does your business follow GDPR rules?',
    'GDPR compliant?',
    'Are you GDPR-compliant as a company?',
    'Is your service compliant with UK-GDPR?',
    'Do you adhere to GDPR?',
    'Do you abide by the UK GDPR?',
    'Does GDPR apply to you?',
    'Are you covered by UK GDPR?',
    'Is my data handled in line with the GDPR?',
    'Do you meet GDPR standards?',
    'Are you following GDPR when you store our photos?',
    'Is the way you handle client data GDPR compliant?',
    'r u complient with gdpr',
    'do u follow gdpr rules',
    'We need suppliers to be GDPR compliant. Are you?',
    'Before we sign up, can you confirm you comply with UK GDPR?',
    'Are you compliant with the DPA 2018?',
    'Do you comply with the Data Protection Act?',
    'Is your privacy policy GDPR compliant?',
    'Are you complying with GDPR and the DPA?',
  ])('%j', (question) => {
    expectFact(
      question,
      /^Yes: we follow UK data-protection law, including the UK General Data Protection/,
      '/privacy-policy',
    )
    // The visitor's own abbreviation, where it is a word of its own ('GDPR-compliant' is one word).
    const typed = question.match(/(?<![\w-])(uk[- ])?(gdpr|dpa)(?![\w-])/i)?.[2]
    if (typed) expect(response(question)).toContain(typed.toUpperCase())
  })

  it('writes the abbreviation only beside the words the policy spells out, and says no yes it cannot', () => {
    expect(response('Which law do you follow for data, is it GDPR?')).toMatch(
      /^We follow UK data-protection law, including the UK General Data Protection Regulation \(UK GDPR\)/,
    )
    expect(response('Do you comply with the Data Protection Act?')).toMatch(/^Yes: we follow/)
    expect(response('Do you comply with the Data Protection Act?')).not.toMatch(/GDPR\)|\(DPA\)/)
    expect(response('which data protection law do you follow')).toMatch(/^We follow UK data-protection law/)
    expect(response('Are you GDPR approved?')).not.toMatch(/^Yes/)
    expect(response('Is your company GDPR certified?')).not.toMatch(/^Yes/)
  })
})

describe('a change to the terms the visitor does not like: the clause on changes, and cancelling', () => {
  it.each([
    "What if you change your terms and I don't agree with them?",
    "If the terms of service are changed and we're unhappy with the new ones, what can we do?",
    'Can you change the terms whenever you like?',
    'Will you let me know before the terms change?',
    'How would I find out if your T&Cs change?',
    'If you rewrite the terms, am I stuck with them?',
    'Are we bound by new terms you introduce later?',
    "We don't agree with the updated terms. Can we leave?",
    'Do I have to accept new terms if you bring them in?',
    'What are my options if the terms of service get updated?',
    'If your terms are amended, can I cancel?',
    'Can you alter the contract without telling me?',
    'Do you notify customers when the terms are updated?',
    'How much warning do I get before the terms change?',
    'If you modify your terms, what happens to my subscription?',
    'What if I object to changes in the terms and conditions?',
    'Could the rules change halfway through our plan?',
    'Will the small print change after I sign up?',
    'Can the agreement be changed by you at any time?',
    "If the T and Cs change and I'm not happy, can I get out?",
    'new terms came in and i dont like them, what now',
  ])('%j', (question) => {
    expectFact(
      question,
      /^(No: w|W)e will give you at least 30 days’ notice by email of any price change or material change to these terms\. If you do not agree, you may cancel before the change takes effect\./,
      '/terms-of-service',
    )
    expect(response(question)).not.toMatch(/last updated/)
  })

  it('answers a policy’s change from that policy, and both for policies unnamed', () => {
    for (const question of [
      'Do you tell customers when the privacy policy changes?',
      'If you change the privacy policy, how will I know?',
      'Will you email me if the privacy notice is updated?',
    ])
      expectFact(
        question,
        /^We will post any changes to this policy on this page and tell customers/,
        '/privacy-policy',
      )
    expectFact(
      'What happens if your cookie policy changes?',
      /^We will update this page if the cookies we use change/,
      '/cookie-policy',
    )
    expect(response('If your policies change, will you tell us?')).toMatch(
      /30 days’ notice[\s\S]*For the privacy policy/,
    )
  })

  it('leaves the date of the last update, a change to the visitor’s plan and the revisions’ small print', () => {
    for (const question of [
      'When were your terms last updated?',
      'Have the terms changed recently?',
      'Is your privacy policy up to date?',
      'what version of the terms is current',
    ])
      expect(response(question), question).toMatch(/were last updated in October 2025/)
    expect(response('If I change my plan, do the terms still apply?')).toMatch(/Manage My Subscription/)
    expect(response('The terms say revisions are unlimited, any small print on that?')).toMatch(/48 hours/)
  })
})

describe('our marketing e-mails: only with the visitor’s agreement, and opted out of at any time', () => {
  it.each([
    'If I sign up, will you put me on your mailing list?',
    'Will buying a plan add me to a marketing list?',
    'Do you send marketing emails to customers?',
    'Will I start getting promotional emails from you?',
    "Am I going to get spammed once I'm a customer?",
    'Will you send me newsletters after I buy?',
    'Can I unsubscribe from your marketing emails?',
    'How do I opt out of your marketing?',
    'How do I stop your promotional emails?',
    "I don't want marketing emails, can I turn them off?",
    'Can I get off your mailing list later?',
    'Will you email me offers and promotions?',
    'Do you use my email address for marketing?',
    'Do I have to agree to marketing emails to buy?',
    'Will you bombard my inbox with emails?',
    'Do you send marketing without asking first?',
    'Is there a way to unsubscribe from your newsletter?',
    'Can I opt out of marketing but keep the service emails?',
    'Would signing up put my address on your promotional mailing list?',
    'Will my email end up on a marketing list?',
    'Do customers get added to your newsletter automatically?',
    'Once I pay will you keep sending me sales emails?',
    'Can I come off your email list at any time?',
    'Do you send promotional texts or emails to clients?',
    'How can I stop getting your emails?',
  ])('%j', (question) => {
    expectFact(
      question,
      /\b[Ww]e only send marketing emails if you have agreed to receive them, and you can opt out at any time\./,
      '/privacy-policy',
    )
    expect(response(question)).not.toMatch(/added automatically|we don't offer/)
  })

  it('answers a buyer’s question about the mailing list, not with a hand-off', async () => {
    const reply = await answerMessage(
      // Every word is one our pages use, so no search for the team's own documents is needed.
      'If I buy a plan, will you send me marketing emails? Can I opt out?',
      beforeSearchContext,
    )
    expect(reply.handoff).toBe(false)
    expect(reply.response).toMatch(/you can opt out at any time/)
  })

  it('leaves newsletters for the visitor’s own customers an honest no', () => {
    for (const question of [
      'can you write our marketing emails',
      'Do you offer email newsletters for my customers?',
      'Will you send marketing emails to my customer list?',
      'Can you write our monthly newsletter?',
    ])
      expect(response(question), question).toMatch(/^No, we don't offer email newsletters/)
  })
})

describe('other questions a careful reader of the legal pages asks', () => {
  const OWNERSHIP =
    /^Our terms of service don't say who owns the posts we design for you\. What they do say: you confirm that you own, or have permission to use/
  const RIGHTS =
    /You can ask to see, correct, delete, restrict or move your data, and you can object to how we use it\./
  const ABROAD = /^Where data is processed outside the UK, we use safeguards approved under UK law\./
  const CHOICES =
    /We set analytics, functionality and advertising cookies only with your consent, and you can change your mind at any time\./
  const LIABILITY =
    /Our total liability to you for any claim is limited to the fees you paid for one month of service\./
  it.each([
    ['Who owns the posts you design for me?', OWNERSHIP, '/terms-of-service'],
    ['Do I own the copyright in the graphics you make?', OWNERSHIP, '/terms-of-service'],
    ['If I stop my plan, can I keep using the posts you made?', OWNERSHIP, '/terms-of-service'],
    ['Can you reuse my designs for other clients?', OWNERSHIP, '/terms-of-service'],
    ["Are the captions ours once they're published?", OWNERSHIP, '/terms-of-service'],
    ['Can I correct wrong details you hold about me?', RIGHTS, '/privacy-policy'],
    ['Can I move my data to another company?', RIGHTS, '/privacy-policy'],
    ['Can I object to how you use my personal data?', RIGHTS, '/privacy-policy'],
    ['Can I ask you to delete my account and all my data?', RIGHTS, '/privacy-policy'],
    ['How do I withdraw my consent?', /opt out at any time\. We set analytics/, '/cookie-policy'],
    [
      'Who do I contact about my personal data?',
      /^Questions about privacy go to support@/,
      '/privacy-policy',
    ],
    [
      'Do you have a data protection officer?',
      /^Our privacy policy doesn't name a data protection officer\. Questions about privacy go to/,
      '/privacy-policy',
    ],
    ['Is my data kept in the UK?', ABROAD, '/privacy-policy'],
    ['Does my information leave the country?', ABROAD, '/privacy-policy'],
    ['Who are your data processors?', /^We share data only with the processors/, '/privacy-policy'],
    [
      'Who is the data controller?',
      /^We follow UK data-protection law, .* we are the controller/,
      '/privacy-policy',
    ],
    [
      'Do you collect my card details?',
      /^Card payments are handled by our payment provider; we never see or store/,
      '/privacy-policy',
    ],
    [
      'How long do you keep old invoices?',
      /^We keep your data while you are a customer\. .*six years/,
      '/privacy-policy',
    ],
    [
      'Why do you keep data for six years?',
      /six years, so we can meet legal, tax and accounting duties/,
      '/privacy-policy',
    ],
    ['Do you need my consent to process my data?', /to perform our contract with you/, '/privacy-policy'],
    ['Can I change my cookie settings later?', CHOICES, '/cookie-policy'],
    [
      'Does the chat window use cookies?',
      /^Functionality cookies: Remember preferences, such as hiding the chat window/,
      '/cookie-policy',
    ],
    ['Do you track me across other websites?', CHOICES, '/cookie-policy'],
    [
      'Do you use Google Analytics on your website?',
      /^Our cookie policy doesn't name the tools that set its cookies\./,
      '/cookie-policy',
    ],
    ["What's the maximum you'll pay if something goes wrong?", LIABILITY, '/terms-of-service'],
    ['Can I sue you?', /courts of England and Wales have jurisdiction/, '/terms-of-service'],
    ['What if a post you publish gets me into legal trouble?', LIABILITY, '/terms-of-service'],
    [
      'Who is my contract with?',
      /^These terms form the agreement between you and the provider that operates/,
      '/terms-of-service',
    ],
    [
      'Can I get a copy of the terms?',
      /^You can read it in full on our website: Terms of service \(\/terms-of-service\)/,
      '/terms-of-service',
    ],
    [
      'Can you email me a copy of the privacy policy?',
      /Privacy policy \(\/privacy-policy\)/,
      '/privacy-policy',
    ],
  ])('%j', (question, fact, page) => expectFact(question, fact, page))

  it('leaves the photos the customer gives us, and the law of a contract, to their own answers', () => {
    expect(response('Who owns the photos and logos we give you?')).toMatch(
      /^You confirm that you own, or have permission/,
    )
    expect(response('Which country law is used for the contract between us?')).toMatch(/England and Wales/)
    expect(response("What's the most I'd pay per month?")).not.toMatch(/liability/)
  })
})

describe('the same questions in a non-native speaker’s or a fast typist’s words', () => {
  it.each([
    ['you follow gdpr law yes?', /^Yes: we follow UK data-protection law, .*\(UK GDPR\)/, '/privacy-policy'],
    [
      'what happen if terms change and i not agree',
      /If you do not agree, you may cancel before the change/,
      '/terms-of-service',
    ],
    [
      'the terms changed, i want to leave',
      /If you do not agree, you may cancel before the change/,
      '/terms-of-service',
    ],
    [
      'u can change rules any time??',
      /^We will give you at least 30 days’ notice by email/,
      '/terms-of-service',
    ],
    [
      'will i get email if privacy policy change',
      /tell customers about significant ones by email/,
      '/privacy-policy',
    ],
    [
      'pls take me off ur mailing list',
      /^We only send marketing emails if you have agreed/,
      '/privacy-policy',
    ],
    ['i dont want your newsletters', /^We only send marketing emails if you have agreed/, '/privacy-policy'],
    ['do u send spam', /^No: we only send marketing emails if you have agreed/, '/privacy-policy'],
    [
      'will my email go to other companies for marketing',
      /We never sell your personal data/,
      '/privacy-policy',
    ],
    [
      'how i can remove my data',
      /You can ask to see, correct, delete, restrict or move your data/,
      '/privacy-policy',
    ],
    ['what is ICO', /complain to the Information Commissioner’s Office/, '/privacy-policy'],
    [
      'do you process my data with consent or contract',
      /to perform our contract with you/,
      '/privacy-policy',
    ],
    [
      'i dont want cookies',
      /We set analytics, functionality and advertising cookies only with your consent/,
      '/cookie-policy',
    ],
    [
      'which cookies are needed for login',
      /^Strictly necessary cookies: Keep you signed in/,
      '/cookie-policy',
    ],
    [
      'if you post something wrong and my customer complain, who pay?',
      /^Our total liability to you/,
      '/terms-of-service',
    ],
    [
      'who own the pictures after you make them',
      /^Our terms of service don't say who owns the posts/,
      '/terms-of-service',
    ],
    [
      'can i use my posts on my website',
      /^Our terms of service don't say who owns the posts/,
      '/terms-of-service',
    ],
    ['is it legally binding when i pay', /By buying a plan you accept them/, '/terms-of-service'],
    [
      'will you suspend me if i don’t pay',
      /^If a payment fails, we may pause work on your content/,
      '/terms-of-service',
    ],
  ])('%j', (question, fact, page) => expectFact(question, fact, page))
})
