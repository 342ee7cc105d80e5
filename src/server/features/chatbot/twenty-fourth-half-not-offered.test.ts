/**
 * The twenty-fourth half's honest negatives about assurances, documents and company details, in wordings
 * no evaluation item uses. A certification or accreditation, insurance, partner status with a network,
 * our company's or VAT registration: the site states none of them, so the answer says so plainly first
 * ('No, our website doesn't state …'), never claiming one either way, then what the site does say that
 * comes nearest (the privacy policy's security, the terms' liability, the plans and prices, the terms'
 * parties and law) and the team. A current customer to ring for a reference is a no, then the reviews;
 * a printed or signed copy of the terms is a no, then their pages; an NDA is a no in words the visitor or
 * the site used.
 */
import { describe, expect, it } from 'vitest'
import { answer, EMAIL, response } from './answer-test-support.ts'
import { inventedClaims, siteVocabulary } from './no-invention.ts'

const site = siteVocabulary(EMAIL)
const firstSentence = (text: string) => text.split(/(?<=[.!?])\s/)[0] ?? ''

/** The honest no first, the nearest offer, its pages, and no name or number the site does not state. */
function expectHonestNo(question: string, no: RegExp, nearest: RegExp, pages: string[]) {
  const reply = answer(question)
  const text = reply?.response ?? ''
  expect(firstSentence(text), question).toMatch(no)
  expect(text, question).toMatch(nearest)
  expect(reply?.sources.map((source) => source.url)).toEqual(expect.arrayContaining(pages))
  expect(inventedClaims(text, site, question), question).toEqual([])
}

describe('a certification or accreditation the site does not state is a no, then the privacy policy', () => {
  it.each([
    'Do you have ISO 27001?',
    'are u iso certified',
    'Is your company ISO 27001 accredited?',
    'We can only use suppliers with ISO 27001 certification, do you have it?',
    'Do you hold any information security certification?',
    'Are you certified to ISO 27001 or ISO 9001?',
    'does postcraft have iso27001',
    'Our compliance team asks whether you are ISO certified.',
    'Any ISO accreditation?',
    'Do you have SOC 2 compliance?',
    'Are you SOC 2 Type II audited?',
    'What security certifications do you hold?',
    'Can you send us your ISO certificate?',
    'do you have any security accreditations we can check',
    'Is your data handling certified to any standard?',
    'Our clinic needs suppliers to be ISO 27001 compliant. Are you?',
    'Are you accredited by any industry body?',
    'Do you have an information security management certification?',
    "Are you certified for data security? We're an accountancy firm.",
    'is ur business iso 27001 registered',
    'Do you meet ISO 27001?',
    'Can you prove ISO 27001 certification?',
    'Are you an ISO 27001 accredited supplier?',
    'We handle patient records so our suppliers must be ISO certified, are you?',
    'What accreditations does your business have?',
    'Are you Cyber Essentials certified?',
    'do u have cyber essentials',
    'Have you got Cyber Essentials Plus?',
    'Is PostCraft Cyber Essentials accredited?',
    'We need suppliers with Cyber Essentials, do you qualify?',
    'Can you share your Cyber Essentials certificate?',
    'cyber essentials?',
    'Do you have a cyber security certificate?',
    'Are you accredited under the Cyber Essentials scheme?',
    'Has your business passed Cyber Essentials?',
    'Our council contract needs Cyber Essentials Plus from every supplier. Do you hold it?',
    'Do you have any cyber security accreditation?',
    'is your company cyber essentials compliant',
    "What's your Cyber Essentials certificate number?",
    "Are you certified under the government's Cyber Essentials scheme?",
    'Do you hold a cyber security certification like Cyber Essentials?',
    'cyber essentials plus - yes or no?',
    'Are your systems Cyber Essentials certified?',
    'Do you have IASME Cyber Assurance?',
    'Did you get Cyber Essentials this year?',
    'Are you cyber essentials plus accredited or just the basic one?',
  ])('%j', (question) => {
    expectHonestNo(
      question,
      /^No, our website doesn't state that we hold any certification or accreditation\.$/,
      /UK data-protection law.*encrypted connections/,
      ['/privacy-policy'],
    )
    expect(response(question)).not.toMatch(
      /\bwe are (iso|cyber|certified|accredited)|yes, we (are|hold|have)/i,
    )
  })
})

