/**
 * Honest negatives about when and how often: posts sooner than our set-up allows ('posts live within 24
 * hours of signing up', 'an express set-up for a fee'), posts live, as things happen ('live updates from
 * my market stall'), and reviews or reports more often than we send them ('posts for review every week',
 * 'a report every Monday'; beyond-limits.ts answers those). Each says 'No' first, then our real timings or
 * how we schedule, from src/shared.
 */
import {
  CONTENT_APPROVAL_BUSINESS_DAYS,
  DRIVE_FOLDER_WITHIN_HOURS,
} from '#shared/catalogue/business-rules.ts'
import { mentions } from '#shared/chatbot/synonyms.ts'
import { faqAnswer } from './catalogue-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

const HOURS_A_DAY = 24

/** The getting-started timings, as the FAQ gives them: login details, the drive folder, first content. */
const OUR_TIMINGS = `straight after payment you receive your login details, your shared drive folder is set up within ${DRIVE_FOLDER_WITHIN_HOURS} hours, and your first content is ready to review and approve within ${CONTENT_APPROVAL_BUSINESS_DAYS} business days`

/** 'express setup', 'fast-track onboarding', 'a quick-start package', 'pay extra to jump the queue'. */
const FASTER_SET_UP = new RegExp(
  [
    '\\b(express|priority|rush|rushed|fast[- ]?track\\w*|expedit\\w*|accelerat\\w*|urgent|speedy|quick[- ]?start|vip|turbo|same[- ]week)( \\w+){0,2} (set ?up|onboard\\w*|start\\w*|service|option|package)\\b',
    '\\b(speed|hurry|rush|fast[- ]?track|expedite|accelerate)\\w*( \\w+){0,3} (set ?up|onboard\\w*|start|first (post|batch|content)|process)\\b',
    '\\bfast[- ]?track (us|me|our|my)\\b',
    '\\b(jump|skip)\\w* the (queue|wait|line)\\b',
    // 'set up faster than normal', 'a faster turnaround for the first posts', 'pay more to start quicker'
    '\\b(set ?up|onboard\\w*|get (started|going|set up)|first (post|batch|content)\\w*)\\b.{0,40}\\b(faster|quicker|sooner) than (normal|usual|standard|\\d+|five|a week)\\b',
    '\\b(faster|quicker|speedier)( \\w+){0,3} (set ?up|onboard\\w*|start|first (post|batch|content))',
    '\\b(pay|paying|charge|fee|cost|extra|more money)\\w*\\b.{0,40}\\b(faster|quicker|sooner|speed\\w* up|priority)\\b',
    '\\b(option|way|service|package|plan|anything)\\b.{0,20}\\b(get (started|going|set up)|set ?up|onboard\\w*|start\\w*)( \\w+){0,2} (faster|quicker|sooner)\\b',
  ].join('|'),
)

/** What a faster set-up would be of: the start, the set-up or the first posts (not an edit or a reply). */
const OF_THE_START =
  /\b(set ?up|onboard\w*|start\w*|get(ting)? (going|started)|first (post|batch|content)\w*|post|posts|content|live|queue|wait|line|launch\w*|opening|open (on|in|next|this)|fast[- ]?track (us|me))\b/
/** The first posts, or the set-up: a faster turnaround of them is no edit's. */
const FIRST_POSTS = /\b(first (post|batch|content)\w*|set ?up|onboard\w*)\b/

/** Signing up, paying or joining: the moment a visitor counts our set-up from. */
const SIGNING_UP =
  '(sign|signing|signed|pay|paying|paid|join|joining|joined|buy|buying|bought|order|ordering|ordered|subscrib\\w*|purchas\\w*|check\\w* out|checkout|register\\w*)'
/** 'pay today', 'sign up tonight', 'join on Monday': when the visitor signs up. */
const SIGNING_UP_ON = `\\b${SIGNING_UP}( up| in)? (today|tonight|now|this (morning|afternoon|evening|week)|on \\w+day)\\b`
/**
 * A time counted from signing up: 'within 24 hours of me signing up', 'once I pay', 'the day I sign up'.
 * 'I pay one time only' states how the visitor pays, not when.
 */
const COUNTED_FROM_SIGNING_UP = new RegExp(
  `\\b(if|once|when|after|of|from|since|as soon as|(day|moment|minute|hour|week) (that )?(i|we)) (i |we |me |us )?(have |'ve )?${SIGNING_UP}\\b|${SIGNING_UP_ON}`,
)

