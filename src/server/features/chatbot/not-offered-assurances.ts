/**
 * Assurances and documents the site does not state: a certification or accreditation ('ISO 27001',
 * 'Cyber Essentials'), insurance, partner status with a network, our company's or VAT registration, a
 * current customer to ring for a reference, a printed or signed copy of our terms. Each gets a plain
 * 'no' first (never a claim either way: the site says nothing of them), then what the site does say
 * that comes nearest, with its page, and the team for anything more.
 */
import { privacyCopy, termsCopy } from '#shared/content/site-pages.ts'
import { allPlans, channelNames, section } from './catalogue-text.ts'
import { reviewLines } from './company-answers.ts'
import { ourPostsOn } from './not-offered-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/** The words of a credential: 'certified', 'accreditation', 'insured', 'a partner', 'ISO', 'an award'. */
const CREDENTIAL = String.raw`(certif|accredit|insur|registered|partner|iso\b|cyber essential|award)`

/**
 * 'We just got ISO 9001, can you post about it?', 'we are proud Google Partners', 'I run an insurance
 * brokerage': the visitor's own credential or trade, not a question about ours.
 */
const THEIR_OWN = new RegExp(
  [
    String.raw`\b(we|i)( have| are|'ve|'re| am| just| recently| finally| now| also)+ (been |got |become |became |achieved |earned |gained |passed |received |won )*(an? |the )?(official |proud )?(\w+ ){0,2}${CREDENTIAL}`,
    String.raw`\b(post|posts|announce|celebrate|promote|shout about|caption|mention)\w*\b.{0,30}\b(our|my) (new |recent )?(\w+ ){0,3}${CREDENTIAL}`,
    String.raw`\binsurance (broker|agenc|agent|compan|firm|business|office|product|quote)`,
  ].join('|'),
)

/** The networks and platforms whose partner a visitor may ask us to be. */
const PLATFORM =
  '(facebook|instagram|google|linkedin|tiktok|x twitter|youtube|pinterest|threads|snapchat|social (media|network)s?( platform)?s?)'

/** 'a Meta Business Partner', 'Google Partner status', 'certified by TikTok', 'an official partner'. */
const PARTNER_STATUS = new RegExp(
  [
    String.raw`\b${PLATFORM}( business| marketing| ads| advertising| agency| premier| certified| approved| official| badged)* partner`,
    String.raw`\b(official|officially|certified|accredited|approved|verified|recogni[sz]ed|badged|premier)\b.{0,25}\bpartner`,
    String.raw`\bpartner\w* (of|with|by) (any |the |an? )?${PLATFORM}`,
    String.raw`\b(certified|accredited|approved|recogni[sz]ed|endorsed)( as [a-z]+( [a-z]+)?)? by (any |the )?${PLATFORM}`,
    String.raw`\b${PLATFORM}[- ](certified|accredited|approved|endorsed)\b|\bblueprint\b`,
  ].join('|'),
)

/** 'professional indemnity', 'are you insured', 'public liability insurance', 'PI cover'. */
const INSURANCE = /\b(insurance|insured|indemnity|pi cover|liability cover)\b/

/** 'ISO 27001', 'Cyber Essentials Plus', 'SOC 2', 'any accreditations', 'certified to a standard'. */
const CERTIFICATION =
  /\biso ?\d{4,5}\b|\biso\b.{0,15}\b(certif|accredit|registered|compliant|standard)|\bcyber essential|\bsoc ?[12]\b|\biasme\b|\baccredit\w*|\bcertification|\bcertified\b|\b(security|cyber|data|information|quality) certificate/

/** 'Companies House', 'your company number', 'a registered office', 'are you a limited company'. */
const COMPANY_DETAILS =
  /\bcompan(y|ies) house\b|\bcompany (registration |reg )?(number|no|details|name)\b|\bregistration (number|no)\b|\bcrn\b|\bregistered (company|office|address|business|name)\b|\blegal (entity|name|company)\b|\b(are|is) (you|postcraft|your (business|company))( an?)? (properly |officially |legally )?(limited|ltd|incorporated|plc|registered)\b|\bico registration\b/

