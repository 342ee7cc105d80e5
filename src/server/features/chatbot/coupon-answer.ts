/**
 * Coupons. A code the visitor already holds ('got given a code special10, what does it get me?'): what
 * it gives at checkout, from the shared list of codes. How the checkout's coupon box works ('does the
 * promo code take a percentage off?', 'does it come off the subtotal?'): the box, what a valid code
 * takes off and where the discount shows, in the checkout's own words. A code is never named unless the
 * visitor typed it, so asking for a code ('give me a discount code') is answered elsewhere, without one.
 */
import { coupons } from '#shared/catalogue/coupons.ts'
import { paths } from '#shared/paths.ts'
import { factReply } from './reply-sources.ts'
import type { Reply } from './responder.ts'

const CHECKOUT = { title: 'Checkout', url: paths.checkout }

/** The answer for a code typed as it is (before normalising, which splits 'special10'), if one is. */
export function couponAnswer(typed: string): Reply | undefined {
  const words: string[] = typed.toUpperCase().match(/[A-Z0-9]+/g) ?? []
  const coupon = coupons.find((c) => words.includes(c.code))
  if (!coupon) return undefined
  return factReply(
    `${coupon.code} is a coupon code for ${coupon.description}: enter it in the coupon box at checkout, and the order summary shows the discount before you pay.`,
    CHECKOUT,
  )
}

/** A coupon, promo, voucher or discount code, or the checkout's box for one. */
const COUPON =
  /\b(coupon|promo|promotional|voucher|discount|offer) ?codes?\b|\b(coupon|promo)s?\b|\bcode (box|field)\b|\b\d+ ?(%|percent|per cent) (off )?(code|coupon)s?\b|\b(promocode|couponcode)s?\b/

/** How the box works: where it is, what it takes off, of what, and when it shows. */
const HOW_IT_WORKS =
  /\b(box|field|checkout|order form|subtotal|sub total|total|whole order|plan price|add-on|extra|percent|percentage|%|how much|how big|what (do|does|will|would) (it|i|we|a code|the code)|what('?s| is) the (discount|saving|reduction)|what (discount|saving|reduction)|valid|on top|kept|keep|stays?|carr\w* over|upgrad\w*|downgrad\w*|once|again|come off|comes off|take off|takes off|knock\w* off|off (the|my|our|your|what|each|every|everything|all)\b|apply|applied|applies|enter|put|type|paste|redeem|use|work|stack|combine|more than one|where|when|show|see|every month|each month|first (order|payment|month)|renewal)/

/**
 * Asking us for a code ('can you give me a coupon', 'confirm the discount code'), not holding one ('I
 * have a code, where does it go?'): the honest 'no' about discounts. 'Any promo codes?' asks for one
 * too, unless the question is about the box ('is there a box for a voucher code?').
 */
const GIVE_ME_A_CODE =
  /\b(give|send|share|tell|email|text|dm|offer|provide|confirm|reveal|activate|generate|create|make)\w* (me|us|you|u)?\b[^.?]{0,20}?\b((coupon|promo|voucher|discount)s? codes?|coupons?|promos?|vouchers?|codes?)\b(?! (code )?(box|field))/
const ANY_CODES =
  /\b(what is|what'?s|whats|find|get|need|want|got|have|do you do|are there|is there|any)\b[^.?]{0,20}?\b((coupon|promo|voucher|discount)s? codes?|coupons?|promos?|vouchers?|codes?)\b(?! (code )?(box|field))/
const THE_BOX = /\b(box|field|slot)\b/

const HOLDS_A_CODE =
  /\b(i|we|i have|we have|i'?ve|we'?ve) (have|got|was given|were given|been given|received|found|saw|spotted|hold)\b|\bmy (coupon|promo|voucher|discount)? ?code\b/

function asksForACode(text: string): boolean {
  if (HOLDS_A_CODE.test(text)) return false
  return GIVE_ME_A_CODE.test(text) || (ANY_CODES.test(text) && !THE_BOX.test(text))
}

/** 'promo code not working', 'my coupon says invalid': a code the box refused. */
const NOT_ACCEPTED =
  /\b(not|n'?t|never) (work|working|valid|accepted|going through|apply|applying|recogni[sz]ed)\b|\b(invalid|rejected|refused|error|expired)\b/

/** What every valid code gives, in the catalogue's words ('10% off your order subtotal'). */
function whatACodeGives(): string {
  const descriptions = [...new Set(coupons.map((coupon) => coupon.description))]
  return descriptions.length === 1
    ? `gives ${descriptions[0]}`
    : `takes its discount off your order subtotal (${descriptions.join(' or ')})`
}

/** The checkout's coupon box explained, without naming a code, if the question asks how it works. */
export function couponBoxAnswer(text: string, supportEmail: string): Reply | undefined {
  if (!COUPON.test(text) || !(HOW_IT_WORKS.test(text) || NOT_ACCEPTED.test(text)) || asksForACode(text))
    return undefined
  const notAccepted = NOT_ACCEPTED.test(text)
    ? ` If the box says a code is not valid, check it is typed as you were given it (capitals and spaces around it don't matter); if it is still refused, email our team at ${supportEmail}.`
    : ''
  return factReply(
    `The order form at checkout has a coupon code box: a valid code ${whatACodeGives()} (the plan, extra channels and add-ons you chose, together, not the plan price alone). Once you apply it, the order summary shows the subtotal, the discount and the total before you pay. We don't give out codes in this chat; a code you already have goes in that box.${notAccepted}`,
    CHECKOUT,
  )
}
