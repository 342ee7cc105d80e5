/**
 * One question may ask two facts ('What is your entry price, and what does the top tier cost?'): the
 * whole question is answered first, then each of its clauses, and every answer not already given is
 * added, with its pages. A question that names one of our pages cites that page too.
 */
import { plans } from '#shared/catalogue/plans.ts'
import { normalise } from '#shared/chatbot/normalise.ts'
import { mentions } from '#shared/chatbot/synonyms.ts'
import { formatPenceShort as price } from '#shared/format/money.ts'
import type { ChatSource } from '#shared/schemas/chatbot.ts'
import { combinationAnswer } from './add-on-answers.ts'
import { afterPaymentAnswer } from './after-payment.ts'
import { withAgencyRows } from './agency-rows.ts'
import { catalogueAnswer } from './catalogue-answers.ts'
import { plansNamed } from './catalogue-text.ts'
import { changeRequestAnswer } from './change-requests.ts'
import { customerContactAnswer, isMistakeAndLoss } from './company-answers.ts'
import { couponAnswer, couponBoxAnswer } from './coupon-answer.ts'
import { repliesAnswer } from './customer-area.ts'
import { legalChangeAnswer } from './legal-changes.ts'
import { legalSubject } from './legal-subject.ts'
import { notOffered } from './not-offered.ts'
import { assuranceNotOffered } from './not-offered-assurances.ts'
import { capabilityNotOffered } from './not-offered-capability.ts'
import { publishingAnswer } from './publishing-answer.ts'
import { factReply, isHonestNo, SOURCES, withoutLeadingYes } from './reply-sources.ts'
import type { Reply } from './responder.ts'
import { fearsLosingTheMoney } from './terms-answers.ts'
import { withVisitorsAbbreviations } from './visitor-terms.ts'

const CLAUSE_BREAK =
  /[?!;]+\s*|\.\s+|,\s*(?:and|but|or|also|plus|then|including|as well as)\s+|\s+(?:and|also|plus|as well as)\s+(?=(?:what|how|is|are|do|does|can|could|will|would|which|when|where|who|whether|if|any|the top|the cheapest)\b)/i

/** 'between the £149 and the £219 plan': the 'and' of a comparison, not of two topics. */
const BETWEEN_AND = /\b(between (?:\S+ ){0,2}\S+) and /gi

/** The question's clauses, when it has more than one with something to ask. */
export function clausesOf(question: string): string[] {
  const clauses = question
    .split(CLAUSE_BREAK)
    .map((clause) => clause.trim())
    .filter((clause) => clause.split(/\s+/).length >= 2)
  if (clauses.length > 1) return clauses.slice(0, 4)
  // 'What's the guarantee and notice period?': two topics joined by a bare 'and'.
  // 'sit down and review', 'go and check': one action, not two topics.
  // 'The difference between the £149 and the £219 plan': one comparison, not two topics.
  const topics = question
    .replace(BETWEEN_AND, '$1 \u0000 ')
    .split(/(?<!\b(?:sit|sat|sitting) down|\b(?:go|goes|come|comes|try|tries|went|came|tried))\s+and\s+/i)
    .map((part) => part.replace('\u0000', 'and').trim())
    .filter((part) => part.split(/\s+/).length >= 2)
  return topics.length > 1 ? topics.slice(0, 3) : []
}

const PAGES_NAMED: [RegExp, ChatSource][] = [
  [/\b(home ?page|front page|main page|landing page|banner|your website says|on your site)\b/, SOURCES.home],
  [/\bpricing page|price page|price list\b/, SOURCES.pricing],
  [/\bterms( of service| and conditions)?\b|\bt ?and ?c|small print|fine print\b/, SOURCES.terms],
  [/\bprivacy (policy|notice)\b/, SOURCES.privacy],
  [/\babout (us )?page\b/, SOURCES.about],
  [/\bour work page|portfolio page|case stud/, SOURCES.ourWork],
]

/**
 * 'Where do I see all the prices and extras?', 'which page says how quickly you respond?': a question
 * about where on the site something is. Its answer names the page, with its path, before the fact.
 */
