/**
 * Honest negatives about plans and billing: currencies, billing periods, one-off batches, prices below
 * our lowest, plan names we do not sell and quantities no plan or add-on holds.
 */
import {
  blogTiers,
  CAROUSEL_IMAGES_MAX,
  CAROUSEL_IMAGES_MIN,
  CAROUSEL_POST_PRICE_PENCE,
  storyTiers,
  videoTiers,
} from '#shared/catalogue/add-ons.ts'
import { CANCELLATION_NOTICE_DAYS } from '#shared/catalogue/business-rules.ts'
import { plans } from '#shared/catalogue/plans.ts'
import { OTHER_PLAN_NAMES } from '#shared/chatbot/elsewhere.ts'
import { mentions } from '#shared/chatbot/synonyms.ts'
import { formatPenceShort as price } from '#shared/format/money.ts'
import { faqAnswer, list } from './catalogue-text.ts'
import { asksAboutAFailedPayment } from './failed-payment.ts'
import { packsNo } from './not-offered-packs.ts'
import { guarantee, largest, oneChannelFree, ourPlans, planList, smallest } from './not-offered-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/** Plan names visitors try that we do not sell. */
const OTHER_PLAN = new RegExp(
  `\\b(${OTHER_PLAN_NAMES.join('|')})\\s+(plan|package|tier|option|subscription|version)\\b|\\b(starter|enterprise|gold|silver|bronze|platinum|diamond|lite|ultimate|essential|growth|elite|deluxe|advanced|standard|corporate|agency) one\\b|\\b(plan|package|tier)\\s+(above|bigger than|larger than) premium\\b|\\bplan for (a )?(big|large) business\\b|\\bbusiness big\\b|\\b(enterprise|agency|corporate|white[- ]label|franchise)([- ](level|grade|tier|size|sized|scale|wide))?\\s+(plan|package|tier|option|pricing|subscription|deal)s?\\b|\\b(plan|package|tier|option)s?\\b.{0,30}\\b(beyond|above|bigger than|larger than|higher than|past|on top of) (premium|(your|the) (top|biggest|largest|highest|most expensive|premium))`,
)
const PLAN_UNDER = /\b(plan|package|option|anything)\s+(under|below|less than|cheaper than)\s+£?(\d+)/
/**
 * 'a cheaper plan than 79 quid', 'anything less than £79 a month': cheaper than a price, however put;
 * 'less than 48 hours' is a time, not a price.
 */
const CHEAPER_THAN =
  /\b(cheaper|lower|less expensive|smaller|lower-priced|lower priced|less)\b.{0,25}?\b(than|under|below)\s+(£|pound )?(\d+)(?!\d|\s*(hour|hr|day|week|month|minute|post|image|photo|picture|video|word|channel|time|star|year)s?\b)|\b(under|below|less than)\s+£?(\d+)\s*(pound|quid|a month|per month|monthly)\b/
const PLAN_AT =
  /\b(plan|package|option|tier|something|anything)\b.{0,15}\b(for|at|of|around|about) (£(\d+)|(\d+) pound)/
/** 'anything cheaper than Basic', 'a plan below your cheapest': below the lowest plan. */
const BELOW_CHEAPEST =
  /(?<!\b(to|onto|into) )\b(a|any) (cheaper|less expensive|lower priced|lower-priced|smaller) (plan|package|tier|option)\b|\b(anything|something|a plan|an option|a package|a tier) (cheaper|less expensive|lower priced|lower-priced)\b(?! than)|\b(cheaper|lower|less expensive|smaller|below|under|less than)\b.{0,15}\b(than )?(the |your )?(basic|cheapest|lowest|smallest|entry|starter)( plan| package| tier| one| option)?\b/
/** 'Any one-off onboarding or set-up charges?': a fee to start, which we do not charge. */
export const SETUP_FEE =
  /\b(set up|setup|onboarding|activation|registration|admin)( one-off| one off| upfront| initial)? (fee|charge|cost|payment)s?\b|\b(joining|join|start up|startup|sign up|signup|welcome)( one-off| one off| upfront| initial)? (fee|charge)s?\b|\b(fee|charge|cost)s? (for|to) (the )?(set ?up|setup|onboarding|joining|getting started|get started)\b|\b(charge|pay)\w* (anything |extra |something )?(to|for) (set ?up|setup|onboard\w*|get started|getting started|join\w*)\b|\b(fee|charge|cost|payment)s? (at|in) the (start|beginning|outset)\b|\b(entry|starting|joining) (fee|charge)/

