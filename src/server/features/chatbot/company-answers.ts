/** The company: the legal pages, reviews, support, where we are and who we are. */
import { SUPPORT_REPLY_WITHIN_HOURS } from '#shared/catalogue/business-rules.ts'
import { type Design, designCategories, designs, designsInCategory } from '#shared/catalogue/designs.ts'
import { plans } from '#shared/catalogue/plans.ts'
import { reviews } from '#shared/catalogue/reviews.ts'
import { trustBadges } from '#shared/catalogue/trust.ts'
import { aboutCopy, aboutLead, aboutSections, aboutValues } from '#shared/content/about-page.ts'
import { LEGAL_UPDATED, termsCopy } from '#shared/content/site-pages.ts'
import { paths } from '#shared/paths.ts'
import {
  allPlans,
  CUSTOMER_CONTACT,
  faqAnswer,
  has,
  list,
  REPLY_TIME,
  SOMEONE_THERE,
  SUPPORT_AT_A_TIME,
  SUPPORT_HOURS,
  section,
} from './catalogue-text.ts'
import { cookieAnswer } from './cookie-answers.ts'
import { DASHBOARD_CONTACT_TEXT } from './customer-area.ts'
import { legalChangeAnswer } from './legal-changes.ts'
import { legalTermsAnswer } from './legal-terms.ts'
import { privacyAnswer } from './privacy-answers.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'
import { reviewsAbout } from './review-topics.ts'

/**
 * 'Have you done anything for dentists?', 'something relevant to our industry': the sample designs on
 * our work page answer it, not a person.
 */
const WORK_FOR_A_TRADE =
  /\bhave you (ever |already )?(worked|done|produced|made|created|designed|written|posted)\b.{0,40}\bfor (a |an |any |other |some )?[a-z]+(s|ancy|ery|ry|ist|er|or|ic|shop|salon|clinic|practice|firm|business|company)\b|\b(relevant|similar|related|specific) to (my|our) (sector|industry|trade|field|line of work|business)\b/

/** A trade's stem, so 'grooming' and 'groomers' find the groomer's designs and 'bakery' the baker's. */
const tradeStem = (trade: string) =>
  trade.length >= 6 ? trade.replace(/(er|ery|ist|ian|or|y)$/, '').slice(0, 6) : trade

/** Category words too common to name a trade ('home', 'services'). */
const GENERIC_CATEGORY_WORDS = new Set(['home', 'services', 'professional', 'trades'])

/**
 * The sample designs made for the trade a question names ('accountants', 'a bakery', 'dog grooming'),
 * from their ids, then those of a category it names ('pet places', 'a fitness studio').
 */
function designsForTrade(text: string): Design[] {
  const words = text.match(/[a-z]{3,}/g) ?? []
  const byTrade = designs.filter((design) => {
    const trade = design.id.split('-')[0] ?? ''
    // 'pub', 'gym', 'spa', 'vet': a three-letter trade is read as a whole word.
    if (trade.length < 3) return false
    const stem = tradeStem(trade)
    return words.some((word) =>
      stem.length >= 4 && trade.length >= 6 ? word.startsWith(stem) : word === trade || word === `${trade}s`,
    )
  })
  const named = designCategories.filter((category) =>
    (category.toLowerCase().match(/[a-z]+/g) ?? []).some(
      (part) =>
        !GENERIC_CATEGORY_WORDS.has(part) &&
        words.some((word) => word === part || `${word}s` === part || word === `${part}s`),
    ),
  )
  const byCategory = named.flatMap((category) => designsInCategory(category))
  return [...new Set([...byTrade, ...byCategory])].slice(0, 3)
}

/** What the sample designs on our work page cover, and where they are. */
export const samplesCover = () =>
  `Sample designs on our work page cover ${list([...designCategories])}: see them at ${paths.ourWork}.`

/** 'Do I still owe fees after I tell you I'm leaving?': what the visitor pays while cancelling. */
const PAYS_AFTER_CANCELLING =
  /\b(i|we|me|us)\b.{0,30}\b(liable|on the hook|owe|pay|paying|charged|billed)\b.{0,40}\b(fee|fees|month|months|notice|payment|bill|charge|money)\b/