describe('insurance the site does not state is a no, then the terms on liability', () => {
  it.each([
    'Do you have professional indemnity insurance?',
    'Are you insured?',
    'What insurance do you have?',
    'Can you send me a copy of your insurance certificate?',
    'do u have PI insurance',
    'Do you carry public liability insurance?',
    'Are you covered by professional indemnity cover?',
    'How much professional indemnity cover do you have?',
    'We need proof of insurance before we can take on a supplier',
    'Is your business insured for errors and omissions?',
    'Do you have cyber insurance?',
    'What is your level of indemnity cover?',
    'Please show me your PI insurance certificate',
    'Does PostCraft hold indemnity insurance?',
    'Our procurement form asks for your insurance details',
    "Do you have employers' liability insurance?",
    'Can I see evidence of your professional indemnity policy?',
    'Is there insurance in place for the work you do?',
    'indemnity insurance?',
    'Do you carry insurance in case of a data breach?',
    'Are you fully insured?',
    "What's the value of your professional indemnity insurance?",
  ])('%j', (question) => {
    expectHonestNo(
      question,
      /^No, our website doesn't state what insurance we hold/,
      /Our total liability to you for any claim is limited/,
      ['/terms-of-service'],
    )
    expect(response(question)).not.toMatch(
      /we have (professional|public|indemnity|insurance)|our insurance covers/i,
    )
  })
})

describe('partner status with a network is a no, then the networks we post to', () => {
  it.each([
    'Are you a Meta Business Partner?',
    'Are you a Google Partner?',
    'Is PostCraft an official Facebook marketing partner?',
    'Are you certified by Meta?',
    'Do you have Google Partner status?',
    'are u official instagram partners',
    'Are you a Meta-approved agency?',
    'Are you accredited by Google or Meta?',
    'Do you have an official partnership with Facebook?',
    'Are you a TikTok Marketing Partner?',
    'Are you a LinkedIn marketing partner?',
    'Do your designers have Meta Blueprint certification?',
    'Are your staff Google certified?',
    'Are you officially partnered with any social networks?',
    'Is your agency a verified Meta partner?',
    'Do you hold Google Premier Partner status?',
    'Are you an official partner of Instagram?',
    'Are you recognised by Meta as a partner agency?',
    'Has Google certified your team?',
    'meta partner?',
    'Are you a Meta badged partner?',
  ])('%j', (question) => {
    expectHonestNo(
      question,
      /^No, our website doesn't state that we hold partner status or a certification from any social network/,
      /custom-designed posts on Facebook, Instagram/,
      ['/pricing'],
    )
    expect(response(question)).not.toMatch(/\bwe are an? (official )?(meta|google|facebook|tiktok|linkedin)/i)
  })
})

describe('whether prices include VAT, or our VAT number, is a no, then the prices and the team', () => {
  it.each([
    'Do your prices include VAT?',
    'Is VAT included in the £79?',
    'Are prices ex VAT?',
    'Do I have to pay VAT on top?',
    'Are you VAT registered?',
    'What is your VAT number?',
    'Will VAT be added at checkout?',
    'Is the Pro price inclusive of VAT?',
    'Do you charge VAT?',
    'prices inc vat?',
    'Are the prices on your pricing page before or after VAT?',
    'Can I reclaim VAT on your fees?',
    'Is there VAT to add to the £149?',
    'how much VAT do you charge',
    'Is £219 the price with VAT?',
    'Could you give me your VAT registration number for our books?',
    'Do the plan prices exclude VAT?',
    'are ur prices plus vat',
    'Do you add 20% VAT?',
    'Is VAT charged on add-ons too?',
    'Is the £79 excluding VAT?',
    'Are your monthly fees subject to VAT?',
  ])('%j', (question) => {
    expectHonestNo(
      question,
      /^No, our website doesn't state (whether our prices include VAT|our VAT number)/,
      /£79 a month/,
      ['/pricing'],
    )
    expect(response(question)).toContain(`email our team at ${EMAIL}`)
    expect(response(question)).not.toMatch(/(?<!whether )our prices (include|exclude) VAT|our VAT number is/i)
  })

  it('a VAT number asked alone is not a question about prices', () => {
    expect(firstSentence(response('What is your VAT number?'))).toBe(
      "No, our website doesn't state our VAT number.",
    )
  })

  it.each(['can i download a vat invoice for my books', 'Do your invoices show VAT?'])(
    'a VAT invoice is still the invoices: %j',
    (question) => {
      expect(response(question)).toMatch(/^Every payment is listed under Invoices and payments/)
    },
  )
})

