/**
 * A customer's support video call ('I have Basic plan. Can I book video call with support?', 'On Pro,
 * which days can we book support calls?'), which is not the visitor's free demo call: which plans
 * include them (the plans' own support lines and PLAN_SUPPORT), when (OFFICE_HOURS, or any hour on
 * 24/7 support) and how they are booked (Contact Support in the dashboard). A plan without them, or a
 * time its calls are not held, gets a plain 'no' first.
 */
import { type Plan, plans } from '#shared/catalogue/plans.ts'
import { minutesOf, OFFICE_HOURS, planSupport } from '#shared/catalogue/support-calls.ts'
import { DASHBOARD_PLACES } from '#shared/dashboard-places.ts'
import { formatPenceShort as price } from '#shared/format/money.ts'
import { list, plansNamed } from './catalogue-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/**
 * A call with our support, by video: 'a support call', 'a video call with support', 'video support',
 * 'a support session over video', 'can your support team jump on a video call', 'Pro's video calls'.
 */
const SUPPORT_CALL =
  /\bsupport (video |zoom |teams )?(call|session|meeting|zoom|chat)s?\b|\b(video ?call|call|video chat|video meeting|meeting|session|zoom|facetime)s?\b.{0,15}\b(with|from|to) (the |your |our |a )?(customer |tech |technical )?support\b|\bvideo (call )?support\b|\bsupport\b.{0,25}\b(on|over|via|by) (a |the )?(video|zoom|camera|webcam)\b|\bsupport (team|staff|people)\b.{0,30}\b(video ?call|video chat|zoom)\b|\b(basic|pro|premium)('?s)?( plan| package| tier)?('?s)? (video call|video chat|zoom call|call)s?\b/

/** One of our plans by its place: 'the cheapest plan', 'the entry tier'. */
const PLAN_BY_PLACE =
  '(cheapest|smallest|entry|lowest|middle|top|biggest|dearest)( level)? (plan|package|tier|one|subscription)'
/** 'I'm on Basic', 'we have the cheapest plan', 'a Pro customer': a customer, whose call is support. */
const ON_A_PLAN = new RegExp(
  [
    `\\b(i am|i'?m|we are|we'?re) (on|with) (the |your |a |an )?((basic|pro|premium)\\b|${PLAN_BY_PLACE})`,
    `\\b(i have|i have got|we have|we have got|i got|we got|i pay for|we pay for) ((the |your )(basic|pro|premium)\\b|(the |your |a |an )?(basic|pro|premium) (plan|package|tier|subscription|account)|(the |your |a |an )?${PLAN_BY_PLACE})`,
    `\\b(i have|we have) (basic|pro|premium)\\b`,
    `\\b(my|our) plan is (the )?((basic|pro|premium)\\b|${PLAN_BY_PLACE})`,
    '\\b(basic|pro|premium) (customer|client|subscriber|user|member)s?\\b',
    '\\bon (the |my |our )?(basic|pro|premium)( plan| package| tier)?\\b',
  ].join('|'),
)
const A_CALL = /\b(video ?call|video chat|zoom|call|meeting)s?\b/

/** A support call, or a call asked for by a customer on a plan; never the free demo call. */
export function asksForASupportCall(text: string): boolean {
  if (/\bdemo\b/.test(text)) return false
  return SUPPORT_CALL.test(text) || (ON_A_PLAN.test(text) && A_CALL.test(text))
}

const supportLine = (plan: Plan) => plan.features.find((f) => /\bsupport\b/i.test(f)) ?? ''
const withCalls = plans.filter((plan) => planSupport(plan.id).videoCalls)
const withoutCalls = plans.filter((plan) => !planSupport(plan.id).videoCalls)

const OFFICE = `${OFFICE_HOURS.weekdays}, ${OFFICE_HOURS.start} to ${OFFICE_HOURS.end} UK time, except bank holidays`
/** When a plan's customers book their calls, as the dashboard's Contact Support page says it. */
const hoursOf = (plan: Plan) =>
  planSupport(plan.id).anyHour
    ? 'any time our team is open for calls, evenings, weekends and bank holidays too'
    : `in office hours (${OFFICE})`

/**
 * When a plan's support video calls are held, said for its support hours: on 24/7 support, weekends and
 * bank holidays too; without it, office hours.
 */
export function supportHoursOf(plan: Plan): string | undefined {
  const support = planSupport(plan.id)
  if (!support.videoCalls) return undefined
  return support.anyHour
    ? `On ${plan.title}, 24/7 includes weekends: you book support video calls from ${DASHBOARD_PLACES.contactSupport} in your dashboard ${hoursOf(plan)}.`
    : `On ${plan.title}, you book support video calls from ${DASHBOARD_PLACES.contactSupport} in your dashboard ${hoursOf(plan)}.`
}

