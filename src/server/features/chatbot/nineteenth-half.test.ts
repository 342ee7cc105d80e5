/** The nineteenth half's kinds of failure in billing (failed payments, the coupon box), in new wordings. */
import { describe, expect, it } from 'vitest'
import { coupons } from '#shared/catalogue/coupons.ts'
import { normalise } from '#shared/chatbot/normalise.ts'
import { factAnswer } from './fact-answer.ts'

const EMAIL = 'support@example.invalid'
const answer = (question: string) => factAnswer(question, normalise(question), EMAIL)
const response = (question: string) => answer(question)?.response ?? ''
const urls = (question: string) => answer(question)?.sources.map((source) => source.url) ?? []

describe('a failed or late payment is the terms: work may pause until it is settled', () => {
  it.each([
    'card got declined this month, do u stop posting right away?',
    'if we miss one payment do you shut everything off?',
    'what if there are insufficient funds on the renewal date',
    'we forgot to pay the bill, what now',
    'invoice overdue - what happens to our scheduled posts?',
  ])('%j', (question) => {
    expect(response(question)).toMatch(
      /^If a payment fails, we may pause work on your content until it is settled\./,
    )
    expect(urls(question)).toEqual(['/terms-of-service'])
  })

  it('choosing to cancel at once is still the notice period', () => {
    expect(response('if i cancel today does the billing stop straight away')).toMatch(
      /^No, cancelling doesn't take effect at once/,
    )
  })
})

describe('how the checkout coupon box works is answered, without naming a code', () => {
  it.each([
    'is there a box for a voucher code when i check out?',
    'does a promo code knock money off the add-ons as well or just the plan',
    'how big is the saving with a coupon code?',
    'we have a promo code from a friend, where do we type it in',
    'promo code - percentage or fixed amount off?',
  ])('%j', (question) => {
    const text = response(question)
    expect(text).toMatch(
      /^The order form at checkout has a coupon code box: a valid code gives 10% off your order subtotal/,
    )
    expect(text).toMatch(/shows the subtotal, the discount and the total before you pay/)
    for (const coupon of coupons) expect(text).not.toContain(coupon.code)
    expect(urls(question)).toEqual(['/checkout'])
  })

  it.each([
    'got any promo codes for me?',
    'can u send me a coupon',
    'whats the voucher code',
    'do you do promo codes for new customers',
  ])('asking for a code is still the honest no: %j', (question) => {
    const text = response(question)
    expect(text).toMatch(/^No, we don't offer discounts on our plans\./)
    for (const coupon of coupons) expect(text).not.toContain(coupon.code)
  })
})