/** 'prices plus VAT?', 'your VAT number': an invoice's VAT is the invoices' answer. */
const VAT = /\bvat\b/
const ABOUT_AN_INVOICE = /\b(invoice|receipt)s?\b/

/** 'two current clients I can phone', 'references', 'talk to a café owner who uses you'. */
const REFERENCES = new RegExp(
  [
    String.raw`\b(references?|referees?)\b(?! (photo|image|picture|pic|design|post|number|code|id|material|example|shot)s?\b)`,
    String.raw`\b(speak|talk|chat|call|ring|phone|email|contact|connect (me|us)|put (me|us) in (touch|contact))\w*\b(?:(?!\b(my|our|their)\b).){0,30}\b(existing|current|past|previous|former|happy|real|other|your|of your)( \w+)? (client|customer)s?\b(?! (support|service|care|area|dashboard))`,
    String.raw`\b(client|customer)s?'?s?'? ((phone|contact|mobile|email|telephone) (number|detail|address)\w*|numbers? (to|so) )`,
    String.raw`\b(contact details|(phone|mobile|telephone|contact) numbers?|emails?|email address\w*) (of|for) (\S+ ){0,2}(client|customer)s?\b(?! (support|service|care))`,
    String.raw`\b(client|customer)s? (i|we) (can|could|may|might) (speak|talk|chat|call|ring|phone|email|contact)`,
    String.raw`(?<!\b(my|our|their) )\b(client|customer)s?\b.{0,40}\b(call|chat|talk|email|message)s? (from|with) (me|us)\b`,
    String.raw`\b(speak|talk|chat|call|ring|phone|email|contact|connect)\w*\b.{0,40}\b(who|that) (is |has |have )?(use|used|using|work with|worked with)\w* (you|your)\b`,
  ].join('|'),
)
const AS_A_REFERENCE =
  /\bas (a |an )?reference\b|\b(our|my|their) (\w+ )?references?\b|\breference (for|of) (my|our|the) (style|brand|design|post)/

/** Our terms, privacy policy or cookie policy, as a printed, posted or signed copy. */
const LEGAL_DOCUMENT =
  /\b(terms?|t and cs?|conditions|small print|fine print|privacy (policy|notice)|cookie policy|legal (documents?|pages?)|policies)\b/
const ON_PAPER_OR_SIGNED =
  /\b(printed|printout|print (out|off)|print and (sign|send|post)|(you|someone|somebody|director|we) (print|sign)|(paper|physical|hard) (copy|copies|version)|on paper|hard ?cop(y|ies)|(wet-|counter)?signed\b(?! up)|sign (a |the |your |our |its )?(own |copy|copies|term|privacy|cookie|polic)|by post|post (me|us)\b|sign and (send|return|post))/

/** 'No, our website doesn't state …', what it does say, and the team for the rest. */
function notStated(what: string, nearest: string, team: string, ...sources: Reply['sources']): Reply {
  return factReply(`No, our website doesn't state ${what}. ${nearest} ${team}`, ...sources)
}

function companyDetail(text: string): string {
  if (/\bico\b/.test(text)) return 'a registration with the ICO'
  if (/\b(address|office)\b/.test(text)) return 'our registered office address'
  if (/\b(number|no|crn)\b/.test(text)) return 'our company registration number'
  return 'our company registration details'
}

/** A passage's first sentence, or another by its index. */
const sentence = (passage: string | undefined, index = 0) => passage?.split(/(?<=\.)\s/)[index] ?? ''