describe('our company number or registration is a no, then the terms’ parties and law', () => {
  it.each([
    'What is your company registration number?',
    'Are you registered at Companies House?',
    "What's your company number?",
    'Are you a limited company?',
    'Who is the legal entity behind PostCraft?',
    'Is PostCraft a registered company in the UK?',
    'Can I look you up on Companies House?',
    'whats ur company reg no',
    "What's your CRN?",
    'Please give me your registered company details for our supplier form',
    'Are you Ltd?',
    "Which company runs PostCraft and what's its registration number?",
    'Is there a registered company behind this website?',
    'I want to check your company on Companies House, what number should I search?',
    'Do you have a company number I can verify?',
    "What's the name of your registered company?",
    'Are you incorporated?',
    'What is your registered office address?',
    'What is your legal company name?',
    'Are you registered with the ICO?',
    'Is your business properly registered?',
  ])('%j', (question) => {
    const ico = /\bico\b/i.test(question)
    expectHonestNo(
      question,
      /^No, our website doesn't state (our company registration (number|details)|our registered office address|a registration with the ICO)\.$/,
      ico ? /UK data-protection law/ : /the provider that operates PostCraft.*law of the United Kingdom/,
      [ico ? '/privacy-policy' : '/terms-of-service'],
    )
    expect(response(question)).not.toMatch(/our company number is|registered in England under/i)
  })
})

describe('a current customer to ring for a reference is a no, then the reviews', () => {
  it.each([
    'Can I speak to some of your existing customers?',
    'Could I call one of your clients for a reference?',
    'Do you have references I can contact?',
    "can u give me a client's number to ring",
    'Can you put me in contact with a current customer?',
    "I'd like two references from businesses you work with",
    'Could I talk to a café owner who uses you?',
    'Are there any customers I can chat to about their experience?',
    'Can you provide referees?',
    'Would a current client be willing to take a call from me?',
    'Please send me the contact details of three customers',
    'Can I email one of your clients to ask what they think?',
    'Do you offer client references?',
    'Can I get a reference from a customer in my area?',
    'We ask all suppliers for two trade references. Can you provide them?',
    'can i ring someone whos used you',
    'Is there a customer I could speak with before signing up?',
    'Can you connect me with a business like mine that uses your service?',
    'References please',
    'Give me the phone number of a happy customer',
    'Could one of your customers give us a reference?',
  ])('%j', (question) => {
    expectHonestNo(
      question,
      /^No, we don't offer our customers' contact details for references/,
      /reviews on our home page:\n.+ stars\):/,
      ['/', '/privacy-policy'],
    )
    expect(response(question)).not.toMatch(/we can put you in touch|here are their/i)
  })
})

