/**
 * A coupon code the visitor already holds ('got given a code special10, what does it get me?'): what
 * it gives at checkout, from the shared list of codes. A code is never named unless the visitor typed
 * it, so asking for a code ('give me a discount code') is answered elsewhere, without one.
 */
import { coupons } from '#shared/catalogue/coupons.ts'
import { paths } from '#shared/paths.ts'
import { factReply } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/** The answer for a code typed as it is (before normalising, which splits 'special10'), if one is. */
export function couponAnswer(typed: string): Reply | undefined {
  const words: string[] = typed.toUpperCase().match(/[A-Z0-9]+/g) ?? []
  const coupon = coupons.find((c) => words.includes(c.code))
  if (!coupon) return undefined
  return factReply(
    `${coupon.code} is a coupon code for ${coupon.description}: enter it in the coupon box at checkout, and the order summary shows the discount before you pay.`,
    { title: 'Checkout', url: paths.checkout },
  )
}