/**
 * 'If you make a big mistake and I lose customers, how much will you pay?': our mistake and the visitor's
 * loss, or what we would pay for it, is the terms' liability, not revisions.
 */
const OUR_MISTAKE_AND_A_LOSS = new RegExp(
  [
    /\b(mistake|error|screw\w* up|mess\w* up|blunder|cock\w* up|fault|wrong|go\w* wrong|went wrong|problem)s?\b.{0,60}\b(lose|lost|losing|loses|cost|costs|costing|damage\w*|harm\w*|hurt\w*)\b.{0,30}\b(customer|client|sale|money|business|revenue|income|profit|booking|follower|reputation|order)s?\b/
      .source,
    /\b(lose|lost|losing) (customer|client|sale|money|business|revenue|income|profit|booking|order)s?\b.{0,60}\b(you|u)\b.{0,20}\b(pay|compensat\w*|refund|cover|reimburs\w*)\b/
      .source,
    /\bhow much\b.{0,30}\b(you|u)\b.{0,20}\b(pay|compensat\w*|cover|reimburs\w*)\b.{0,30}\b(mistake|error|loss|losses|damage\w*|fault)s?\b/
      .source,
  ].join('|'),
)

/**
 * Whether the whole question is one 'if you make a mistake and I lose…, what do you pay' answered by the
 * liability section, so that its clauses alone are not answered apart.
 */
export function isMistakeAndLoss(text: string, reply: Reply): boolean {
  return OUR_MISTAKE_AND_A_LOSS.test(text) && reply.response.startsWith('Our total liability')
}

export function legalAnswer(text: string, supportEmail: string): Reply | undefined {
  // 'If you change the terms and we don't agree?': the clause on changes, not the date of the last one.
  const change = legalChangeAnswer(text, supportEmail)
  if (change) return change
  if (
    /\b(updated|revised|modified|changed|version|dated)\b|\blast (time|change|update|revision|edit)|\bhow (recent|old|up to date|current)\b|\bup to date\b/.test(
      text,
    ) &&
    /\b(privacy|policy|policies|terms?|cookie|legal)\b/.test(text)
  )
    return factReply(
      `Our privacy policy, terms of service and cookie policy were last updated in ${LEGAL_UPDATED}.`,
      /\bterms?\b/.test(text) ? SOURCES.terms : /\bcookie/.test(text) ? SOURCES.cookies : SOURCES.privacy,
    )
  // 'Can I sue you?', 'who is my contract with?': the terms' sections, asked in other words.
  const fromTheTerms = legalTermsAnswer(text, supportEmail)
  if (fromTheTerms) return fromTheTerms
  if (
    // 'Will you suspend me if I don't pay?' is the failed payment's pause, in the billing answer.
    (/\bresponsib|\bbann?(ed|s)?\b|\bsuspend|\bblock\w* (my|our) account|\bshut down (my|our)/.test(text) &&
      !/\b(pay|paid|paying|payment|card|bill|billing)\b/.test(text)) ||
    // 'Do you check my posts follow Instagram's rules?': each platform's rules are the visitor's to keep.
    /\b(platform|network|channel|facebook|instagram|linkedin|tiktok|twitter|google|threads|youtube)'?s? (own )?(rules|guidelines|community standards|policies)\b/.test(
      text,
    )
  ) {
    const terms = termsCopy(supportEmail)
    return factReply(
      `${section(terms, 'Your content and accounts')} ${section(terms, 'Our liability')}`,
      SOURCES.terms,
    )
  }
  const privacy = privacyAnswer(text, supportEmail)
  if (privacy) return privacy
  const cookies = cookieAnswer(text, supportEmail)
  if (cookies) return cookies
  const terms = termsCopy(supportEmail)
  // 'the terms governing cancellation' asks about cancelling, not the law.
  if (
    /\b(law|laws|jurisdiction|court|courts|governing law|governed by (which|what))\b/.test(text) ||
    // 'Are your terms different for Scottish businesses?': the governing law names Scotland.
    (/\b(scotland|scottish|northern ireland|northern irish|wales|welsh)\b/.test(text) &&
      /\b(terms?|contract|legal|agreement|t and c)\b/.test(text))
  )
    return factReply(section(terms, 'Governing law'), SOURCES.terms)
  // 'If Instagram has an outage, are you on the hook?': the liability section names outages. 'Am I
  // still on the hook for fees after I cancel?' asks what the visitor pays, which the terms' notice says.
  if (
    (/\bliab|\bon the hook\b|\boutage|\b(to blame|at fault|compensat\w*)\b/.test(text) ||
      OUR_MISTAKE_AND_A_LOSS.test(text)) &&
    !(has(text, 'cancel') && PAYS_AFTER_CANCELLING.test(text))
  )
    return factReply(section(terms, 'Our liability'), SOURCES.terms)
  if (/\bresell|\breseller|white.?label|\bmy client|\bour client/.test(text))
    return factReply(section(terms, 'Resellers'), SOURCES.terms)
  // 'As the owner, how often do I review the content?' is no question of who owns it.
  if (
    /\b(own|owns|owned|owning|ownership)\b.*\b(photo|logo|content|image)|\bcopyright|\bpermission\b/.test(
      text,
    )
  )
    return factReply(section(terms, 'Your content and accounts'), SOURCES.terms)
  // 'Under your terms, which billing periods can I choose?': the terms' own fees and billing section.
  if (
    /\bterm(s)? (of service|and condition)|\bt ?and ?c\b/.test(text) &&
    /\bbill\w*|\bfees?\b|\bpayment (period|option|term|frequenc)\w*|\binvoic\w*|\bhow often (i|we|you) (pay|get charged)/.test(
      text,
    ) &&
    !has(text, 'refund', 'cancel', 'revision', 'contract')
  )
    return factReply(section(terms, 'Fees and billing'), SOURCES.terms, SOURCES.pricing)
  // 'According to your terms, how many days to claim a refund?' asks the refund, which its answer cites.
  if (
    /\bterm(s)? (of service|and condition)|\bt ?and ?c\b/.test(text) &&
    !has(text, 'refund', 'cancel', 'revision', 'contract')
  )
    return factReply(`${terms.description} Read them in full on our terms of service page.`, SOURCES.terms)
  return undefined
}