describe('an NDA is a no in the words the visitor or the site used, never a new form of theirs', () => {
  it.each([
    'Can you sign our NDA?',
    'will u sign a non disclosure agreement',
    'We need a confidentiality agreement signed before sharing our plans',
    'Are you willing to sign an NDA?',
    'Do you sign NDAs?',
    'Before we start, can your team sign a mutual NDA?',
    'NDA first please',
    'Could we put an NDA in place?',
    'Our lawyer wants you to sign a non-disclosure agreement',
    "Is an NDA something you'd sign?",
    'Will you keep our launch confidential under an NDA?',
    'can you send me your standard NDA',
    'Happy to share our product plans if you sign our non-disclosure first',
    'Would you sign a confidentiality contract?',
    'Is signing an NDA possible?',
    'We require all vendors to sign our NDA, ok?',
    'do u do ndas',
    'Could you sign and return our NDA today?',
    'Will you sign a one-way NDA so we can share the new menu before launch?',
    'Our brand files are secret, so an NDA is a must. Will you sign it?',
  ])('%j', (question) => {
    expectHonestNo(
      question,
      /^No, we don't offer signed non-disclosure agreements or contracts/,
      /access to customer data is limited/,
      ['/privacy-policy'],
    )
    expect(response(question)).not.toMatch(/we will sign|yes, we sign/i)
  })
})

describe('a printed or signed copy of the terms or privacy policy is a no, then their pages', () => {
  it.each([
    'Can you post me a paper copy of your terms?',
    'Could I have a signed copy of the terms of service?',
    'Please send a hard copy of your privacy policy',
    'Can a director sign your terms and send them to me?',
    'Will you send me printed terms and conditions?',
    'I need a signed version of your T&Cs for our files',
    'can u print ur terms n send them',
    'Can I get your cookie policy on paper?',
    'Please post a physical copy of your terms to our office',
    'Our accountant wants a signed printout of your terms and conditions',
    'Could you send me the terms as a signed PDF?',
    'Can I have the privacy policy in writing, signed by someone?',
    'Could a director sign a copy of your privacy notice?',
    'Will you sign your own terms of service for us?',
    'Can you send your terms by post?',
    "I'd like a hard copy of the small print",
    'Please print and sign the terms and privacy policy and post them to me',
    'Do you send out printed copies of the terms?',
    'Could someone sign our copy of your terms and privacy policy?',
    'Can I get a wet-signed copy of your terms?',
    'Would you mail me a printed privacy policy?',
  ])('%j', (question) => {
    const text = response(question)
    expect(firstSentence(text), question).toMatch(
      /^No, we don't offer printed or signed copies of our (terms of service|privacy policy|cookie policy)/,
    )
    expect(text).toMatch(/online, at (Terms of service|Privacy policy|Cookie policy) \(\//)
    expect(inventedClaims(text, site, question), question).toEqual([])
    expect(text).not.toMatch(/we('ll| will) (post|send)/i)
  })

  it('the page of each document named is cited', () => {
    const pages = answer(
      'Please post me a signed paper copy of your terms and your cookie policy',
    )?.sources.map((source) => source.url)
    expect(pages).toEqual(['/terms-of-service', '/cookie-policy'])
  })
})

describe('the visitor’s own credential, or the word in another sense, is another answer', () => {
  it.each([
    'We just got ISO 9001 certified, can you make a post about it?',
    'Can you post about our new Cyber Essentials certification?',
    "We're proud Google Partners ourselves, can you mention it in our posts?",
    'I run an insurance brokerage, can you do our LinkedIn?',
    'We are an insurance broker in Leeds, do you post on LinkedIn?',
    'Can I send a reference photo for the design?',
    'Can I use one of your posts as a reference for our style?',
    'Can you write a post thanking our clients for their references?',
    'Will my existing customers see the posts?',
    'Where do I find the terms?',
    'I signed up yesterday, where are your terms?',
    'What does your small print say about refunds?',
    'Your pricing page small print and your terms give different refund windows?',
    'Can you tag our partner businesses on Instagram?',
    'Can you add my business partner to the account?',
    'If you put prices up, how much warning do existing customers get?',
    'What figure does your work page quote for the number of clients?',
    'Do you post to my Google Business profile?',
  ])('%j', (question) => {
    expect(response(question)).not.toMatch(
      /^No, (our website doesn't state|we don't offer (our customers|printed))/,
    )
  })
})