/**
 * 'a single batch of posts without a subscription', 'a one-off pack of designs': we sell monthly plans
 * only. (An add-on on its own is addOnAlone's; a one-off payment is the billing periods'.)
 */
const ONE_OFF_BATCH =
  /\b(single|one-off|one off|one-time|one time|just one|a one)\s+((batch|bundle|pack|set|lot)|(order|purchase|job|project|load|run) of (post|design|graphic|content|image))|\bwithout (entering|taking out|starting|committing to|signing up (to|for)|getting|having|buying)( a| an| any| the| into a| into)? (subscription|recurring|ongoing|monthly plan)\b|\b(post|design|graphic)s? (as a |on a )?(one-off|one off|one-time|one time)\b|\b(post|design|graphic)s?\b.{0,40}\bfor (one|a single|just one|a one-off|one-off) (event|occasion|launch|promotion|day|week)\b|\b(buy|get|order|purchase|have|pay for)\b.{0,30}\b(post|design|graphic)s?\b.{0,40}\bwithout (signing up|subscribing|a subscription|committing)\b/

/**
 * 'can i buy just 1 month of posts', 'a single month and not renew', 'one month only, no subscription':
 * one month bought on its own. A notice, guarantee, trial or pause about one month is another fact.
 */
const ONE_MONTH_ONLY =
  /\b(just|only) (for )?(1|one|a|a single) month\b|\b(1|one|a single|single) month (only|on its own|by itself|and (not|never) renew\w*|and (then )?stop|(and )?then (done|finish\w*|that is it|thats it|we are done))\b|\b(a|one|1) single month\b/
const NOT_ONE_MONTH =
  /\b(notice|guarantee|refund|money back|trial|free|cancel\w*|pause|stop|skip|break|holiday|closed|discount|off|first month|contract|minimum|commitment|tie|ago|left|since|after)\b/
const BUYS = /\b(buy|pay|purchase|order|get|sign up|subscribe|take|book|want|need|have|try)\w*\b/

/** 'posts for 2 weeks only', 'for just a week': less than a month bought on its own. */
const WEEKS_ONLY =
  /\bfor (only |just )?(\d+|one|two|three|a|a few|a couple of) weeks? (only|just)\b|\bfor (only|just) (\d+|one|two|three|a|a few|a couple of) weeks?\b/

