/**
 * Honest negatives for asking more than the catalogue's limits: more posts a day or week than our
 * largest plan, unlimited posts, a longer guarantee, faster edits, reports more often than monthly,
 * paying later, a matched price, a carousel count or a free period we do not sell. Each says 'No' first,
 * then the nearest thing we offer, from src/shared.
 */
import {
  CAROUSEL_POST_PRICE_PENCE,
  carouselQuantities,
  REPORTS_PRICE_PENCE,
} from '#shared/catalogue/add-ons.ts'
import {
  CANCELLATION_NOTICE_DAYS,
  CHECKOUT_GUARANTEE_DAYS,
  MONEY_BACK_GUARANTEE_DAYS,
  REVISION_FEEDBACK_NOTICE_HOURS,
  REVISION_TURNAROUND_HOURS,
} from '#shared/catalogue/business-rules.ts'
import { EXTRA_CHANNEL_PRICE_PENCE } from '#shared/catalogue/channels.ts'
import { plans } from '#shared/catalogue/plans.ts'
import { mentions } from '#shared/chatbot/synonyms.ts'
import { DASHBOARD_PLACES } from '#shared/dashboard-places.ts'
import { formatPenceShort as price } from '#shared/format/money.ts'
import { channelIncluded, channelNames, faqAnswer, plansNamed } from './catalogue-text.ts'
import { asksForALateChange } from './change-requests.ts'
import { asksAboutAFailedPayment } from './failed-payment.ts'
import { oneChannelFree } from './not-offered-text.ts'
import {
  fasterStartNotOffered,
  livePostingNotOffered,
  REPORTS_MORE_OFTEN,
  REVIEWS_MORE_OFTEN,
} from './not-offered-timing.ts'
import { factReply, isHonestNo, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'
import { asksForTheGuaranteeAgain } from './terms-answers.ts'

const byPosts = [...plans].sort((a, b) => a.postsPerMonth - b.postsPerMonth)
const largest = byPosts.at(-1)
const planList = () =>
  plans.map((p) => `${p.title} at ${price(p.pricePence)} a month for ${p.postsPerMonth} posts`).join(', ')
const guarantee = `every first order has a ${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee`
const DAYS_A_MONTH = 30
const WEEKS_A_MONTH = 4.3
const HOURS_A_DAY = 24

/** 'If I cancel today does it stop today?': a cancellation that ends at once (we need 30 days' notice). */
const CANCEL_AT_ONCE =
  /\b(stop|end|finish|take effect|cease|terminat|over|charg|bill|pay)\w*\b.{0,25}\b(today|now|immediately|straight away|right away|at once|instantly|same day|that day|there and then|that minute)\b|\b(immediate|instant|same-day|same day)\w* (cancel|stop|end|effect|termination)|\bcancel\w* (immediately|instantly|with immediate effect|with no notice|without (any )?notice|and stop (paying|straight away|at once))/

/** 'pay half now half later', 'split the cost', 'instalments': paying one bill in parts. */
const INSTALMENTS =
  /\binstal+ments?\b|\bsplit (the |my |our |a )?(payment|cost|bill|fee|price|charge)s?\b|\b(half|part|some) now\b|\bpay (it )?in (2|3|4|parts|chunks|stages|bits)\b|\bspread (the |out the )?(cost|payment)s?\b|\b(a )?deposit (now|first|up ?front)\b/

const NUMBER_WORDS: Record<string, number> = { once: 1, one: 1, twice: 2, two: 2, three: 3, four: 4, five: 5 }

/** Posts a month a visitor asks for as so many a day or a week ('3 times every day'), if they do. */
function postsAMonth(text: string): number | undefined {
  const match = text.match(
    /\b(\d+|once|twice|one|two|three|four|five)(?: more| new| fresh| different)?(?: (post|time|update|design|graphic)s?)? (a|per|each|every|in the|in a) (day|week|hour)\b/,
  )
  // 'post every hour', 'hourly updates': far beyond a post a day.
  if (
    !match &&
    /\b(post|posting|update|content|publish)\w*\b.{0,30}\b(every|each) ?hour\b|\bhourly (post|update|content)|\b(post|posting)\w* hourly\b/.test(
      text,
    )
  )
    return HOURS_A_DAY * DAYS_A_MONTH
  // 'a post for my restaurant every day', 'daily posts': one a day.
  if (
    !match &&
    /\b(post|posting|update|content)\w*\b.{0,30}\b(every|each) ?day\b|\bdaily (post|update|content)|\b(post|posting)\w* daily\b/.test(
      text,
    )
  )
    return DAYS_A_MONTH
  // 'post 50 times a month': a month's posts counted as times.
  const timesAMonth = text.match(
    /\b(post|posting|publish\w*)\b( \w+){0,3} (\d+|one|two|three|four|five) times? (a|per|each|every|in a) month\b/,
  )?.[3]
  if (!match && timesAMonth) return NUMBER_WORDS[timesAMonth] ?? Number(timesAMonth)
  if (!match?.[1] || (!match[2] && !/^(once|twice)$/.test(match[1]))) return undefined
  const count = NUMBER_WORDS[match[1]] ?? Number(match[1])
  const perMonth = { hour: HOURS_A_DAY * DAYS_A_MONTH, day: DAYS_A_MONTH, week: WEEKS_A_MONTH }
  return Math.round(count * (perMonth[match[4] as keyof typeof perMonth] ?? WEEKS_A_MONTH))
}

/**
 * 'How often do you actually post, like every day?': a question about how often we post, with the
 * visitor's guess; the FAQ's answer comes with what the guess would be a month.
 */
const HOW_OFTEN_ASKED =
  /\bhow (often|frequently|regularly|many times)\b|\b(you|u)( will| would| do)? post\w*( \w+){0,3} (every|each) (day|week)\b|\b(is|are|will) (it|they|posts?|you posting|that) (going up |posted |go up |out )?(every|each) (day|week)\b/

function postsAnswer(text: string): Reply | undefined {
  const reply = postsFor(text)
  if (!reply || !HOW_OFTEN_ASKED.test(text) || !/\b(you|u|posts?|post)\b/.test(text)) return reply
  // A 'No' stays first: 'how often, like 3 times a day?' asks beyond our largest plan.
  const often = faqAnswer('How often')
  return {
    ...reply,
    response: isHonestNo(reply)
      ? `${reply.response} ${often}`
      : `${often} ${reply.response.replace(/^That is about/, 'Posting that often is about')}`,
    sources: [SOURCES.home, ...reply.sources],
  }
}

/** 'a cheaper plan', 'only', 'just': fewer posts asked for less money. */
const FEWER_FOR_LESS = /\b(cheaper|smaller|lower|less|reduced|only|just)\b/

function postsFor(text: string): Reply | undefined {
  if (!largest) return undefined
  const tooMany = `No, our largest plan is ${largest.title}: ${largest.postsPerMonth} posts a month (about one a day) for ${price(largest.pricePence)}. Our plans are ${planList()}. For more, let's talk: book a free video call with our team.`
  if (
    /\bunlimited (post|design|content|graphic|video|story)|\b(as many|any number of) (post|design)/.test(text)
  )
    return factReply(tooMany, SOURCES.pricing, SOURCES.booking)
  const monthly = postsAMonth(text)
  if (monthly === undefined) return undefined
  if (monthly > largest.postsPerMonth) return factReply(tooMany, SOURCES.pricing, SOURCES.booking)
  // 'only one post in the week, is a cheaper plan possible?': fewer posts than our smallest plan gives.
  const [smallest] = byPosts
  if (smallest && monthly < smallest.postsPerMonth && FEWER_FOR_LESS.test(text))
    return factReply(
      `No, we don't have a plan with fewer than ${smallest.postsPerMonth} posts a month, and you are asking for about ${monthly}: our smallest plan is ${smallest.title}, ${smallest.postsPerMonth} posts a month for ${price(smallest.pricePence)}. Our plans are ${planList()}.`,
      SOURCES.pricing,
    )
  const plan = byPosts.find((p) => p.postsPerMonth >= monthly) ?? largest
  const enough = `the ${plan.title} plan gives ${plan.postsPerMonth} posts a month for ${price(plan.pricePence)}. Our plans are ${planList()}.`
  // 'can basic do a post every day': the plan the visitor names, weighed against what they ask.
  const [named, ...others] = plansNamed(text)
  if (named && others.length === 0 && named.postsPerMonth < monthly)
    return factReply(
      `No, the ${named.title} plan gives ${named.postsPerMonth} posts a month, and you are asking for about ${monthly}: ${enough}`,
      SOURCES.pricing,
    )
  if (named && others.length === 0)
    return factReply(
      `Yes, that is about ${monthly} posts a month, and the ${named.title} plan gives ${named.postsPerMonth} posts a month for ${price(named.pricePence)}.`,
      SOURCES.pricing,
    )
  return factReply(`That is about ${monthly} posts a month: ${enough}`, SOURCES.pricing)
}

const FASTER =
  /\bsame[- ]day\b|\bsame (afternoon|morning|evening|night)\b|\bby (tonight|this afternoon|this evening|lunchtime|lunch|end of (the )?day|close of play|teatime)\b|\b(within|in) (an|1|one|a few|\d+) (hour|minute)|\bwithin the hour\b|\bimmediately\b|\binstant\w*|\bstraight away\b|\bright away\b|\bnext[- ]day\b|\bovernight\b/

/**
 * 'same day posts if i text u in the morning', 'post it within the hour of me sending a photo': a post
 * made and published on request, at once. Our posts are planned ahead and approved first.
 */
const SAME_DAY_POST =
  /\bon the day\b.{0,30}\b(if|when) (i|we) (text|message|send|tell|give|email|call|ask)|\b(up|live|posted|out|online) by (lunch|lunchtime|tonight|this evening|this afternoon|the afternoon|the end of the day|end of day|noon|midday|teatime)\b|\b(same[- ]day|same-day|same (afternoon|morning|evening|night)|within (the|an|1|one|a few|[1-9]|1[0-2]) hours?|within minutes|at short notice|last[- ]minute|instant|immediate)\b.{0,10}\b(post|posting|upload|content|update)s?\b|\b(post|publish|upload|put)\w*\b.{0,30}\b(same day|the same day|same (afternoon|morning|evening|night)|within the hour|within an hour|within (1|one|2|two|3|three) hours?|at short notice)\b|\b(publish|posted|go live|goes live|put up)\w*\b.{0,20}\bwithin (a day|24 ?(hours?|hrs?)|twenty[- ]four hours?) (of|after|from) (asking|me asking|us asking|request\w*|order\w*|sending|me sending)\b/

/**
 * The hours a visitor asks a change to be done in: 'within 3 hours', 'in like 2 hours', 'under 6 hrs',
 * 'in about 30 minutes' (a few minutes are no hours at all).
 */
const WITHIN_HOURS =
  /\b(?:within|in|under|inside|less than|by)(?: (?:like|about|around|roughly|say|just|maybe|only|approx|approximately|max|maximum|the next|a|an))* (\d+) ?(hour|hr|h|minute|min)s?\b/
/** 'how fast can you change a post, 1 hour ok?': a time asked as a speed ('24 hours before' is notice). */
/**
 * 'edit a post due out in 24 hours', 'it publishes in 5 hrs': the hours are the post's time, not a speed
 * asked; a change that close to it is the cut-off's answer (change-requests.ts), not a 'no'.
 */
const POST_DUE_WITHIN_HOURS =
  /\b(due|out|live|publish\w*|scheduled|posted|posting|goes up|going up)\b.{0,12}\b(in|within|under) (the next )?\d+ ?(hours?|hrs?|h)\b/
const SPEED_ASKED =
  /\b(how (fast|quick|quickly|soon)|turn\w* (round|around)|back|done|ready|ok|okay|possible|doable)\b/
const BARE_HOURS =
  /\b(\d+) ?(hour|hr|h|minute|min)s?\b(?! (before|ahead|prior|notice|in advance|earlier|after))/

function hoursAsked(text: string): number | undefined {
  const match = text.match(WITHIN_HOURS) ?? (SPEED_ASKED.test(text) ? text.match(BARE_HOURS) : null)
  if (!match?.[1]) return undefined
  return /^m/.test(match[2] ?? '') ? 0 : Number(match[1])
}

/**
 * 'Is there a flat fee for unlimited channels?', 'all the networks for one price': channels beyond the
 * one each plan includes, without paying for each.
 */
const UNLIMITED_CHANNELS =
  /\b(unlimited|infinite|limitless|as many|any number of) (social )?(channel|network|platform|account|profile)s?\b.{0,40}\b(flat|one|single|same|fixed|set|free|included|price|fee|cost|rate|plan|package)\b|\b(all|every|each) (the |your |of your |of the )?(social )?(channel|network|platform)s? (for|at|on|in) (one|a single|a flat|the same|a fixed|a set)( flat| fixed| set| single| monthly)? (fee|price|rate|cost|plan|package)\b|\b(flat|one|single|fixed|set) (fee|price|rate|cost)\b.{0,30}\b(unlimited|all|every|as many|any number of)\b.{0,20}\b(channel|network|platform)s?\b|\bunlimited (social )?(channel|network|platform)s?\b|\b(all|every|each) (the |your |of your )?(social media|social|channel|network|platform)s?( channel| network| platform| account)?s? (are |is )?(included|free|in the price|for free|at no extra)\b|\bas many (channel|network|platform)s? as (i|we) (like|want|need)\b/

/** 'a second channel', '2 platforms', 'more than one network': more channels than the one included. */
const MORE_CHANNELS =
  '(extra|additional|second|another|other|more|both|[2-9]|more than (1|one)) (social )?(media )?(channel|platform|network)s?'
/**
 * More channels than one asked as free or included, however put ('does basic come with 2 channels',
 * 'is the second channel also free'): a quantity beyond what a plan includes, so 'No, only one'.
 */
const FREE_BEFORE_MORE = new RegExp(
  `\\b(free|includ\\w*|come with|comes with|covers?|in the (price|plan))\\b.{0,30}\\b${MORE_CHANNELS}\\b`,
)
const MORE_BEFORE_FREE = new RegExp(
  `\\b${MORE_CHANNELS}\\b.{0,30}\\b(free|included|for nothing|at no (extra )?cost|no extra (cost|charge)|in the (price|plan))\\b`,
)
/** 'One channel is free, what does the second cost?': the visitor states the free one, and asks a price. */
const ONE_IS_FREE =
  /\b(one|1|first) (social )?(media )?(channel|platform|network) (is|being|comes) (free|included)\b/
const moreChannelsFree = (text: string) =>
  MORE_BEFORE_FREE.test(text) || (FREE_BEFORE_MORE.test(text) && !ONE_IS_FREE.test(text))

/** The honest 'no' when a question asks beyond one of our limits, if it does. */
export function beyondLimits(text: string): Reply | undefined {
  // Before the posts: 'approve content three times a week' asks for reviews, not posts.
  if (REVIEWS_MORE_OFTEN.test(text) && !mentions(text, 'report'))
    return factReply(
      `No, we send your upcoming posts for review about twice a month, on every plan. You approve or comment through our platform, by email or on WhatsApp, whichever suits you, and we never publish anything you have not approved.`,
      SOURCES.home,
      SOURCES.pricing,
    )
  const posts = postsAnswer(text)
  if (posts) return posts
  const period = text.match(/\b(\d+)[- ]?(day|week|month)\b/)
  // 'the second month', 'in month 3': past the first month.
  const laterMonth =
    /\b(second|2nd|third|3rd|fourth|4th|later|following) month\b|\bmonth (2|3|4|two|three)\b/.test(text)
  const days = period?.[1]
    ? Number(period[1]) * (period[2] === 'month' ? DAYS_A_MONTH : period[2] === 'week' ? 7 : 1)
    : laterMonth
      ? DAYS_A_MONTH + 1
      : Number.NaN
  if (
    mentions(text, 'refund') &&
    // 'come back in six months, another guarantee?' asks for a second one, not a longer one.
    !asksForTheGuaranteeAgain(text) &&
    // 'Does the guarantee extend to add-ons?' asks what it covers, not for longer.
    ((/\b(extend|extension|extended|more time)\b/.test(text) &&
      !/\bextend\w* (to|over|across|into) (?!\d)/.test(text)) ||
      (Number.isFinite(days) && days > MONEY_BACK_GUARANTEE_DAYS))
  )
    return factReply(
      `No, our money-back guarantee lasts ${MONEY_BACK_GUARANTEE_DAYS} days and cannot be extended: ${guarantee}, and the checkout and pricing small print state ${CHECKOUT_GUARANTEE_DAYS} days for the plan fee. It applies once per customer.`,
      SOURCES.home,
      SOURCES.pricing,
      SOURCES.terms,
    )
  // 'posts live within 24 hours of signing up', 'an express set-up': sooner than our set-up allows.
  // 'Tomorrow's post needs a different picture' is a change to a post, not a first post that soon.
  const tooSoon = asksForALateChange(text) ? undefined : fasterStartNotOffered(text)
  if (tooSoon) return tooSoon
  // 'card declined, do you stop straight away?': a failed payment, which the terms answer.
  if (mentions(text, 'cancel') && CANCEL_AT_ONCE.test(text) && !asksAboutAFailedPayment(text))
    return factReply(
      `No, cancelling doesn't take effect at once: you may cancel at any time by giving ${CANCELLATION_NOTICE_DAYS} days' notice, from ${DASHBOARD_PLACES.manageSubscription} in your dashboard or by email, and we complete and schedule the content already paid for during the notice period.`,
      SOURCES.terms,
      SOURCES.home,
    )
  // 'live updates from my market stall': posting as things happen, before a same-day post.
  const live = livePostingNotOffered(text)
  if (live) return live
  if (SAME_DAY_POST.test(text) && !mentions(text, 'cancel'))
    return factReply(
      `No, we don't offer same-day posts: we plan and schedule your posts ahead, and you approve them before they go live. Changes are unlimited when your feedback reaches us at least ${REVISION_FEEDBACK_NOTICE_HOURS} hours before a post is due to publish, and we make them within ${REVISION_TURNAROUND_HOURS} hours.`,
      SOURCES.home,
      SOURCES.terms,
    )
  const hours = hoursAsked(text)
  if (
    (mentions(text, 'revision') ||
      /\b(change|update|fix|edit|correct|amend|tweak|alter)\w*\b|\b(error|mistake|typo|spelling)s?\b/.test(
        text,
      )) &&
    (hours === undefined ? FASTER.test(text) : hours < REVISION_TURNAROUND_HOURS) &&
    !POST_DUE_WITHIN_HOURS.test(text)
  )
    return factReply(
      `No, we don't offer same-day edits: revisions are unlimited when your feedback reaches us at least ${REVISION_FEEDBACK_NOTICE_HOURS} hours before a post is due to publish, and we make them within ${REVISION_TURNAROUND_HOURS} hours.`,
      SOURCES.home,
      SOURCES.terms,
    )
  if (mentions(text, 'report') && REPORTS_MORE_OFTEN.test(text))
    return factReply(
      `No, our reports are monthly: Reports and analytics is a monthly report on reach, engagement and follower growth for ${price(REPORTS_PRICE_PENCE)} a month.`,
      SOURCES.pricing,
    )
  if (
    /\b\d+[- ]?day (payment )?terms?\b|\bnet ?\d+\b|\bpayment terms?\b|\bin arrears\b|\bpay (later|afterwards|at the end)|\b(pay|paid|bill|billed|invoice|invoiced|charge|charged)\w*\b.{0,25}\b((at|after) (the )?month[- ]end|at the end of (the|each|every) month)\b|\bcredit terms\b|\bpay after (the|each|every) (month|service|period)/.test(
      text,
    ) ||
    INSTALMENTS.test(text)
  )
    return factReply(
      `No, we don't offer ${INSTALMENTS.test(text) ? 'paying in instalments' : 'payment terms'}: fees are charged in pounds sterling, in advance, and billed monthly or six-monthly, the billing period you choose at checkout.`,
      SOURCES.terms,
      SOURCES.pricing,
    )
  if (
    /\b(match|beat)\w* (a |the |their |any |another |your competitor'?s? )?(\w+ )?(price|quote|offer)|\bprice[- ]match|\bnegotiat|\bhaggle|\b(better|best) (price|deal|rate) (for|if)|\bcheaper (quote|price|offer) (from|elsewhere)/.test(
      text,
    )
  )
    return factReply(
      `No, we don't match or negotiate prices: they are the same for everyone. Our plans are ${planList()}, with no contract, and ${guarantee}.`,
      SOURCES.pricing,
    )
  const carousels = Number(text.match(/\b(\d+) (?:\w+ )?carousel/)?.[1] ?? Number.NaN)
  if (
    Number.isFinite(carousels) &&
    // 'how many pictures in 1 carousel post' asks about images, not how many carousels.
    !/\b(photo|picture|image|slide|pic)/.test(text) &&
    !(carouselQuantities as readonly number[]).includes(carousels) &&
    carousels < 20
  )
    return factReply(
      `No, carousel posts come in packs of ${carouselQuantities.filter((q) => q > 0).join(', ')} a month, at ${price(CAROUSEL_POST_PRICE_PENCE)} per carousel post.`,
      SOURCES.pricing,
    )
  if (/\bfree\b.{0,40}\b(first|1st|initial|opening) month|\b(first|1st) month\b.{0,20}\bfree\b/.test(text))
    return factReply(
      `No, we don't offer a free month or free extras: one channel is included with every plan and each additional channel is ${price(EXTRA_CHANNEL_PRICE_PENCE)} a month. Instead, ${guarantee}.`,
      SOURCES.pricing,
    )
  if (UNLIMITED_CHANNELS.test(text))
    return factReply(
      `No, we don't have one price for unlimited channels: ${channelIncluded}. We post to ${channelNames}.`,
      SOURCES.pricing,
    )
  if (moreChannelsFree(text)) return factReply(oneChannelFree, SOURCES.pricing)
  return undefined
}