/** Posts going out ('posts live', 'first content', 'posting'), not a folder, a login or a reply. */
const POSTS_OUT = /\b(post|posts|posting|posted|content|live|tweet\w*)\b/
const NOT_THE_POSTS = /\b(folder|drive|login|log ?in|password|detail|receipt|invoice|reply|replies|email)s?\b/

/** Sooner than our first content: today, the same day, this week, a few hours or under 5 days. */
const SOON =
  /\b(today|tonight|tomorrow|tmrw|(the )?same day|this week|(by|before|for) (the|this) weekend|this weekend|immediately|instantly|straight away|right away|(the )?day after|next day|overnight)\b/
/** 'within 24 hours', 'in a couple of days', '48 hrs after paying': a time named as how soon. */
const HOURS_OR_DAYS =
  /\b(?:within|in|under|inside|less than)(?: (?:like|about|around|just|only|the next|the first))* (\d+|an?|one|a couple of) ?(hours?|hrs?|h|days?)\b|\b(\d+|an?|one|a couple of) ?(hours?|hrs?|h|days?) (?:after|of|from|since)\b/g

/** The fewest hours a message names as how soon, if it names some (a day is 24). */
function soonestHours(text: string): number | undefined {
  const hours = [...text.matchAll(HOURS_OR_DAYS)].map((match) => {
    const count = match[1] ?? match[3] ?? ''
    const n = /^\d+$/.test(count) ? Number(count) : count === 'a couple of' ? 2 : 1
    return /^d/.test(match[2] ?? match[4] ?? '') ? n * HOURS_A_DAY : n
  })
  return hours.length > 0 ? Math.min(...hours) : undefined
}

/** 'posts in 2 days for an event', 'posts from tomorrow?': posts asked for sooner than our first content. */
const DAYS_ASKED = /\b(in|within|by) (\d+) (business |working )?days?\b/

/**
 * 'Could you have posts live within 24 hours of me signing up?', 'sign up today, posts up by the
 * weekend?', 'I need posts in 2 days for an event': posts asked for sooner than our first content.
 */
function postsTooSoon(typed: string): boolean {
  if (mentions(typed, 'revision')) return false
  // 'If I pay today, when will I see my first posts?': today is when the visitor pays, not the posts.
  const text = typed.replace(new RegExp(SIGNING_UP_ON, 'g'), '$1')
  const days = Number(text.match(DAYS_ASKED)?.[2] ?? Number.NaN)
  if (
    (mentions(text, 'post') || mentions(text, 'start')) &&
    ((Number.isFinite(days) && days < CONTENT_APPROVAL_BUSINESS_DAYS) || /\b(tomorrow|tonight)\b/.test(text))
  )
    return true
  // After signing up: a folder or a login asked for is not the posts.
  if (!COUNTED_FROM_SIGNING_UP.test(typed) || !POSTS_OUT.test(text) || NOT_THE_POSTS.test(text)) return false
  const hours = soonestHours(text)
  return SOON.test(text) || (hours !== undefined && hours < CONTENT_APPROVAL_BUSINESS_DAYS * HOURS_A_DAY)
}

/** The honest 'no' to posts sooner than our set-up allows, or to a faster set-up, if one is asked. */
export function fasterStartNotOffered(text: string): Reply | undefined {
  if (
    FASTER_SET_UP.test(text) &&
    OF_THE_START.test(text) &&
    (!mentions(text, 'revision') || FIRST_POSTS.test(text))
  )
    return factReply(`No, we don't offer an express or faster set-up: ${OUR_TIMINGS}.`, SOURCES.home)
  if (postsTooSoon(text))
    return factReply(`No, we can't promise posts that soon: ${OUR_TIMINGS}.`, SOURCES.home)
  return undefined
}

/** 'live updates', 'live-tweet', 'a live post from our stand'. */
const LIVE_POSTS =
  /\blive[- ]?(updat\w*|tweet\w*|blog\w*)\b|(?<!\b(first|1st|next|last|a|the|my|our|your|any|each|edit|change|delete|remove)\W)\blive[- ]?post(s|ing)?\b|\blive[- ]?posts? (from|during|at|while|throughout|on the (day|night))\b/
/** Posting that is live 'from', 'during' or 'throughout' something: not posts that go live on a date. */
const POSTING_LIVE =
  /\b(post|posting|tweet|updat|shar|upload|put\w* up)\w*\b( \w+){0,3} (?<!\b(go|goes|going|went|gone|be|is|are|been|was|were|being|get|gets) )live (from|during|at|while|throughout|on the (day|night)|all day)\b/