/**
 * 'Can you guarantee a reply within one hour?', 'do u answer emails in 30 mins': a reply asked sooner
 * than the team's own hours, as the visitor put it (undefined when the time asked is not sooner).
 */
function fasterReplyAsked(text: string): string | undefined {
  if (
    /\b(same day|same afternoon|same morning|within the hour|straight away|immediately|instantly|right away)\b/.test(
      text,
    )
  )
    return 'that day'
  const asked = text.match(
    /\b(within|in|under|inside|less than) (an?|one|half an|\d+|a couple of|a few) ?(hours?|hrs?|minutes?|mins?)\b/,
  )
  if (!asked) return undefined
  const count = Number(asked[2])
  if (/^h/.test(asked[3] ?? '') && Number.isFinite(count) && count >= SUPPORT_REPLY_WITHIN_HOURS)
    return undefined
  return asked[0]
}

/**
 * 'What's the guaranteed reply time for emails?', 'what response time do you commit to?': how soon the
 * team replies, read before the guarantee or the contract its words brush. A change's turnaround is
 * the revisions' 48 hours, and a data request's the privacy policy's month.
 */
export function replyTimeAnswer(text: string, supportEmail: string): Reply | undefined {
  if (
    !REPLY_TIME.test(text) ||
    // 'turnaround on support emails' is the reply, not a revision.
    has(text.replace(/\bturnaround\b/g, ' '), 'revision') ||
    /\b(data|request|subject access|gdpr|change|edit)\w*\b/.test(text)
  )
    return undefined
  const faster = fasterReplyAsked(text)
  return factReply(
    `${faster ? "No, we don't guarantee a reply that quickly. " : ''}${faqAnswer('How do I get support')} Email us at ${supportEmail}.`,
    SOURCES.home,
    SOURCES.contact,
  )
}

/**
 * How a customer reaches the team: the FAQ's support answer (email, video call, the dashboard), and the
 * dashboard's Messages and Contact Support.
 */
export function customerContactAnswer(text: string, supportEmail: string): Reply | undefined {
  if (!CUSTOMER_CONTACT.test(text)) return undefined
  return factReply(
    `${faqAnswer('How do I get support')} ${DASHBOARD_CONTACT_TEXT} Email us at ${supportEmail}.`,
    SOURCES.home,
    SOURCES.contact,
    SOURCES.messages,
    SOURCES.contactSupport,
  )
}