/** Which plans include support video calls, when, and how their customers book one. */
export const SUPPORT_CALLS_TEXT =
  `Support video calls are part of the ${list(withCalls.map((plan) => plan.title))} plans: ` +
  `${withCalls.map((plan) => `${plan.title} (${price(plan.pricePence)} a month) includes ${supportLine(plan)}`).join('; ')}. ` +
  `Customers on them book a video call from ${DASHBOARD_PLACES.contactSupport} in their dashboard: ${list(withCalls.map((plan) => `${plan.title} ${hoursOf(plan)}`))}.`

/** 'on Sunday night', 'at the weekend', 'at 8pm': a time outside office hours. */
const OUT_OF_HOURS_WORDS =
  /24\/7|\b(weekend|night|evening|saturday|sunday|bank holiday|out of hours|after hours|midnight|overnight|how late|how early|any ?time|any day)s?\b/

function outsideOfficeHours(text: string): boolean {
  if (OUT_OF_HOURS_WORDS.test(text)) return true
  return [...text.matchAll(/\b(\d{1,2}) ?(am|pm)\b/g)].some(([, hour = '', half = '']) => {
    const at = (Number(hour) % 12) + (half === 'pm' ? 12 : 0)
    return at * 60 < minutesOf(OFFICE_HOURS.start) || at * 60 >= minutesOf(OFFICE_HOURS.end)
  })
}

/** Asking to have one ('can I book', 'how do we get'), not what a plan includes ('support by video?'). */
const ASKS_TO_HAVE_ONE =
  /\b(book|booking|schedule|arrange|set up|organi[sz]e|get|have|jump on|hop on|want|need|like|request|can (i|we)|could (i|we)|how (do|can|would) (i|we))\b/
/** Asking when: the days, the hours, a weekend or an evening. */
const ASKS_WHEN =
  /\b(when|what|which) (day|time|hour)s?\b|\bwhen (can|could|do|are|is|am)\b|\b(days?|hours?|times?|availability|available|window|weekends?|weekdays?|saturdays?|sundays?|evenings?|nights?|bank holidays?|office hours|mon[- ]fri|monday|friday|any ?time|any day|how late|how early|24\/7)\b/
/** A yes-or-no question ('can I book one?'), not 'which days can I book one?'. */
const YES_OR_NO = (text: string) => !/\b(what|which|when|how)\b/.test(text)

const upgradeTo = (plan: Plan) =>
  `upgrade to ${plan.title} from ${DASHBOARD_PLACES.manageSubscription} in your dashboard`

/** One named plan's answer: a 'no' for a plan without calls, or calls at a time it does not have them. */
function planLine(plan: Plan, text: string): string {
  const support = planSupport(plan.id)
  if (!support.videoCalls)
    return `No, the ${plan.title} plan doesn't include video call support: it comes with ${supportLine(plan)}.`
  if (outsideOfficeHours(text) && !support.anyHour) {
    const anyHour = plans.find((other) => planSupport(other.id).anyHour)
    return `No, the ${plan.title} plan's support video calls are ${hoursOf(plan)}: you book one from ${DASHBOARD_PLACES.contactSupport} in your dashboard.${anyHour ? ` ${anyHour.title} includes ${supportLine(anyHour)}: to book at other times, ${upgradeTo(anyHour)}.` : ''}`
  }
  // 'On Pro, which days can we book them?': when, without a 'yes' to a question that asked none.
  if (ASKS_WHEN.test(text) && !YES_OR_NO(text))
    return `On ${plan.title} you book support video calls ${hoursOf(plan)}, from ${DASHBOARD_PLACES.contactSupport} in your dashboard.`
  return `Yes, the ${plan.title} plan includes ${supportLine(plan)}: you book a video call from ${DASHBOARD_PLACES.contactSupport} in your dashboard, ${hoursOf(plan)}.`
}

/** 'Can I book a support call?', 'I'm on Basic, video call with support?': the plan's answer first. */
export function supportCallAnswer(text: string): Reply | undefined {
  const named = plansNamed(text)
  if (!asksForASupportCall(text)) return undefined
  if (named.length === 0 && !ASKS_TO_HAVE_ONE.test(text) && !ASKS_WHEN.test(text)) return undefined
  if (named.length === 0) {
    const others = withoutCalls.map((plan) => ` ${plan.title} comes with ${supportLine(plan)}.`).join('')
    return factReply(`${SUPPORT_CALLS_TEXT}${others}`, SOURCES.pricing, SOURCES.contactSupport)
  }
  const lines = named.map((plan) => planLine(plan, text))
  // 'I have Basic plan': the plans that include them, and how to move to one.
  if (named.every((plan) => !planSupport(plan.id).videoCalls))
    lines.push(
      `${SUPPORT_CALLS_TEXT} To book one, upgrade your plan from ${DASHBOARD_PLACES.manageSubscription} in your dashboard.`,
    )
  return factReply(lines.join('\n'), SOURCES.pricing, SOURCES.contactSupport)
}
