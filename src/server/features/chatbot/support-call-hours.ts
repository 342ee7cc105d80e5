/**
 * When support video calls can be booked: each plan's support (PLAN_SUPPORT) and the office hours
 * (OFFICE_HOURS), as Contact Support in the customer's dashboard states them. Pro books them in office
 * hours, Premium (24/7 support) any time the team is open for calls, and Basic has email support only.
 * A support call is the customer's, not the free demo call a visitor books before buying.
 */
import { type Plan, plans } from '#shared/catalogue/plans.ts'
import { OFFICE_HOURS, PLAN_SUPPORT } from '#shared/catalogue/support-calls.ts'
import { list, plansNamed } from './catalogue-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/** 'support video calls', 'a call with your support team', 'video support'. */
const SUPPORT_CALL =
  /\bsupport (video |zoom |teams )?(call|zoom|meeting|chat)s?\b|\b(video call|video chat|zoom|call|meeting)s? (with|from|to) (the |your |our )?support\b|\bvideo (call )?support\b|\b(basic|pro|premium)('?s)?( plan| package| tier)?('?s)? (video call|video chat|zoom call|call)s?\b/
const A_CALL = /\b(video call|video chat|zoom|call|meeting)s?\b/
/** 'I'm a Pro customer', 'we're on Premium', 'I have Basic plan': a plan the visitor already has. */
const ON_A_PLAN =
  /\b(i'?m|i am|we'?re|we are) (a |an )?(basic|pro|premium) (customer|client|member|subscriber|user)\b|\b(i|we) (have|got|am on|are on) (the |a )?(basic|pro|premium)\b|\b(i'?m|we'?re) on (the )?(basic|pro|premium)\b|\bon (the |my |our )?(basic|pro|premium)( plan| package| tier)?\b/

/** A video call with support, asked by a customer or of a plan; never the free demo call. */
export function asksForASupportCall(text: string): boolean {
  if (/\bdemo\b/.test(text)) return false
  return SUPPORT_CALL.test(text) || (A_CALL.test(text) && ON_A_PLAN.test(text))
}

/** When: the days, the hours, a weekend or an evening. */
const WHEN =
  /\b(when|what|which) (day|time|hour)s?\b|\bwhen (can|could|do|are|is|am)\b|\b(days?|hours?|times?|availability|window|weekends?|weekdays?|saturdays?|sundays?|evenings?|nights?|bank holidays?|office hours|mon[- ]fri|monday|friday|any ?time|any day|how late|how early|24\/7)\b/
/** A time outside office hours. */
const OUT_OF_OFFICE_HOURS =
  /\b(weekends?|saturdays?|sundays?|evenings?|nights?|bank holidays?|how late|how early|out of hours|after hours|24\/7|any ?time|any day)\b/

const OFFICE = `${OFFICE_HOURS.weekdays}, ${OFFICE_HOURS.start} to ${OFFICE_HOURS.end} UK time, except bank holidays`
const WHERE_BOOKED = 'You book them from Contact Support in your dashboard.'

const supportOf = (plan: Plan) => plan.features.find((feature) => /support/i.test(feature)) ?? 'support'
const withCalls = plans.filter((plan) => PLAN_SUPPORT[plan.id].videoCalls)

function hoursOf(plan: Plan): string {
  const support = PLAN_SUPPORT[plan.id]
  if (!support.videoCalls) return `${plan.title} includes ${supportOf(plan)}, without video calls.`
  if (!support.anyHour) return `On ${plan.title} you book support video calls in office hours: ${OFFICE}.`
  return `On ${plan.title} (24/7 support) you book support video calls any time our team is open for calls, evenings, weekends and bank holidays too.`
}

/** Every plan's support calls, as the answer to a question naming none. */
export const SUPPORT_CALL_HOURS_TEXT = `Support video calls are part of the ${list(withCalls.map((plan) => plan.title))} plans. ${plans.map(hoursOf).join(' ')} ${WHERE_BOOKED}`

const CAN_I = /\b(can|could|may) (i|we)\b/

/** Booking one: 'how do I book a support call', 'we're on Premium, can we arrange a video call?'. */
const TO_BOOK = /\b(book|booking|arrange|schedule|set up|organi[sz]e|request)\b/

/**
 * 'On Pro, which days can we book support video calls?', 'I'm a Pro customer, can I book a call?': the
 * days and hours of the plans asked about, and where they are booked. Whether a plan includes them at
 * all ('does Pro get video calls?') is the plan's feature, answered after.
 */
export function supportCallHoursAnswer(text: string): Reply | undefined {
  if (!asksForASupportCall(text) || !(WHEN.test(text) || TO_BOOK.test(text))) return undefined
  const named = plansNamed(text)
  if (named.length === 0) return factReply(SUPPORT_CALL_HOURS_TEXT, SOURCES.pricing, SOURCES.contactSupport)
  const outside = OUT_OF_OFFICE_HOURS.test(text)
  const lines = named.map((plan) => {
    const support = PLAN_SUPPORT[plan.id]
    if (!support.videoCalls)
      return `No, the ${plan.title} plan doesn't include video call support: it comes with ${supportOf(plan)}. ${withCalls.map(hoursOf).join(' ')}`
    // 'I'm on Pro, can I book a call?': yes, and when.
    const yesOrNo = CAN_I.test(text) && !/\b(what|which|when|how)\b/.test(text)
    if (!outside) return `${yesOrNo ? 'Yes. ' : ''}${hoursOf(plan)}`
    return support.anyHour ? `Yes. ${hoursOf(plan)}` : `No. ${hoursOf(plan)}`
  })
  // 'Pro at the weekend?': no, and the plan that has them at any hour.
  const anyHour = plans.filter((plan) => PLAN_SUPPORT[plan.id].anyHour && !named.includes(plan))
  const officeHoursOnly = named.every(
    (plan) => PLAN_SUPPORT[plan.id].videoCalls && !PLAN_SUPPORT[plan.id].anyHour,
  )
  const more = outside && officeHoursOnly ? anyHour.map(hoursOf) : []
  return factReply([...lines, ...more, WHERE_BOOKED].join(' '), SOURCES.pricing, SOURCES.contactSupport)
}