/** 'as it happens', 'in real time', 'minute by minute', 'on the spot', beside posts or updates. */
const AS_IT_HAPPENS =
  /\b(real[- ]?time|as (it|things|they|stuff|everything|the day) (happens?|happen|goes?|go|unfolds?)|as (it'?s|it is|things are) happening|while (it'?s|it is) happening|minute[- ]by[- ]minute|blow[- ]by[- ]blow|running (updates?|commentary)|on the spot|in the moment)\b/
/** The FAQ's 'What do I get each month?' (posts scheduled for you) and its 'we plan the calendar around …'. */
const WHAT_WE_MAKE = faqAnswer('What do I get each month?').replace(
  /^Custom-designed/,
  'we make custom-designed',
)
const WE_PLAN_AROUND =
  faqAnswer('How often will you post for me?')
    .split(/(?<=\.)\s+/)
    .find((sentence) => /^We plan\b/.test(sentence)) ?? ''

const POSTS_OR_UPDATES = /\b(post|posting|posted|update|tweet|story|stories|upload|share|sharing|cover)\w*\b/

/**
 * 'can you do live posts during my market stall?', 'post updates as it happens at our fete': posting
 * live, which we do not do. Posts go out as scheduled, approved first; the FAQ says we plan the
 * calendar around busy periods and seasonal dates. Live video ('Instagram Live') is livestreaming's.
 */
export function livePostingNotOffered(text: string): Reply | undefined {
  if (mentions(text, 'report')) return undefined
  const live =
    LIVE_POSTS.test(text) ||
    POSTING_LIVE.test(text) ||
    (AS_IT_HAPPENS.test(text) && POSTS_OR_UPDATES.test(text))
  if (!live) return undefined
  return factReply(
    `No, we don't post live or as things happen: ${WHAT_WE_MAKE} ${WE_PLAN_AROUND}`,
    SOURCES.home,
  )
}

const WEEKDAY = '(monday|tuesday|wednesday|thursday|friday|saturday|sunday)'
/** More often than about twice a month: 'weekly', 'every Monday', 'twice a week', 'more often'. */
const WEEKLY_OR_MORE = `weekly|daily|every (day|week|other day|few days?|couple of days?|[1-9] days?|${WEEKDAY})|each (day|week|${WEEKDAY})|on ${WEEKDAY}s|(once|twice|\\d+|two|three|four) (times? )?(a|per|in|in a|each|every) (week|day)|more (often|frequently)|more frequent|on a (weekly|daily) basis`

/** The review itself, named as a thing: 'for review', 'to sign off', 'a weekly approval round'. */
const SENT_TO_REVIEW =
  '(for|to) (review|approval|check|look over|look at|sign off|sign-off)|(review|approval|sign[- ]?off) (round|session|cycle|batch|stage|process|window)s?'

/** Being sent the posts to approve: 'posts for review', 'drafts to sign off', 'a weekly approval round'. */
const REVIEWING = [
  'approv\\w*',
  'sign\\w* off',
  'sign-off',
  'check\\w* (and approv\\w* )?(the |my |our )?(upcoming |new )?(post|content|draft|design)s?',
  '(review|see|look at|look over)\\w* (the |my |our )?(upcoming |new )?(post|content|draft|design|calendar)s?',
  'content review',
  SENT_TO_REVIEW,
  'drafts?',
].join('|')

/**
 * 'I want to approve my posts every week', 'can u send posts for review every week instead', 'a weekly
 * approval round': reviews more often than the about twice a month every plan states. The frequency may
 * come first when the review is named as a thing ('every day, will I see the posts' asks no review);
 * 'checking more often' asks it of checking alone.
 */
export const REVIEWS_MORE_OFTEN = new RegExp(
  `\\b(${REVIEWING})\\b.{0,40}\\b(${WEEKLY_OR_MORE})\\b|\\b(${WEEKLY_OR_MORE})\\b.{0,25}\\b(${SENT_TO_REVIEW})\\b|\\b(checking|approving|reviewing|signing off)( \\w+)? (${WEEKLY_OR_MORE})\\b|\\b(weekly|daily) (review|approval|sign[- ]?off|check)`,
)

/** Reports more often than monthly: 'every Monday', 'fortnightly', 'twice a month', 'live'. */
export const REPORTS_MORE_OFTEN = new RegExp(
  `\\b(${WEEKLY_OR_MORE}|fortnightly|bi-?weekly|every (fortnight|other week|\\d+ weeks?)|twice a month|\\d+ times? (a|per) month|real[- ]time|live)\\b`,
)