const WHERE_ON_SITE =
  /\b(which|what) (page|web ?page|bit|part|section|place|area)\b|\b(direct|point|take|send|link) (me|us) to\b.{0,30}\b(page|section|part|bit)\b|\bthe (page|section|part|bit) of (the|your) (site|website)\b|\b(is there|do you have|have you got) (a |an )?(dedicated |separate |specific |special |\w+ )?(page|section)\b|\bwhere\b.{0,40}\b(published|written|stated|set out|explained|described|listed)\b|\bwhere on (the|your) (site|website)\b|\b(somewhere|anywhere|a page|any page|a place|one place|a section|a part|a bit) (on (the|your) (site|website)|that|which|where|showing|with|listing|comparing|explaining|covering|about)\b|\b(somewhere|anywhere) (i|we) (can|could)\b|\bwhere\b.{0,30}\b(see|find|read|look|check|view|get|is|are|show|list|explain|mention|say|put|nosy|nosey|nose|peek|browse|glance|book)\b|\bwhere\b.{0,30}\b(site|website|page)\b.{0,20}\b(publish|display|state|give|quote|show|keep|have|mention)\w*|\b(find|see|read|look up|get to)\b.{0,40}\bon (the|your) (site|website)\b|\b(page|site|website) (that|which) (show|say|state|list|has|have|quote|give|explain|mention)\w*|^(the |your )?(\w+ ){1,2}(page|section)( please| pls| thanks| thank you)?$|\blink to (the |your )?(\w+ ){1,2}(page|section)\b|\bwhere\b.{0,20}\b(log ?in|login|sign ?in|signin)\b/

/** The page each kind of thing lives on, most specific first. */
const PAGE_TOPICS: [RegExp, ChatSource][] = [
  [/\bcookie/, SOURCES.cookies],
  [
    /\bprivacy|\b(my|personal|your) data\b|\bgdpr\b|\bdata (retention|protection)|\bretention\b/,
    SOURCES.privacy,
  ],
  [/\bterms?\b|\bsmall print|\bfine print|\bcontract|\bnotice period/, SOURCES.terms],
  // The guarantee is on the home and pricing pages too; its policy is in the terms.
  [/\brefund|\bmoney[- ]back|\bguarantee/, SOURCES.terms],
  [/\b(log ?in|login|sign ?in|signin)\b/, SOURCES.signIn],
  [/\b(job|career|vacanc\w*|hiring|role)s?\b/, SOURCES.careers],
  // The calendar for the free demo call is on the home page.
  [
    /\b(book|booking|schedule|arrange|set up|setting up|organise|organize)\w*\b.{0,20}\b(call|demo|meeting|appointment)|\b(speak|talk) (to|with) (a person|a human|someone|somebody|the team|your team)|\bcalendar\b/,
    SOURCES.booking,
  ],
  [
    /\b(respond|reply|replie|answer|get back)\w*\b|\bcontact|\bget in touch|\bemail (address|you)|\benquir/,
    SOURCES.contact,
  ],
  [
    /\babout( us)? page\b|\b(people|team|staff|person|who) (who |that )?works? (for|at|with) (you|postcraft)|\bfounder|\bfounded|\b(started|set up|runs|run|behind|own|owns) (the|this|your) (company|business)|\bwho (start|started|starts|began|begin|set up|runs|founded|found|create|created)\b|\b(your|company|the) story\b|\bmission|\bvalue\b|\bpeople behind|\bwho you are\b|\bwho is on (the|your) team\b|\bwho works\b/,
    SOURCES.about,
  ],
  [
    /\b(design|example|sample|portfolio|case stud\w*|previous work|past work|your work)\b|\b(made|done|did|created|designed) for (other|another|past|previous|people|client|customer|business)|\b(stuff|thing|work|post)s? (you|you have)( already)? (made|done|did|created|designed)\b|\bnumber of client|\bhow many (client|customer)|\b(business|client|customer|compan)\w* (you|you have) (worked|work) (with|for)\b|\b(client|customer)s? (number|count|figure)|\b(figure|stat|statistic)s? (on|for|about|of)\b/,
    SOURCES.ourWork,
  ],
  // The home page's 'How it works' steps.
  [/\bhow (it|this|the service|everything|you) works?\b|\b(step|process|onboarding)\b/, SOURCES.home],
  // The table comparing us with a typical agency is on the home page.
  [
    /\b(compar\w*|versus|vs|against|better than|cheaper than|side by side|stack\w* up|measure\w* up)\b.{0,40}\b(agenc\w*|freelancer|competitor)/,
    SOURCES.home,
  ],
  [
    /\b(price|pricing|cost|extra|add-on|plan|package|tier|fee|channel|network|platform|video|reel|story|stories|carousel|report|analytics|blog|article)s?\b/,
    SOURCES.pricing,
  ],
  // The frequently asked questions are on the home page (and the pricing page).
  [/\bfaq|\bfrequently asked|\bcommon question/, SOURCES.home],
  // Customers' reviews and ratings are on the home page, as is the FAQ's answer on AI.
  [
    /\b(review|testimonial|rating)\w*\b|\b(think|say|said) (of|about) (you|postcraft)\b|\bai\b|\bartificial intelligence\b/,
    SOURCES.home,
  ],
]