export function companyAnswer(text: string, supportEmail: string): Reply | undefined {
  if (
    /\bany good\b|\bgood are you\b|\btrust (you|your)|\breliable\b|\blegit\w*\b|\bscam\b|\bgenuine\b|\breal company\b/.test(
      text,
    )
  )
    return factReply(`${list(trustBadges.map((b) => `${b.value} ${b.label}`))}.`, SOURCES.home)
  if (
    /\b(google )?rating\b|\brated\b|\bscore\b|\bhow many star/.test(text) &&
    !/\breview\b.*\bfrom\b/.test(text)
  )
    return factReply(`${list(trustBadges.map((b) => `${b.value} ${b.label}`))}.`, SOURCES.home)
  if (/\bcontent review\b/.test(text)) return undefined
  return reviewsAnswer(text) ?? workAndCompanyAnswer(text, supportEmail)
}

/** Why us: the about page's story (agencies cost too much, do-it-yourself tools took hours), plans, guarantee. */
function whyUsReply(): Reply {
  return factReply(
    `${aboutSections[0]?.blocks.find((block) => block.includes('UK team')) ?? aboutLead} ${allPlans()} ${faqAnswer('Do you offer a money-back')}`,
    SOURCES.about,
    SOURCES.pricing,
  )
}

/** 'Why pay you rather than use a scheduling app and do it myself?': us against doing it yourself. */
const INSTEAD_OF_DOING_IT_YOURSELF =
  /\bwhy (would|should|do) (i|we) (pay|need|hire) (you|u)\b|\b(instead of|rather than|over|versus|vs|when (i|we) (could|can))( just)? (using|use|doing|do|having|buying|paying for)?\b.{0,25}\b(apps?|tools?|software|scheduler|myself|ourselves|diy|do-it-yourself|buffer|hootsuite|canva)\b/

/** Us against doing it yourself with a tool, asked before the scheduling those tools do. */
export function doItYourselfAnswer(text: string): Reply | undefined {
  return INSTEAD_OF_DOING_IT_YOURSELF.test(text) ? whyUsReply() : undefined
}

/** Reviews asked for by a trade or town we have them from ('any reviews from florists?'). */
export function tradeReviewsAnswer(text: string): Reply | undefined {
  return has(text, 'reviews') && reviewsAbout(text).length > 0 ? reviewsAnswer(text) : undefined
}

/**
 * Customers' reviews, all or those of one trade or town ('reviews from florists'). Asked before the
 * topics a trade's words brush ('seasonal retailers' is not a question about seasonal campaigns).
 */
export function reviewsAnswer(text: string): Reply | undefined {
  const about = reviewsAbout(text)
  if (/\bcontent review\b/.test(text)) return undefined
  if (
    has(text, 'reviews') ||
    /\b(happy|satisfied) (client|customer)|\bclients? (are )?happy\b|\breview\b$/.test(text) ||
    (about.length > 0 &&
      /\b(review|testimonial|customer|client|use|using|used|work with|worked with|work for|worked for|say|said|think|thought|happy|experience|on your book)\w*\b/.test(
        text,
      ))
  ) {
    return factReply(reviewLines(text), SOURCES.home)
  }
  return undefined
}

/** The reviews of the trade or town the question names, or the first three, one a line. */
export function reviewLines(text: string): string {
  const about = reviewsAbout(text)
  return (about.length > 0 ? about : reviews.slice(0, 3))
    .map((r) => `${r.name} (${r.business}, ${r.rating} stars): ${r.text}`)
    .join('\n')
}

