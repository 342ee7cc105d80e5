/**
 * The offer the Cancel Plan dialog makes (Manage My Subscription in the dashboard): a customer who gives
 * 'Too expensive' as the reason is offered a discount on the next month to stay ('Yes, I'd stay!'),
 * given once in 12 months. 'If I cancel because it's too pricey, is there anything you can do?' is
 * answered with it, not with the 'no discounts' we give a visitor asking for a lower price to buy.
 */
import { CANCELLATION_DISCOUNT } from '#shared/catalogue/business-rules.ts'
import { plans } from '#shared/catalogue/plans.ts'
import { mentions } from '#shared/chatbot/synonyms.ts'
import { DASHBOARD_PLACES } from '#shared/dashboard-places.ts'
import { formatPenceShort as price } from '#shared/format/money.ts'
import { cancelReasonLabels } from '#shared/schemas/support.ts'
import { faqAnswer } from './catalogue-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/** Price as the reason to go: 'too expensive', 'too pricey', 'can't afford it', 'budget cut'. */
const TOO_DEAR =
  /\b(too|so|very|really|getting|bit|quite) (expensive|price|pricey|dear|costly|much)\b|\bcost\w* (too much|a lot)\b|\bafford\w*\b|\bbudget\w*\b|\bmoney\b|\bdue to (the )?(cost|price)\b|\bprice\b.{0,20}\b(reason|too)\b/

/** Something to stay: a discount, a deal, a better price, 'anything you can do'. */
const SOMETHING_TO_STAY =
  /\b(discount|deal|money off|reduced (price|rate|fee)|lower (the )?(price|fee|cost)|better (price|deal|rate)|knock\w* (something|anything|a bit|some) off|incentive|retention|keep (me|us)|to stay|if (i|we) stay|instead of (cancel\w*|leaving|quitting)|better than (cancel\w*|leaving|quitting)|only option|special offer|(any|an|a) offer|what (do|can|could|would|will) (you|u) (offer|do)|anything (you|u) (can|could) (do|offer)|(can|could) (you|u) (do|offer|help)\b.{0,20}\b(anything|something|price)|my options)\b/

/** Asked what we offer a customer who would cancel over the price. */
export function asksForAnOfferToStay(text: string): boolean {
  if (mentions(text, 'refund')) return false
  if (/\bretention (offer|discount|deal)\b/.test(text)) return true
  // 'If I cancel because it's too expensive, is there a fee?' asks the cost of cancelling.
  const costOfCancelling = /\b(fee|charge|penalty|notice)\b/.test(text)
  const goes = mentions(text, 'cancel') || /\b(leaving|quitting|going elsewhere)\b/.test(text)
  return goes && (SOMETHING_TO_STAY.test(text) || (TOO_DEAR.test(text) && !costOfCancelling))
}

const smallest = [...plans].sort((a, b) => a.pricePence - b.pricePence)[0]

/** The dialog's offer, in its words, then moving to a smaller plan and the notice to cancel. */
export const CANCEL_OFFER_TEXT =
  `If the price is why you want to cancel, choose '${cancelReasonLabels[CANCELLATION_DISCOUNT.reason]}' as your reason in ` +
  `Cancel Plan (${DASHBOARD_PLACES.manageSubscription} in your dashboard): we offer ${CANCELLATION_DISCOUNT.percentOff}% off your ` +
  "next month's bill if you stay ('Yes, I'd stay!'), once in 12 months. " +
  `${faqAnswer('How do I cancel')} ${smallest ? `Our smallest plan is ${smallest.title} at ${price(smallest.pricePence)} a month for ${smallest.postsPerMonth} posts. ` : ''}` +
  faqAnswer('Are there any contracts')

export function cancelOfferAnswer(text: string): Reply | undefined {
  if (!asksForAnOfferToStay(text)) return undefined
  return factReply(CANCEL_OFFER_TEXT, SOURCES.manageSubscription, SOURCES.home, SOURCES.terms)
}