/** The page a 'where on the site' question asks for, if it asks one. */
export function pageAsked(text: string): ChatSource | undefined {
  if (!WHERE_ON_SITE.test(text)) return undefined
  return PAGE_TOPICS.find(([pattern]) => pattern.test(text))?.[1]
}

function withPage(reply: Reply | undefined, page: ChatSource): Reply {
  // The booking calendar is a part of the home page, not a page of its own.
  const where =
    page === SOURCES.booking
      ? `You'll find it on our home page: the calendar to book a free demo call (${page.url}).`
      : `You'll find it on this page: ${page.title} (${page.url}).`
  const others = (reply?.sources ?? []).filter((source) => source.url !== page.url)
  if (!reply) return factReply(where, page)
  // An honest 'no' stays first; an FAQ's 'Yes.' answered its own question, not 'which page'.
  const response = isHonestNo(reply)
    ? `${reply.response}\n${where}`
    : `${where} ${withoutLeadingYes(reply.response)}`
  return { ...reply, response, sources: [page, ...others] }
}

const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`

function merge(replies: Reply[], question: string): Reply | undefined {
  const [first, ...rest] = replies
  if (!first) return undefined
  const given = [first.response]
  const sources = new Map<string, ChatSource>()
  const cite = (source: ChatSource) => sources.set(`${source.title}\n${source.url ?? ''}`, source)
  first.sources.forEach(cite)
  // After an honest 'No', a clause's FAQ 'Yes.' would contradict it: the FAQ's words stand alone.
  const no = isHonestNo(first)
  for (const reply of rest) {
    const text = no ? withoutLeadingYes(reply.response) : reply.response
    // A later answer that says all of an earlier one and more ('… Every plan includes …') replaces it,
    // whether it adds before or after it ('To claim the money-back guarantee, … Your first order is …'),
    // or answers 'Yes' to it ('Yes: we follow UK data-protection law …' after 'We follow …').
    const extended = given.findIndex(
      (part) =>
        text.length > part.length &&
        (text.includes(withoutLeadingYes(part)) || text.startsWith(`Yes: ${lowerFirst(part)}`)),
    )
    if (extended >= 0) {
      given[extended] = text
      reply.sources.forEach(cite)
      continue
    }
    const lead = text.split(/(?<=[.!?])\s/)[0] ?? text
    if (given.join('\n').includes(lead)) continue
    given.push(text)
    reply.sources.forEach(cite)
  }
  for (const [pattern, source] of PAGES_NAMED) if (pattern.test(question)) cite(source)
  return { ...first, response: given.join('\n'), sources: [...sources.values()] }
}

/**
 * 'Before I commit to anything, what does the middle tier cost?', 'For our records, …': a lead-in that
 * sets the scene, not the question (the contract, or the records we keep, is not what is asked).
 */
const LEAD_IN =
  /^\W*((before|until) (i|we) (commit|sign|buy|decide|pay|go ahead|proceed|spend|part with|hand over|order|subscribe|choose|make (up )?(my|our) mind)|for (our|my|the) (records|accounts|books|bookkeeping|files|accountant|finance team)|just to (check|confirm|be sure|be clear))\b[^,?;:]*[,;:]\s*(?=\S)/i

/** The question without a scene-setting lead-in. */
export function withoutLeadIn(raw: string): string {
  return raw.replace(LEAD_IN, '')
}

const PLAN_PRICES = plans.map((plan) => new RegExp(`${price(plan.pricePence)}\\b`))

/** The add-ons a clause may take its subject from, each by its concept's first word. */
const ADD_ON_SUBJECTS = ['carousel', 'story', 'video', 'report', 'blog'] as const

/** A clause that asks a price or says 'they', 'it', with no subject of its own. */
const NEEDS_SUBJECT = /\b(they|them|it|these|those|each one)\b/

const THE_CALL = /\b(demo|call|video chat|meeting)\b/
const ITS_PRICE = /\b(free|charge\w*|cost\w*|pay|paid|price|fee|how much)\b/

/**
 * 'Where do I book a demo call, and is it free or do you charge?': the clause asks the call's price,
 * not the plans'.
 */
function asksAboutTheCall(clause: string, question: string): boolean {
  if (!THE_CALL.test(question) || THE_CALL.test(clause) || !ITS_PRICE.test(clause)) return false
  if (plansNamed(clause).length > 0 || ADD_ON_SUBJECTS.some((concept) => mentions(clause, concept)))
    return false
  return NEEDS_SUBJECT.test(clause) || /\b(that|this|for (that|this))\b/.test(clause)
}

/**
 * 'Carousel posts: which networks, and what's the cost per post?': the second clause asks about the
 * add-on the question named, so it is read with that add-on's name.
 */
export function withSubject(clause: string, question: string): string {
  const legal = legalSubject(clause, question)
  if (legal) return legal
  if (asksAboutTheCall(clause, question)) return `demo call ${clause}`
  const named = ADD_ON_SUBJECTS.filter((concept) => mentions(question, concept))
  const [subject] = named
  if (!subject || named.length > 1) return clause
  if (ADD_ON_SUBJECTS.some((concept) => mentions(clause, concept))) return clause
  if (!mentions(clause, 'price') && !NEEDS_SUBJECT.test(clause)) return clause
  return `${subject} ${clause}`
}

/** How many of the plans' prices a reply states. */
function planPricesStated(reply: Reply): number {
  return PLAN_PRICES.filter((planPrice) => planPrice.test(reply.response)).length
}

/** The prices in pounds a reply states, each once. */
function pricesOf(reply: Reply): string[] {
  return [...new Set(reply.response.match(/£\d+(\.\d+)?/g) ?? [])]
}

/** A clause that asks for every extra or option, not one size of one. */
const WHOLE_LIST = /\b(extra|add-on|addon|add on|option|all|every|each|range|list|menu|size)s?\b/

const COMPARES_PLANS =
  /\b(which|what) (plan|package|tier|one|option)s?\b|\b(more|fewer|less|cheaper|dearer|bigger|smaller) than\b|\bdifference|\bcompar\w*|\bversus\b|\bvs\b|\b(other|every|all|each) (the )?(plan|package|tier|option)s?\b|\bupgrade|\bdowngrade/

/** 'I have Basic plan', 'we are on Pro': the visitor's own plan, told beside a question, asks nothing. */
const OWN_PLAN_TOLD =
  /^(i|we) (am|are|have|have got|pay for|use) (on |with )?(the |a |an |your )?(basic|pro|premium)( plan| package| tier| customer| subscriber| user)?$/

/** The catalogue's answer (or honest negative) to every fact the question asks, if it asks one. */
export function factAnswer(typed: string, typedText: string, supportEmail: string): Reply | undefined {
  const coupon = couponAnswer(typed)
  if (coupon) return coupon
  const couponBox = couponBoxAnswer(typedText, supportEmail)
  if (couponBox) return couponBox
  const raw = withoutLeadIn(typed)
  const text = raw === typed ? typedText : normalise(raw)
  const answer = (t: string) => notOffered(t, supportEmail) ?? catalogueAnswer(t, supportEmail)
  // 'Basic and an extra channel and 4 videos, how much?': one answer holds every part's price.
  // 'Can you record voiceovers?': a thing no page names is a 'no' before any catalogue topic it brushes.
  // A catalogue topic's own 'no' ('do you offer bank transfer') names the nearer offer, so it stays.
  const negative = notOffered(text, supportEmail)
  const catalogue = negative ? undefined : catalogueAnswer(text, supportEmail)
  const unknownThing =
    negative || (catalogue && isHonestNo(catalogue)) ? undefined : capabilityNotOffered(raw, text, true)
  const combined = negative || unknownThing ? undefined : combinationAnswer(text)
  if (combined) return merge([combined], text)
  const whole = negative ?? unknownThing ?? catalogue
  // 'I am a video editor, I make Reels. Do you hire people like me?': the job answers it; the clauses
  // describing the visitor ask nothing of the catalogue.
  const aboutJobs = whole?.sources.every((source) => source.url === SOURCES.careers.url) ?? false
  // 'If you make a mistake and I lose customers, how much will you pay?': the liability answers the
  // whole; its clauses alone ('if you make a mistake') would read as revisions.
  const aboutOurMistake = whole !== undefined && isMistakeAndLoss(text, whole)
  // 'Will I need to log in and post everything myself?': who publishes answers the whole; a clause alone
  // ('will I need to log in') would read as another topic. So do how a customer reaches the team ('if I'm
  // a customer and have a question, who do I contact?', not who makes the posts) and what comes after
  // payment ('just paid, what now? only got the receipt', not the invoices), a change to a post close to
  // its time ('a post goes out tonight and I spotted a typo', not a first post that soon) and where the
  // team's replies are ('I sent a message from the dashboard. Where do I see the answer?'), and an
  // assurance the site does not state ('ISO 27001? Our practice needs it from suppliers', not reviews), and
  // a change to come in the terms ('the T&Cs change and I'm not happy, can I get out?', not the contract).
  const aboutOneTopic =
    whole !== undefined &&
    [
      publishingAnswer(text),
      customerContactAnswer(text, supportEmail),
      afterPaymentAnswer(text, supportEmail),
      changeRequestAnswer(text),
      repliesAnswer(text),
      assuranceNotOffered(text, supportEmail),
      legalChangeAnswer(text, supportEmail),
    ].some((topic) => topic?.response === whole.response)
  // 'What if the first posts are rubbish? Have I lost my money?': the guarantee answers the whole; a
  // clause alone ('the first posts') would read as getting started.
  const aboutLosingTheMoney = whole !== undefined && !isHonestNo(whole) && fearsLosingTheMoney(text)
  // 'What does your top plan cost and how many posts?': when the whole question is about one plan, a
  // clause's list of every plan would state the other prices, which a reader takes as the answer. A
  // clause that compares plans ('which plan gives more than that?') keeps its list.
  const onePlan = whole !== undefined && !isHonestNo(whole) && planPricesStated(whole) === 1
  // 'Stories how much? I want 20': one size of an add-on, and a clause's list of its sizes beside it.
  const [onePrice, ...more] = whole && !isHonestNo(whole) ? pricesOf(whole) : []
  const oneSize = onePrice !== undefined && more.length === 0 ? onePrice : undefined
  const normalisedWhole = text
  const parts = clausesOf(raw)
    .filter((clause) => !OWN_PLAN_TOLD.test(normalise(clause)))
    .flatMap((clause) => {
      const text = withSubject(normalise(clause), normalisedWhole)
      const part = answer(text)
      if (!part) return []
      if (onePlan && planPricesStated(part) > 1 && !COMPARES_PLANS.test(text)) return []
      const prices = pricesOf(part)
      if (
        oneSize &&
        prices.length > 1 &&
        prices.includes(oneSize) &&
        !COMPARES_PLANS.test(text) &&
        !WHOLE_LIST.test(text)
      )
        return []
      return [part]
    })
    .filter((part) => !aboutJobs || part.sources.every((source) => source.url === SOURCES.careers.url))
    .filter(
      (part) =>
        !(aboutOurMistake || aboutOneTopic || aboutLosingTheMoney) || part.response === whole?.response,
    )
  // The clauses in the visitor's order, but an honest 'no' to the whole question stays first.
  const ordered =
    whole && (isHonestNo(whole) || parts.length === 0)
      ? [whole, ...parts]
      : [...parts, ...(whole ? [whole] : [])]
  const merged = withAgencyRows(text, merge(ordered, text))
  // 'Where is the content spreadsheet?': a place in the customer's dashboard, which the answer names, not
  // a public page.
  const inTheDashboard =
    merged !== undefined && merged.sources.length > 0 && merged.sources.every((source) => source.url === null)
  const page = inTheDashboard ? undefined : pageAsked(text)
  // 'Are you compliant with UK GDPR?': the visitor's abbreviation beside the words our pages spell out.
  return withVisitorsAbbreviations(page ? withPage(merged, page) : merged, typed)
}