function vatAnswer(text: string, supportEmail: string): Reply {
  const number = /\b(number|no|registration|registered|reg)\b/.test(text)
  const prices =
    !number ||
    /\b(price|fee|cost|include|included|inclusive|inc|ex|exclude|excluding|plus|on top|add|added|charge|charged|reclaim)\w*\b/.test(
      text,
    )
  const what = [prices && 'whether our prices include VAT', number && 'our VAT number'].filter(Boolean)
  return notStated(
    what.join(', or '),
    allPlans(),
    `For our VAT details, email our team at ${supportEmail}.`,
    SOURCES.pricing,
  )
}

/** The honest 'no' to an assurance or document the site does not state, if the question asks one. */
export function assuranceNotOffered(text: string, supportEmail: string): Reply | undefined {
  if (THEIR_OWN.test(text)) return undefined
  const privacy = privacyCopy(supportEmail)
  const terms = termsCopy(supportEmail)
  const checks = `If your supplier checks need more, email our team at ${supportEmail}.`
  const security = `What our privacy policy does say: ${sentence(privacy.intro[0], 1)} ${section(privacy, 'Security')}`
  if (PARTNER_STATUS.test(text))
    return notStated(
      'that we hold partner status or a certification from any social network or platform',
      `${ourPostsOn(channelNames)}.`,
      checks,
      SOURCES.pricing,
    )
  if (INSURANCE.test(text))
    return notStated(
      `what insurance we hold${/\b(certificate|proof|evidence|copy|show|see)\b/.test(text) ? ', so we cannot show you a certificate here' : ''}`,
      `What our terms of service do say about liability: ${section(terms, 'Our liability')}`,
      checks,
      SOURCES.terms,
    )
  if (CERTIFICATION.test(text))
    return notStated('that we hold any certification or accreditation', security, checks, SOURCES.privacy)
  if (VAT.test(text) && !ABOUT_AN_INVOICE.test(text)) return vatAnswer(text, supportEmail)
  if (COMPANY_DETAILS.test(text)) {
    const detail = companyDetail(text)
    if (detail.includes('ICO')) return notStated(detail, security, checks, SOURCES.privacy)
    return notStated(
      detail,
      `What our terms of service do say: ${sentence(terms.intro[0])} ${sentence(section(terms, 'Governing law'))}`,
      `To check our company details, email our team at ${supportEmail}.`,
      SOURCES.terms,
    )
  }
  if (REFERENCES.test(text) && !AS_A_REFERENCE.test(text))
    return factReply(
      `No, we don't offer our customers' contact details for references: our privacy policy says ${sentence(section(privacy, 'Who we share it with')).replace(/^We/, 'we')} What our customers say is in the reviews on our home page:\n${reviewLines(text)}`,
      SOURCES.home,
      SOURCES.privacy,
    )
  if (LEGAL_DOCUMENT.test(text) && ON_PAPER_OR_SIGNED.test(text)) return legalCopies(text, supportEmail)
  return undefined
}

/** 'a printed copy of your terms, signed by a director': they are online; buying a plan accepts them. */
function legalCopies(text: string, supportEmail: string): Reply {
  const privacy = /\bprivacy\b/.test(text)
  const cookies = /\bcookie/.test(text)
  const terms = !(privacy || cookies) || /\b(terms?|t and cs?|conditions|small print|fine print)\b/.test(text)
  const pages = [terms && SOURCES.terms, privacy && SOURCES.privacy, cookies && SOURCES.cookies].filter(
    (page) => page !== false,
  )
  const names = pages.map((page) => page.title.toLowerCase())
  const online = pages.map((page) => `${page.title} (${page.url})`)
  // 'By buying a plan you accept them': no signature is needed.
  const accept = terms ? ` ${sentence(termsCopy(supportEmail).intro[0], 1)}` : ''
  return factReply(
    `No, we don't offer printed or signed copies of our ${names.join(' or ')}: ${pages.length > 1 ? 'they are' : 'it is'} online, at ${online.join(' and ')}.${accept}`,
    ...pages,
  )
}