function workAndCompanyAnswer(text: string, supportEmail: string): Reply | undefined {
  if (
    has(text, 'examples') ||
    WORK_FOR_A_TRADE.test(text) ||
    // 'Anything you made for a gym?', 'u made anything for a vet': work for a trade, asked without 'have you'.
    /\b(you|u|you'?ve|you have) (ever )?(made|done|did|created|designed|produced) (anything|stuff|something|any work|any posts?|posts?|designs?) for (a|an|any|other)\b/.test(
      text,
    ) ||
    /\b(anything|stuff|something|things|work|posts?|designs?|examples?) (you'?ve |you have |you |u )?(made|done|did|created|designed|produced) for (a|an|any|other)\b/.test(
      text,
    ) ||
    /\bdesigned for\b|\bwho do you work with\b|\bdo you work with\b|\b(experience|work) (with|in) (my|our|the) (industry|sector|kind of business)/.test(
      text,
    )
  ) {
    const forTrade = designsForTrade(text)
    if (forTrade.length > 0)
      return factReply(
        `Yes, sample designs on our work page include ${list(forTrade.map((d) => `${d.title} (${d.category}): ${d.description.replace(/\.$/, '')}`))}. They cover ${list([...designCategories])}: see them at ${paths.ourWork}.`,
        SOURCES.ourWork,
      )
    return factReply(samplesCover(), SOURCES.ourWork)
  }
  if (
    SUPPORT_AT_A_TIME.test(text) ||
    SUPPORT_HOURS.test(text) ||
    (/\b(weekends?|saturdays?|sundays?|evenings?|nights?|out of hours|opening hours|office hours|what hours|bank holidays?)\b/.test(
      text,
    ) &&
      (/\b(support|answer|reply|respond|open|available|contact|help|work)\w*\b/.test(text) ||
        SOMEONE_THERE.test(text)))
  ) {
    const roundTheClock = plans.filter((plan) => plan.features.some((f) => f.includes('24/7')))
    const includes = roundTheClock.map(
      (plan) => `${plan.title} includes ${plan.features.find((f) => f.includes('24/7'))}.`,
    )
    // 'Can I get help at 11pm on a Sunday?': only the round-the-clock plan covers that time, said first.
    const atATime = SUPPORT_AT_A_TIME.test(text) && roundTheClock.length < plans.length
    return factReply(
      atATime
        ? `Only ${includes.join(' Only ')} ${faqAnswer('How do I get support')}`
        : `${faqAnswer('How do I get support')} ${includes.join(' ')}`,
      SOURCES.home,
      SOURCES.pricing,
    )
  }
  if (
    /\b(cheaper|better|different) than\b|\bcompared? (to|with)\b|\bover (a|an|other|another) (agency|freelancer|company)|\bwhy (should|would) (i|we) (choose|pick|use|go with)|\bwhat makes? you (different|special|better)|\b(instead of|rather than) (a|an|another|other) (agency|freelancer|agencies)/.test(
      text,
    )
  )
    return whyUsReply()
  if (has(text, 'contact') || /\bhow (do|can) i (reach|contact|email)|\bwrite email\b/.test(text))
    return factReply(
      // The contact page's two options, by the names its buttons give them.
      `Email our UK team at ${supportEmail}; we reply to every message within ${SUPPORT_REPLY_WITHIN_HOURS} hours. Or use Schedule a call on our contact page to book a free video call from the calendar on our home page.`,
      SOURCES.contact,
    )
  if (
    has(text, 'support') ||
    REPLY_TIME.test(text) ||
    /\bsend (a |you a )?message|\bmessage (to )?(you|us|the team)\b/.test(text)
  )
    return factReply(
      `${faqAnswer('How do I get support')} Email us at ${supportEmail}.`,
      SOURCES.home,
      SOURCES.contact,
    )
  if (
    /\b(based|located|where are you|which (country|city|town|part of the (country|uk|world))|where is (your|the) (team|company))\b/.test(
      text,
    ) ||
    /\b(team|designer|copywriter|writer|staff|people|employee|you|work|post)\w*\b.*\b(abroad|offshore|overseas|outsourc\w*|this country|(in|from) (the uk|britain|england)|uk-based|uk based|british|english people|local people)\b/.test(
      text,
    )
  )
    // The home page says 'Our UK team' too.
    return factReply(
      aboutSections[0]?.blocks.find((block) => block.includes('UK team')) ?? aboutLead,
      SOURCES.about,
      SOURCES.home,
      SOURCES.contact,
    )
  if (has(text, 'about')) {
    if (/\bmission\b/.test(text)) return factReply(section(aboutCopy, 'Our mission'), SOURCES.about)
    if (/\bvalue\b/.test(text))
      return factReply(aboutValues.map((v) => `${v.title}: ${v.text}`).join(' '), SOURCES.about)
    return factReply(aboutSections[0]?.blocks.join(' ') ?? '', SOURCES.about)
  }
  return undefined
}
