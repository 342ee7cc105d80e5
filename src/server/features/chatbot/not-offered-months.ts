/**
 * 'can i just pay for feb and may only?', 'is there a seasonal plan?', 'we only need you for the
 * Christmas rush': paying for chosen months or a season only. Our plans are monthly subscriptions that
 * renew until cancelled, with no contract, so the honest 'no' names them and the notice to cancel.
 * (A pause, 'skip a month', 'stop over the summer and come back', is not-offered.ts's own 'no'.)
 */
import { CANCELLATION_NOTICE_DAYS } from '#shared/catalogue/business-rules.ts'
import { faqAnswer } from './catalogue-text.ts'
import { ourPlans } from './not-offered-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

const MONTH =
  '(january|february|march|april|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|may(?! (i|we|you|be|have|need|want)\\b))'
/** '3 months a year', 'a few months each year': some months of every year. */
const MONTHS_A_YEAR = '\\b(\\d+|a few|few|two|three|four|some) month (a|per|each|every|of the) year\\b'
const SEASON =
  "(christmas|xmas|festive|easter|valentine\\w*|mother'?s? day|father'?s? day|black friday|halloween|bonfire night|summer|winter|spring|autumn|new year|(wedding|tourist|holiday|busy|peak|high|party|christmas|festive|ski|show) season|the season|(busy|peak|quiet|key) (period|month|time|week)s?)"
/**
 * Months chosen, however named: 'feb and may', 'the summer', 'the months I need', '3 months a year'
 * (read normalised: 'months' is 'month').
 */
const CHOSEN =
  `(\\b(for|in|during|over|around|from|until|till|to|and|just|only|the) ${MONTH}\\b|\\b${SEASON}\\b` +
  '|\\b(certain|specific|chosen|particular|selected|some|those|these|busy|peak|quiet|key) month\\b(?! (notice|contract|minimum|commitment))' +
  '|\\bmonth (i|we) (need|want|choose|pick|use|have|are open|open|trade)\\b|\\bwhich month\\b' +
  `|\\bpart of the year\\b|${MONTHS_A_YEAR})`
const MONTHS_CHOSEN = new RegExp(CHOSEN)

/** 'only', 'just', 'rest of the year', '3 months a year': the rest of the year is not wanted. */
const ONLY = new RegExp(
  `\\b(only|just|rather than (all|the whole) year|not (all|the whole) year|rest of (the )?year|(rest|remainder) of the time|then nothing|off season|choose which|pick which)\\b|${MONTHS_A_YEAR}`,
)

/** Paying for them, or having us for them: 'pay for', 'sign up for', 'need you for', 'a plan'. */
const PAYS_FOR =
  /\b(just|only) (\w+ ){0,4}month\b|\b(can|could) (we|i) (do|have|get)\b|\b(pay|paying|paid|sign up|signing up|subscribe|subscribing|subscription|buy|purchase|book|hire|join|plan|package|option|deal|pricing|need (you|u|your (help|service|team))|want (you|u|your (help|service|team))|have (you|u)|use (you|u|your service)|get (you|u)|help)\b/

const SEASONAL_PLAN =
  /\bseasonal (plan|subscription|package|deal|option|contract|pricing|rate|membership|service)s?\b|\b(summer|winter|spring|autumn|christmas|festive|holiday)[- ]only (plan|subscription|package|deal|option)s?\b/

/** A pause ('stop for the summer and come back') or a trial is another 'no'. */
const ANOTHER_QUESTION =
  /\b(pause|paus|freeze|frozen|on hold|skip|take a break|month off|months off|trial|free|come back|resume|restart|start again)\w*\b/

export function chosenMonthsNotOffered(text: string): Reply | undefined {
  if (ANOTHER_QUESTION.test(text)) return undefined
  const seasonal = SEASONAL_PLAN.test(text)
  if (!seasonal && !(MONTHS_CHOSEN.test(text) && ONLY.test(text) && PAYS_FOR.test(text))) return undefined
  return factReply(
    `No, we don't offer plans for chosen months or a season only: our plans are monthly subscriptions that renew automatically until you cancel, with no contract, and you can cancel anytime with ${CANCELLATION_NOTICE_DAYS} days' notice. ${ourPlans}. ${faqAnswer('How often will you post')}`,
    SOURCES.pricing,
    SOURCES.terms,
    SOURCES.home,
  )
}
