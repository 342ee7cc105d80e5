/** The terms and billing: the guarantee, cancelling, notice, contracts, plan changes and how we bill. */
import { ADD_ONS_WHEN } from '#shared/catalogue/add-ons.ts'
import { CHECKOUT_GUARANTEE_DAYS } from '#shared/catalogue/business-rules.ts'
import { privacyCopy, termsCopy } from '#shared/content/site-pages.ts'
import { DASHBOARD_PLACES } from '#shared/dashboard-places.ts'
import {
  allPlans,
  FAILED_PAYMENT_TEXT,
  faqAnswer,
  has,
  INVOICES_TEXT,
  NEXT_PAYMENT_TEXT,
  PLAN_CHANGE,
  planLine,
  plansNamed,
  REPLY_TIME,
  section,
} from './catalogue-text.ts'
import { asksAboutAFailedPayment } from './failed-payment.ts'
import { SETUP_FEE } from './not-offered-plans.ts'
import { FREQUENCY } from './plan-answers.ts'
import { factReply, SOURCES, withoutLeadingYes } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/** 'What if I'm not happy with one of the designs?': a revision, not the guarantee. */
export const DISLIKES_A_POST =
  /\b(don'?t|do not|not|didn'?t|never|doesn'?t) (like|love|happy with|satisfied with|keen on|sure about|work for (me|us))\b.{0,25}\b(post|design|image|colour|caption|picture|graphic|wording|photo|one)\b/

const guaranteeAnswer = () =>
  `${faqAnswer('Do you offer a money-back')} The checkout and pricing small print state a ${CHECKOUT_GUARANTEE_DAYS}-day money-back guarantee: ${CHECKOUT_GUARANTEE_DAYS} days for the plan fee, with add-ons excluded. The guarantee applies once per customer.`

/**
 * 'Not happy with the first posts, what must I do to get my money back?', 'how do I claim the refund':
 * how to claim the guarantee, which the answer says first.
 */
const HOW_TO_CLAIM = new RegExp(
  [
    '\\bwhat (do |must |should |would |will )?(i|we) (must |have to |need to |should |got to )?do\\b',
    '\\bwhat now\\b',
    '\\b(claim|process|procedure|steps?)\\b',
    '\\bhow (do|can|should|would|will|could|must) (i|we) (go about |then )?(claim|get|ask|request|apply|have|receive)',
    // 'How I can have my money back?'
    '\\bhow (i|we) (can|could|must|should|do|will) (claim|get|ask|request|apply|have|receive)',
    '\\bhow to (claim|get|ask|request|apply)\\b',
    '\\b(who|where) (do|should|can|must) (i|we) (contact|email|write|send|ask|speak|talk|go)',
  ].join('|'),
)

/**
 * 'what if i pay and the designs are rubbish, do i just lose my money?', 'is my money safe if the content
 * is poor?': a fear of paying for poor work, which the money-back guarantee answers. A post disliked with
 * no money named, or a change asked for, is a revision.
 */
const POOR_WORK =
  /\b(bad|rubbish|poor|terrible|awful|crap|crappy|useless|no good|(not|aren'?t|isn'?t|wasn'?t|weren'?t) (any |very |that |so )?good|rotten|naff|dreadful|horrible|ugly|amateur\w*|low quality|not up to (scratch|standard)|not what (i|we) (want|expect)\w*|(don'?t|do not|didn'?t) like)\b/
const MONEY_LOST =
  /\b(lose|lost|losing|waste|wasted|wasting|throw\w* away|down the drain|gone)\b.{0,20}\b(money|cash|payment|it)\b|\b(money|cash|payment)\b.{0,20}\b(lost|wasted|gone|down the drain|safe|protected)\b|\bwhat happens to (my|our|the) (money|payment)\b|\bout of pocket\b|\blose out\b|\bget (anything|something|any of it|it) back\b|\bprotection\b/
const PAID = /\b(i|we) (pay|paid|have paid|am paying|are paying)\b|\bafter paying\b|\bpaid for\b/
const ASKS_A_CHANGE = /\b(change|redo|re-do|fix|edit|amend|tweak|improve|make (it|them) again)\w*\b/

export function fearsLosingTheMoney(text: string): boolean {
  const fears =
    (MONEY_LOST.test(text) && (POOR_WORK.test(text) || PAID.test(text) || has(text, 'refund'))) ||
    (POOR_WORK.test(text) && PAID.test(text))
  return fears && !ASKS_A_CHANGE.test(text) && !has(text, 'revision') && !HOW_TO_CLAIM.test(text)
}

/** 'If we leave and come back, does the guarantee apply again?': it applies once per customer. */
const GUARANTEE_AGAIN =
  /\b(more than once|twice|again|second time|every order|each order|rejoin\w*|re-join\w*|resubscrib\w*|re-subscrib\w*|come back|coming back|returning customer|a new (money-back )?(guarantee|promise)|fresh (guarantee|promise)|reset\w*|restart\w*|start (again|over)|another|second (order|purchase|subscription|plan)|upgrad\w*|downgrad\w*|(change|switch|move)\w* (my |the |our )?(plan|tier|package)|(every|each) (month|payment|renewal|bill|invoice|time|period)|monthly|ongoing|recurring)\b/

/**
 * 'If I cancel and come back next year, do I get the money-back guarantee again?': the guarantee, named,
 * asked of a second order. Leaving and coming back is no pause here (not-offered.ts reads this first).
 */
export function asksForTheGuaranteeAgain(text: string): boolean {
  return (
    /\b(guarantee|money back|money-back)\b/.test(text) && has(text, 'refund') && GUARANTEE_AGAIN.test(text)
  )
}

export function termsAnswer(text: string, supportEmail: string): Reply | undefined {
  const terms = termsCopy(supportEmail)
  if (has(text, 'refund') && GUARANTEE_AGAIN.test(text))
    return factReply(
      `No, the guarantee applies once per customer, to the first order. ${withoutLeadingYes(guaranteeAnswer())}`,
      SOURCES.pricing,
      SOURCES.terms,
    )
  if (
    has(text, 'cancel') &&
    (has(text, 'refund') || /\b(fee|charge|penalty|cost|pay|free|owe|owing|bill)\w*\b/.test(text))
  )
    return factReply(
      `${faqAnswer('Are there any contracts')} ${section(terms, 'Cancellation')} ${faqAnswer('Are there any hidden fees')} ${guaranteeAnswer()}`,
      SOURCES.home,
      SOURCES.terms,
      SOURCES.pricing,
    )
  if (fearsLosingTheMoney(text))
    return factReply(withoutLeadingYes(guaranteeAnswer()), SOURCES.home, SOURCES.pricing, SOURCES.terms)
  // 'Not happy with the first posts: what must I do to receive my money back?' still asks for the refund.
  if (DISLIKES_A_POST.test(text) && !has(text.replace(DISLIKES_A_POST, ' '), 'refund')) return undefined
  if (
    has(text, 'refund') &&
    (has(text, 'addOn') || /\b(video|reel|story|carousel|report|blog|article)s?\b/.test(text)) &&
    !has(text, 'cancel')
  )
    return factReply(
      `No, add-ons are not covered: the money-back guarantee is for the plan fee, with add-ons excluded. ${withoutLeadingYes(guaranteeAnswer())}`,
      SOURCES.pricing,
      SOURCES.terms,
    )
  if (has(text, 'refund') && HOW_TO_CLAIM.test(text) && !/\bcookie\b/.test(text))
    return factReply(
      `To claim the money-back guarantee, email us at ${supportEmail}. ${withoutLeadingYes(guaranteeAnswer())}`,
      SOURCES.home,
      SOURCES.pricing,
      SOURCES.terms,
      SOURCES.contact,
    )
  if (has(text, 'refund') && !/\bcookie\b/.test(text))
    return factReply(
      // 'How long is the guarantee?' and 'is it 14 or 30 days?' are not answered 'Yes.'
      // An either-or question ('from the day I order or from when posts start?') is no yes-or-no either.
      /^((for|in|so|and|ok) )?(how|what|when|where|which|why|who)\b|\bhow (many|long|much)\b/.test(text) ||
        /\bor\b/.test(text)
        ? withoutLeadingYes(guaranteeAnswer())
        : guaranteeAnswer(),
      SOURCES.home,
      SOURCES.pricing,
      SOURCES.terms,
    )
  if (
    /\bnotice\b.*\b(price|fee)|\b(price|fee)\b.*\b(change|rise|increase|go up|goe up|went up|hike|warning|notice)|\b(chang|rais|increas|hik|upp)\w* (the |your |our |their )?(price|fee|cost)\w*\b|\b(put|push|bump)\w* (up )?(the |your |our |their )?(price|fee|cost)\w*\b|\b(price|fee) (rise|increase|hike|change)|\bwarning\b.*\b(price|fee|cost)\b|\b(make|makes|making|made|get|gets|go|goes|become|becomes|will be|be) (the |your |our |my )?(price|fee|cost)s? (higher|dearer|more expensive)\b|\b(price|fee|cost)s? (get|gets|go|goes|become|becomes|will be|would be|be) (higher|dearer|more expensive)\b.{0,30}\b(later|future|one day|someday|next year|ever)\b|\b(higher|dearer|bigger|new) (price|fee)s?\b.{0,40}\b(later|future|next year|one day|tell|warn|notice|let (me|us) know)/.test(
      text,
    )
  )
    return factReply(section(terms, 'Changes to prices and terms'), SOURCES.terms)
  if (
    has(text, 'cancel') ||
    /\bnotice period\b|\bgive notice\b|\bhow much (notice|warning)\b|\b(notice|warning)\b.{0,25}\b(give|need|required|have to)\b|\b(hand\w*|put\w*|serv\w*|giv\w*|gave|submit\w*) (in )?(my |our |your |the )?notice\b|\b(during|in|after) (the |my |our )?notice\b/.test(
      text,
    )
  )
    return factReply(
      `${faqAnswer('How do I cancel')} ${section(terms, 'Cancellation')}`,
      SOURCES.home,
      SOURCES.terms,
    )
  // 'What posting frequency do you commit to?' asks how often we post, not about a contract.
  const postingFrequency = FREQUENCY.test(text) && /\bpost/.test(text)
  if (
    !postingFrequency &&
    // 'What response time do you commit to?' asks how soon we reply.
    !(REPLY_TIME.test(text) && !has(text, 'revision')) &&
    (has(text, 'contract') || /\b(12|6)[- ]month\b.*\b(contract|sign|commit)/.test(text))
  )
    return factReply(faqAnswer('Are there any contracts'), SOURCES.home, SOURCES.terms)
  if (
    PLAN_CHANGE.test(text) ||
    /\b(upgrade|downgrade|change (my |the |to a )?(plan|subscription)|switch plan|bigger plan|smaller plan)\b/.test(
      text,
    ) ||
    /\bchange to\b.*\bplan\b/.test(text)
  )
    // 'If we move up from Pro to Premium, how many posts do we gain?': the plans named, too.
    return factReply(
      [
        faqAnswer('How do I cancel'),
        `There are no contracts: you can cancel anytime with ${faqAnswer('Are there any contracts').match(/(\d+) days/)?.[0] ?? ''}' notice.`,
        ...plansNamed(text).map(planLine),
      ].join(' '),
      SOURCES.home,
      SOURCES.terms,
      ...(plansNamed(text).length > 0 ? [SOURCES.pricing] : []),
    )
  return undefined
}

const RENEWAL =
  /\bwhen( exactly| precisely| roughly)? (will|do|does|would|is|are) (i|we|you|it|the payment|my card|the charge)( be| get)? (charge|bill|pay|take|taken|debit)\w*|\b(billing|payment|renewal) date|\bdate (of|for) (the )?(payment|billing)|\brenew|\bone-off|\bone off\b|\brecurring|\bautomatic|\bauto\b|\bremember to pay|\b(every|each) month or\b|\bcharged again|\bdirect debit|\bstanding order|\bupfront|\bup front|\bin advance\b|\bbeforehand|\bbefore or after\b|\bin arrears|\b(pay|paid|charge|charged|bill|billed|take|taken|payment|debit)\w*\b.{0,30}\b(start|begin+ing|begin|end|first|last|front|back)( of| day of)? (the |each |every )?(month|period|billing)|\b(start|beginning|first) or (the )?(end|last)\b.{0,20}\b(month|period)|\bafter (the|each|every) month\b|\bpay first\b|\bpayment terms|\bcurrency\b|\broll(s|ing)? (over|on)\b|\b(one time|once)\b.{0,15}\bor\b.{0,30}\b(continu|recur|repeat|every|each|monthly)\w*|\b(it|they|payment|charge)s? (continu|keep|carr)\w* (every|each) month/

const LATER =
  /\b(later|afterwards|after (i|we) (buy|sign|pay|start)|after (the |our |my )?(launch|launching|start|starting|checkout|check out|sign up|signing up|first month|go live|going live)|once (we|i) (are|have|'ve|'re) (started|signed up|launched|live|up and running|a customer)|down the line|in (the )?future|part ?way|mid[- ]?way|mid[- ]?month|mid[- ]?(contract|subscription|plan|term|year)|existing customer|already (a )?customer|add (it |them )?to my plan|once i am a customer)\b|\bafter (the |our |my |an |a )?(initial |first |original )?(order|purchase|payment|subscription)\b|\b(after|once) (i|we) (have |'ve |am |are )?(order|bought|paid|purchas|subscrib|sign|start|join|began|begun)\w*|\b(only|just)\b.{0,15}\b(at|during|in) (the )?checkout\b|\badd (it|them|one|some|those|these)? ?(after|afterwards?|after that)\W*$|\b(forgot|forget|forgotten|missed|skipped|didn'?t|did not)\b.{0,30}\b(at|during|in) (the )?checkout\b|\btoo late (now )?to (add|get|pick|choose|tick|buy|order)\b|\b(when|as) (i|we) (paid|bought|ordered|signed up|subscribed|checked out|purchased)\b|\b(at|during|in) (the )?checkout\b.{0,30}\b(too late|still add|add (it|them) now|now)\b/

/** 'in a couple of months', 'next quarter', 'at a later date', 'down the road': a time after buying. */
const IN_A_WHILE =
  /\b(in|after|within) (a|an|one|two|three|four|five|six|few|a few|couple of|a couple of|\d+) (day|week|month|quarter|year)s?\b|\bnext (week|month|quarter|year|season|spring|summer|autumn|winter)\b|\bin the (spring|summer|autumn|winter|new year)\b|\b(at )?a later (date|stage|point|time)\b|\b(down|further down) the (road|track)\b|\bafter (i|we) (launch|open|get going|get started|settle|see|try)\w*|\bnow or never\b|\b(add|get|buy|take|pick|choose|bolt)(s|ed|ing)?\b(?!-).{0,30}\b(any ?time|whenever)\b|\b(any ?time|whenever)\b.{0,30}\b(add|get|buy|take|pick|choose|bolt)(s|ed|ing)?\b(?!-)/

/**
 * 'Do I have to pick the extras now?', 'must I choose my extras straight away', 'do extras need to be
 * selected upfront': whether they must be chosen at once, which adding them later answers.
 */
const CHOSEN_NOW =
  /\b(have|need|needs|got|must|required)( to)?( i| we)?( be)? (pick|choos|chose|decid|select|buy|bought|add|get|take|order|tick|commit)\w*\b.{0,40}\b(now|today|straight away|right away|upfront|up front|at the start|at the beginning|at once|immediately|from day one|from the start)\b/

/** Extras added after buying, however the time is put. */
const addedLater = (text: string) => LATER.test(text) || IN_A_WHILE.test(text) || CHOSEN_NOW.test(text)

/**
 * 'analytics reports extra cost?', 'do carousels cost extra': one add-on or extra channel named with a
 * cost word asks its price, which the add-on or channel answer gives. 'Any hidden fees on reels?' and
 * 'extra costs besides the add-ons?' still ask about hidden fees.
 */
function priceOfAnExtra(text: string): boolean {
  if (/\b(hidden|surprise|catch|unexpected|anything else|else could appear)\b/.test(text)) return false
  if (/\b(besides|apart from|other than|except|beyond|on top of|as well as)\b/.test(text)) return false
  if (has(text, 'video', 'story', 'carousel', 'report', 'blog')) return true
  return has(text, 'channel') && !/\bchannels and add-?ons\b|\badd-?ons and channels\b/.test(text)
}

/** 'pay on invoice', 'invoice us monthly', 'purchase orders': paying on account, which we do not take. */
const ON_ACCOUNT =
  /\bpay\w* (by|on|via|against|with|from) (an |our |your )?invoice\b|\binvoice (us|me|our company)\b|\bpurchase orders?\b|\b(raise|send|use) (a |an )?po\b/

/** 'card charged 2 times', 'you took the wrong amount', 'overcharged': a charge that looks wrong. */
const CHARGE_PROBLEM =
  /\b(charg|bill|debit|tak|took)\w* (me |us |my card |our card |the money |the payment |money |payment )?(twice|(2|two) times?|double|too much|more than|the wrong amount|wrong)\b|\bdouble[- ]?(charg|bill|pa)\w*|\bovercharg\w*|\bwrong amount\b|\b(unknown|unexpected|strange|random) (charge|payment|debit)\b/

/** 'do u send invoices', 'receipt for last month', 'VAT invoice for each payment': the dashboard's invoices. */
const INVOICES =
  /\b(send|resend|re-send|get|give|download|see|find|view|access|copy|copies|need|want|issue|provide|email|print|where)\w*\b[^.?]{0,25}\b(invoice|receipt|statement)s?\b|\b(vat|tax|proper|itemi[sz]ed|past|previous|old|monthly) (invoice|receipt)s?\b|^\W*(invoice|receipt)s?\b|\b(billing|payment) history\b|\b(what|how much) (i|we) (paid|were charged|was charged|have paid|'ve paid)\b|\bproof of (payment|purchase)\b|\b(if|whether) (the |my |our )?(payment|it|money) (went|has gone|have gone|go|goes) (through|thru)\b|\b(invoice|receipt)s? (show|include|list|state|say|have|addressed|made out|in the name)\w*/

/** 'what day of the month will I be billed?': the date, which the dashboard shows. */
const WHICH_DAY =
  /\b(what|which) (day|date)\b.{0,25}\b(bill|charg|pay|tak|debit|renew)\w*|\b(bill|charg|pay|debit|renew)\w*\b.{0,20}\b(same (day|date)|which (day|date)|what (day|date))\b/

export function billingAnswer(text: string, supportEmail: string): Reply | undefined {
  const terms = termsCopy(supportEmail)
  // 'card declined, do you stop straight away?': the terms' line on a failed payment first.
  if (asksAboutAFailedPayment(text))
    return factReply(
      `${section(terms, 'Fees and billing').match(/If a payment fails[^.]*\./)?.[0] ?? ''} ${FAILED_PAYMENT_TEXT}`,
      SOURCES.terms,
      SOURCES.billingEmails,
    )
  // 'charged me twice', 'wrong amount taken': a charge to look into, which our team does.
  if (CHARGE_PROBLEM.test(text))
    return factReply(
      `Sorry about that: email our team at ${supportEmail} with the date and amount, and they will look into the charge. ${INVOICES_TEXT}`,
      SOURCES.contact,
      SOURCES.invoices,
    )
  // 'Any one-off onboarding or set-up charges?': none; the home page compares this with an agency.
  if (SETUP_FEE.test(text) && !has(text, 'cancel', 'refund'))
    return factReply(
      faqAnswer('Are there any hidden fees').replace(
        /^None: there are no hidden fees\./,
        'None: there is no set-up fee and there are no hidden fees.',
      ),
      SOURCES.home,
      SOURCES.pricing,
    )
  if (/\b6 month|\bsix-month|\bhalf a year\b/.test(text) && !has(text, 'cancel', 'refund'))
    return factReply(
      // 'How much is Pro if I pay every six months?': the plan's monthly price too.
      `You choose monthly or six-monthly billing at checkout, at the same price per month. ${plansNamed(text).map(planLine).join(' ')}${plansNamed(text).length > 0 ? ' ' : ''}${section(terms, 'Fees and billing')}`,
      SOURCES.pricing,
      SOURCES.terms,
    )
  if (
    /\bpayment (method|option|type)|\bwhich ways? (can|do|could) (i|we) pay\b|\bwhat (do|can) (you|i|we) (accept|take|pay with)\b/.test(
      text,
    ) &&
    !/\b(card|credit|debit|visa|mastercard|amex|monthly|month|year|only)\b/.test(text) &&
    !/\b(paypal|apple pay|google pay|bank transfer|bacs|direct debit|standing order|cash|cheque|crypto\w*|bitcoin|klarna)\b/.test(
      text,
    )
  )
    return factReply(
      'You pay securely by card at checkout. Card payments are handled by our payment provider; we never see or store your card number.',
      SOURCES.privacy,
      SOURCES.pricing,
    )
  // 'Can we pay on invoice?', 'do you accept purchase orders': no, the card at checkout is the way.
  if (ON_ACCOUNT.test(text))
    return factReply(
      `No, we don't take payment by invoice or purchase order: you pay securely by card at checkout. Card payments are handled by our payment provider; we never see or store your card number.`,
      SOURCES.privacy,
      SOURCES.pricing,
    )
  if (INVOICES.test(text))
    return factReply(
      // 'Do invoices show VAT?', 'addressed to my company': what an invoice holds, which no page says.
      /\b(show|include|list|state|say|have|addressed|made out|in the name)\w*\b|\bvat\b/.test(text)
        ? `${INVOICES_TEXT} For anything else an invoice should show, email our team at ${supportEmail}.`
        : INVOICES_TEXT,
      SOURCES.invoices,
    )
  if (WHICH_DAY.test(text))
    return factReply(
      `${section(terms, 'Fees and billing')} ${NEXT_PAYMENT_TEXT}`,
      SOURCES.terms,
      SOURCES.invoices,
    )
  const method = text.match(
    /\b(paypal|pay pal|appl[ey] pay|google pay|amazon pay|bank transfer|bacs|direct debit|standing order|cash|cheque|crypto\w*|bitcoin|klarna|clearpay|venmo|revolut)\b/,
  )?.[1]
  // 'Apple' is no word of ours, so the typo corrector reads it as 'apply'.
  if (method && /\b(pay|payment|accept|take|use|offer|support)\w*\b/.test(text))
    return factReply(
      `No, we don't take ${method.replace(/^apply pay$/, 'Apple Pay')}: you pay securely by card at checkout. Card payments are handled by our payment provider; we never see or store your card number.`,
      SOURCES.privacy,
      SOURCES.pricing,
    )
  if (
    /\b(card|credit card|debit card|visa|mastercard|amex)\b/.test(text) &&
    /\b(pay|payment|accept|take|use)\w*\b/.test(text) &&
    // A failed card payment was answered first.
    !/\b(store|keep|save|see|safe|secure)/.test(text)
  )
    return factReply(
      'Yes: you pay securely by card at checkout. Card payments are handled by our payment provider; we never see or store your card number.',
      SOURCES.privacy,
      SOURCES.pricing,
    )
  if (
    (!has(text, 'cancel', 'refund') && has(text, 'hiddenFees') && !priceOfAnExtra(text)) ||
    /\b(price|prices|cost|total)\w* (shown )?before\b|\bshown before\b/.test(text)
  )
    return factReply(faqAnswer('Are there any hidden fees'), SOURCES.home, SOURCES.pricing)
  if (
    RENEWAL.test(text) &&
    // 'Do extras need to be selected upfront?' asks when they are chosen, not when they are paid.
    !CHOSEN_NOW.test(text) &&
    // 'Is the money-back guarantee on every month?' asks about the guarantee, not the renewal.
    !has(text, 'cancel', 'revision', 'refund') &&
    // 'Does the notice period start on the billing date?' asks about the notice to cancel.
    !/\bnotice period\b|\bgive notice\b|\bgiving notice\b/.test(text) &&
    !PLAN_CHANGE.test(text) &&
    !/\bfeedback|\bchange to a post/.test(text)
  )
    return factReply(section(terms, 'Fees and billing'), SOURCES.terms, SOURCES.pricing)
  if (
    (has(text, 'addOn', 'channel') ||
      // 'Didn't tick stories at checkout, too late now?': an extra named, missed at the checkout.
      ((/\badd(ing|ed)?\b/.test(text) ||
        /\bcheckout\b|\btoo late\b|\b(when|as) (i|we) (paid|bought|ordered|signed up|subscribed|checked out)\b/.test(
          text,
        )) &&
        has(text, 'video', 'story', 'carousel', 'report', 'blog'))) &&
    addedLater(text) &&
    // 'After I pay, how do I get my login for the account?' asks for the login, not for extras.
    !/\blog ?in\b|\blogin|\bpassword|\bcredential/.test(text)
  )
    return factReply(
      `${ADD_ONS_WHEN} To add one later, ask for a change to your plan from ${DASHBOARD_PLACES.manageSubscription} in your dashboard, and our team will confirm it with you. ${has(text, 'channel') ? faqAnswer('Can I add more channels') : faqAnswer('What add-ons')}`,
      SOURCES.pricing,
      SOURCES.home,
    )
  // 'what if we stop paying?': the terms' billing section.
  if (/\b(not|stop) pay\b/.test(text)) return factReply(section(terms, 'Fees and billing'), SOURCES.terms)
  if (/\bcard\b/.test(text) && /\b(store|keep|save|see|safe|secure)/.test(text))
    return factReply(section(privacyCopy(supportEmail), 'What we collect'), SOURCES.privacy)
  if (
    ((/\bin advance\b/.test(text) && !/\bfeedback|\bchange|\brevision/.test(text)) ||
      /\b6 month|\bsix-month/.test(text)) &&
    !has(text, 'refund')
  )
    return factReply(section(terms, 'Fees and billing'), SOURCES.terms)
  return undefined
}

export function billingPeriodAnswer(text: string): Reply | undefined {
  if (has(text, 'report', 'video', 'story', 'carousel', 'blog', 'channel')) return undefined
  if (
    /\bbill|\binvoice|\brenew|\bmonthly\b|\bpound|\bsterling|\bgbp\b|\bhow (do|can) (i|we) pay\b|^\W*how to pay\b|\bpayments? (work|process)/.test(
      text,
    )
  )
    return factReply(
      `You choose monthly or six-monthly billing at checkout (the same price per month), in pounds sterling, and your plan and add-ons renew automatically until you cancel. ${allPlans()}`,
      SOURCES.pricing,
      SOURCES.terms,
    )
  return undefined
}