/** 'no subscription', 'without subscribing', 'not a subscription': a purchase that does not renew. */
const NO_SUBSCRIPTION =
  /\b(no|not a|not as a|non|without (a |any )?)[- ]?(subscription|subscribing|recurring|renewal|monthly plan|sign[- ]?up)\b|\b(don'?t|do not) want (a |any |to )?(subscription|subscribe|recurring|renewal)\b/

/** 'just buy 5 posts for my opening week', 'only order a few designs': posts bought once, not a month's. */
const A_FEW_POSTS_ONCE =
  /\b(quote|price|cost|charge|buy|order|pay)\w*\b.{0,20}\b(a single|one single|just one|only one|just 1|only 1) (\w+ )?(post|design|graphic)\b|\b(just|only) (buy|order|purchase|pay for|get)\w* (\d+|a few|some|a couple of|a handful of) (post|design|graphic)s?\b(?!.{0,25}\b(a|per|each|every) (month|week)|.{0,25}\bmonthly\b)|\b(post|design|graphic)s?\b.{0,40}\bfor (my|our|the|an|a) (\w+ )?(event|occasion|launch|opening|open day|grand opening|wedding|festival|sale|fair)\b|\bjust (do|make|create|design|write)\w* .{0,15}\b(post|design|graphic)s? for (my|our|the|one|a|just) (\w+ ){0,2}(week|weekend|day|event|launch|opening|month)\b|\b(post|design|graphic)s?\b.{0,40}\b(and that is it|and thats it|and nothing (else|more)|then (stop|finish))\b/

/** What is bought once: one month, or a few posts (a one-off batch of posts is ONE_OFF_BATCH's). */
type BoughtOnce = 'a single month on its own' | 'anything shorter than a month' | 'one-off batches of posts'

function boughtOnce(text: string): BoughtOnce | undefined {
  // 'stories without a subscription' is an add-on on its own (addOnAlone's).
  if (
    /\b(stor(y|ies)|video|reel|carousel|blog|article|report|analytics|basic|pro|premium|plan)s?\b/.test(text)
  )
    return undefined
  if (ONE_MONTH_ONLY.test(text) && !NOT_ONE_MONTH.test(text) && BUYS.test(text))
    return 'a single month on its own'
  if (WEEKS_ONLY.test(text) && !NOT_ONE_MONTH.test(text)) return 'anything shorter than a month'
  if (A_FEW_POSTS_ONCE.test(text)) return 'one-off batches of posts'
  if (!NO_SUBSCRIPTION.test(text)) return undefined
  if (/\bmonth\b/.test(text)) return 'a single month on its own'
  return /\b(post|design|graphic|content|buy|purchase|order|pay)\w*\b/.test(text)
    ? 'one-off batches of posts'
    : undefined
}

interface Quantity {
  amount: number
  unit: 'post' | 'video' | 'story' | 'image' | 'word' | 'channel'
}

const COUNTED =
  /\b(\d+)(?:-| )?(?:(?:custom|more|extra|free|short-form|short|social|instagram|feed|vertical|new) ){0,2}(post|design|graphic|video|reel|story|stories|picture|image|photo|slide|word|channel|platform|network)s?\b/g
/** '50 designed posts', '12 branded reels': a word describing them between the number and the thing. */
const DESCRIBED =
  /\b(\d+) (?!(?:a|an|the|of|or|to|and|per|each|every|more than|day|week|month|year|hour|minute|time|pound|quid|business|working|carousel|story|stories|blog|seo|article)s?\b)[a-z-]+ (post|design|graphic|video|reel)s?\b/g

function unitOf(amount: number, unit: string): Quantity {
  if (/^(post|design|graphic)$/.test(unit)) return { amount, unit: 'post' }
  if (/^(video|reel)$/.test(unit)) return { amount, unit: 'video' }
  if (/^stor/.test(unit)) return { amount, unit: 'story' }
  if (/^(picture|image|photo|slide)$/.test(unit)) return { amount, unit: 'image' }
  if (unit === 'word') return { amount, unit: 'word' }
  return { amount, unit: 'channel' }
}

/**
 * '10 posts is too many, do you do like 4 a month?', 'can I get 5 for less?': a number of posts with
 * 'posts' left out, below our smallest plan's, asked beside posts or fewer of them. A price ('£5 a
 * month') or an add-on's or a channel's count is another thing.
 */
const BARE_COUNT =
  /(?<![£$€.\d])\b(\d{1,2})(?: or \d{1,2})? (?:(?:a|per|each|every) month|monthly|for (?:less|cheaper|a lower price|a (?:bit|little) less|less money|half (?:the )?price)|instead)\b(?! (?:pound|quid))/g
const OTHER_COUNTED =
  /\b(video|reel|stor(y|ies)|carousel|report|blog|article|channel|platform|network|image|photo|picture|slide|word|hour|day|week|pound|quid)s?\b|£/

/** 'fewer posts', '10 is too many', 'posts are more than I need': fewer posts than a plan gives. */
const FEWER_POSTS = new RegExp(
  `\\b(fewer|less|not as many|half the|half as many|smaller number of)( than \\d+)? (post|design|graphic)s?\\b|\\b(post|design|graphic)s?\\b.{0,30}\\b(too many|more than (i|we) (need|want|use|could use)|overkill|too much|a lot for)\\b|\\b(too many|more than (i|we) need)\\b.{0,20}\\b(post|design)s?\\b|\\b${smallest?.postsPerMonth} (is|are|would be|seems) (too many|a lot|overkill|too much|more than)\\b`,
)
/** Asked for, not compared: 'do you do', 'cheaper', 'a smaller plan', not 'fewer than on Pro'. */
const WANTS_FEWER =
  /\b(cheap|less|smaller|lower|reduc|plan|package|tier|option|do you|can (i|we|you|u)|could (i|we|you|u)|is there|any)\w*/
const COMPARES_NAMED_PLANS = /\bthan (on )?(the )?(basic|pro|premium)\b|\b(on|with) (the )?(pro|premium)\b/

function barePostCounts(text: string): RegExpMatchArray[] {
  if (OTHER_COUNTED.test(text)) return []
  if (!/\b(post|design|graphic)s?\b/.test(text) && !FEWER_POSTS.test(text)) return []
  return [...text.matchAll(BARE_COUNT)].filter(
    (match) => smallest !== undefined && Number(match[1]) < smallest.postsPerMonth,
  )
}

/** Fewer posts for less, with no number: 'Can I have fewer posts and pay less?'. */
function asksForFewerPosts(text: string): boolean {
  return FEWER_POSTS.test(text) && WANTS_FEWER.test(text) && !COMPARES_NAMED_PLANS.test(text)
}

function quantityIn(text: string): Quantity | undefined {
  const counted = [...text.matchAll(COUNTED)]
  // '15 product images', '12 high-res photos': a carousel's images with a word describing them.
  const images = text.match(
    /\b(\d+) (?!(?:a|an|the|per|each|every|day|week|month|year|hour|minute|time)s?\b)[a-z-]+ (picture|image|photo|slide)s?\b/,
  )
  if (counted.length === 0 && images?.[1]) return { amount: Number(images[1]), unit: 'image' }
  const found = [...counted, ...text.matchAll(DESCRIBED)]
    .sort((a, b) => (a.index ?? 0) - (b.index ?? 0))
    .map((m) => unitOf(Number(m[1]), m[2] ?? ''))
  // '10 posts is too many, like 4 a month?': a number of posts with 'posts' left out.
  const [bare] = barePostCounts(text)
  const fewer: Quantity | undefined = bare ? { amount: Number(bare[1]), unit: 'post' } : undefined
  // 'a bigger package than 30 posts, we need like 70': the number that is not one of our plans'.
  return (
    found.find(
      (quantity) => quantity.unit !== 'post' || !plans.some((plan) => plan.postsPerMonth === quantity.amount),
    ) ??
    fewer ??
    found[0]
  )
}

/** Our smallest plan, for fewer posts than it gives. */
function fewerThanOurSmallest(): Reply | undefined {
  if (!smallest) return undefined
  return factReply(
    `No, we don't have a plan with fewer than ${smallest.postsPerMonth} posts a month. Our smallest plan is ${smallest.title}: ${smallest.postsPerMonth} posts a month for ${price(smallest.pricePence)}.`,
    SOURCES.pricing,
  )
}

/**
 * 'ur work page says 10k posts made, how many clients?': the posts we have made, as our work page counts
 * them, quoted back; no number of posts asked for (site-facts.ts answers our figures).
 */
const POSTS_WE_MADE =
  /\b\d+ (post|design)s? (made|created|done|produced|delivered|published|so far|in total|to date)\b|\b(you|u|you have|your team|the team) (made|created|done|produced|delivered|published) \d+|\b(say|said|mention\w*|show\w*|state\w*|claim\w*|boast\w*) \d+ (post|design)s?\b/

export function quantityAnswer(text: string): Reply | undefined {
  const quantity = quantityIn(text)
  if (!quantity) return asksForFewerPosts(text) ? fewerThanOurSmallest() : undefined
  const { amount, unit } = quantity
  if (unit === 'post' && POSTS_WE_MADE.test(text)) return undefined
  if (unit === 'post') {
    // 'less than 10 posts for a lower price': fewer than our smallest plan gives.
    if (amount === smallest?.postsPerMonth && asksForFewerPosts(text)) return fewerThanOurSmallest()
    if (plans.some((plan) => plan.postsPerMonth === amount)) return undefined
    if (/\b(each|every|per|a) (day|week)\b|\bweek\b/.test(text)) return undefined
    // 'I need around 25 posts, which plan covers that?': the smallest plan that does, not a 'no'.
    const covering = [...plans]
      .sort((a, b) => a.postsPerMonth - b.postsPerMonth)
      .find((plan) => plan.postsPerMonth >= amount)
    // 'I run 3 cafes, need about 25 posts each month': a rough need, which the plan above covers.
    const roughly =
      /(?<!\b(what|how) )\b(about|around|roughly|approx\w*|or so|\d+ ?ish|ish|give or take|something like|up to|more or less|ballpark)\b/.test(
        text,
      ) && !/\b(between|exactly|bespoke|custom|tailored|just|only|precisely)\b/.test(text)
    // 'about 8 posts for a bit less money': fewer than our smallest plan, for less, is a 'no'.
    const forLess = smallest && amount < smallest.postsPerMonth && /\b(cheap|less|lower|reduc)\w*/.test(text)
    if (
      covering &&
      !forLess &&
      (roughly ||
        /\b(which|what) (plan|package|tier|one|option)\b|\bcover|\bfits?\b|\benough\b|\bat least\b/.test(
          text,
        ))
    )
      return factReply(
        `The ${covering.title} plan covers that: ${covering.postsPerMonth} posts a month for ${price(covering.pricePence)}. ${ourPlans}.`,
        SOURCES.pricing,
      )
    if (largest && amount > largest.postsPerMonth) {
      return factReply(
        `No, our largest plan is ${largest.title} with ${largest.postsPerMonth} posts a month for ${price(largest.pricePence)}. ${ourPlans}. For more than ${largest.postsPerMonth} posts a month, let's talk: book a free video call with our team.`,
        SOURCES.pricing,
        SOURCES.booking,
      )
    }
    if (smallest && amount < smallest.postsPerMonth) return fewerThanOurSmallest()
    // The 'No' names the plan that covers the number asked, then the others.
    const covers = covering
      ? ` The ${covering.title} plan covers it: ${covering.postsPerMonth} posts a month for ${price(covering.pricePence)}.`
      : ''
    return factReply(`No, we don't offer ${amount} posts a month.${covers} ${ourPlans}.`, SOURCES.pricing)
  }
  if (unit === 'video' && !videoTiers.some((t) => t.quantity === amount)) {
    return factReply(packsNo('short-form videos', videoTiers), SOURCES.pricing)
  }
  if (unit === 'story' && !storyTiers.some((t) => t.quantity === amount) && mentions(text, 'story')) {
    return factReply(packsNo('stories posts', storyTiers), SOURCES.pricing)
  }
  if (
    unit === 'image' &&
    mentions(text, 'carousel') &&
    (amount < CAROUSEL_IMAGES_MIN || amount > CAROUSEL_IMAGES_MAX)
  ) {
    return factReply(
      `No, a carousel post holds ${CAROUSEL_IMAGES_MIN} to ${CAROUSEL_IMAGES_MAX} images, on Instagram and LinkedIn: Carousel posts are an add-on at ${price(CAROUSEL_POST_PRICE_PENCE)} per carousel post.`,
      SOURCES.pricing,
    )
  }
  if (unit === 'word' && mentions(text, 'blog') && !blogTiers.some((t) => t.words === amount)) {
    return factReply(
      `No, our SEO blog articles are ${list(blogTiers.map((t) => `${t.words} words for ${price(t.pricePence)}`))}.`,
      SOURCES.pricing,
    )
  }
  if (unit === 'channel' && amount > 1 && /\bfree\b|\binclud/.test(text)) {
    return factReply(oneChannelFree, SOURCES.pricing)
  }
  return undefined
}

/** Currencies, billing periods and one-off batches we do not sell. */
/** A period that says how often work is done: 'videos weekly', 'weekly meetings', 'our annual report'. */
const HOW_OFTEN_DONE =
  /\b(post|posting|video|meeting|call|visit|session|upload|publish\w*|live|stream\w*|newsletter|email|update|content|story|stories|article)s?\b.{0,20}\b(weekly|every week|per week|fortnightly|every 2 week|bi-?weekly|quarterly|every 3 month)\b|\b(weekly|fortnightly|bi-?weekly|quarterly|annual|yearly)\s+(\w+[\s-]+){0,2}(post|posting|video|meeting|call|visit|session|upload|live|stream|newsletter|email|update|content|story|stories|article|report|review|event|party|sale|brochure)s?\b/
/** Words for paying itself, which make any period a billing period. */
const PAYING = /\b(bill|billing|billed|pay|paid|paying|payment|invoic\w*|subscription|instal+ment)s?\b/

export function billingNotOffered(text: string): Reply | undefined {
  if (
    mentions(text, 'currency') &&
    /\b(euro|eur|dollar|usd|us dollar|\$|€|yen|rupee|franc|zloty|krona|aud|cad)/.test(text)
  ) {
    return factReply(`No, we only bill in pounds sterling: ${planList()} a month.`, SOURCES.pricing)
  }
  // 'Billed monthly or as a one-off?' asks which it is: the billing answer says.
  const wantsPeriod =
    mentions(text, 'billingPeriod') &&
    // 'if we miss one payment': a failed payment, which the terms answer.
    !asksAboutAFailedPayment(text) &&
    // 'post our YouTube videos weekly', 'weekly meetings': how often something is done, not billed.
    !(HOW_OFTEN_DONE.test(text) && !PAYING.test(text)) &&
    // 'one-off set-up charges' asks about a fee to start, not how we bill.
    !SETUP_FEE.test(text) &&
    // 'Carousels: what's the price per post?': the carousel add-on is priced per carousel post.
    !(
      mentions(text, 'carousel') && /\b(price|cost|charge|pay)\w* (per|a|each) (post|carousel)\b/.test(text)
    ) &&
    !/\bmonthly or\b|\b(per|a|each|every) month or\b|\bor (monthly|each month|every month|per month|a month)\b|\b(one time|one-off|one off|once|single payment)\b.{0,15}\bor\b.{0,30}\b(continu|recur|renew|repeat|ongoing|every|each|monthly)\w*/.test(
      text,
    )
  if (
    wantsPeriod &&
    /\b(bill|billing|billed|pay|paid|payment|invoic|plan|price|discount|subscription|deal|option|charge|how much|cost|fee|settle|rate|reduc|cheaper|saving|save)\w*/.test(
      text,
    )
  ) {
    const periods =
      'monthly or six-monthly (the same price per month), in pounds sterling; there are no annual, quarterly or pay-per-post prices'
    // 'a discount if I commit to a 12-month contract?': the site's 'No contracts' answers first.
    if (mentions(text, 'contract'))
      return factReply(
        `${faqAnswer('Are there any contracts')} We bill ${periods}. ${ourPlans}, and ${guarantee}.`,
        SOURCES.home,
        SOURCES.pricing,
        SOURCES.terms,
      )
    return factReply(
      `No, we bill ${periods}. ${ourPlans}, with no contract (you can cancel with ${CANCELLATION_NOTICE_DAYS} days' notice) and ${guarantee}.`,
      SOURCES.pricing,
      // The terms' 'Fees and billing' states the two billing periods.
      SOURCES.terms,
    )
  }
  // 'can i buy just 1 month of posts no subscription': a month, or a few posts, bought once.
  const once = ONE_OFF_BATCH.test(text) ? 'one-off batches of posts' : boughtOnce(text)
  if (once && !mentions(text, 'cancel'))
    return factReply(
      `No, we don't sell ${once}: our plans are monthly subscriptions, billed monthly or six-monthly (the same price per month), with no contract; you can cancel anytime with ${CANCELLATION_NOTICE_DAYS} days' notice. ${ourPlans}.`,
      SOURCES.pricing,
      SOURCES.terms,
    )
  return undefined
}

/** A plan below our lowest price, or one we do not sell. */
export function planNotOffered(text: string): Reply | undefined {
  const under = text.match(PLAN_UNDER)
  const cheaper = text.match(CHEAPER_THAN)
  // 'Can I get a plan for £30 a month?': a plan at a price below our lowest.
  const at = text.match(PLAN_AT)
  const below = Number(under?.[3] ?? cheaper?.[4] ?? cheaper?.[6] ?? at?.[4] ?? at?.[5] ?? Number.NaN)
  // 'under 79' and 'cheaper than 79' ask for less than our lowest price, as does 'cheaper than Basic'.
  const strictly = /\b(under|below|less than|cheaper|lower|less expensive)\b/.test(text)
  if (
    smallest &&
    // 'reviews less than 5 stars' asks about ratings, not prices.
    !/\b(star|rating|rated|review)s?\b/.test(text) &&
    ((Number.isFinite(below) &&
      (below < smallest.pricePence / 100 || (strictly && below === smallest.pricePence / 100))) ||
      (BELOW_CHEAPEST.test(text) && /\b(plan|package|tier|option|anything|something|one)\b/.test(text)))
  ) {
    return factReply(
      `No, our lowest price is the ${smallest.title} plan at ${price(smallest.pricePence)} a month for ${smallest.postsPerMonth} posts. ${ourPlans}.`,
      SOURCES.pricing,
    )
  }
  if (OTHER_PLAN.test(text) || /\bpay per post\b/.test(text)) {
    return factReply(`No, we don't have that plan. ${ourPlans}; each includes one channel.`, SOURCES.pricing)
  }
  return undefined
}
