/** The nineteenth half's kinds of failure in billing (failed payments, the coupon box), in new wordings. */
import { describe, expect, it } from 'vitest'
import { coupons } from '#shared/catalogue/coupons.ts'
import { answer, response } from './answer-test-support.ts'

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
    expect(urls(question)).toContain('/terms-of-service')
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

describe('what follows a failed payment, as the billing e-mails and the dashboard say it', () => {
  it.each(['my bank card has expired, will you stop doing our posts?', 'payment bounced what do i do now'])(
    '%j',
    (question) => {
      const text = response(question)
      expect(text).toMatch(/we email you and your dashboard asks you to update your card \('Update card'\)/)
      expect(text).toMatch(/Your plan carries on while we try again; if the last try fails, your plan ends\./)
    },
  )
})

describe('invoices and receipts are in the dashboard', () => {
  it.each([
    'can i download a vat invoice for my books',
    'my accountant needs copies of the invoices, where are they',
    'receipts?',
    'how much have we paid so far, is there a payment history',
  ])('%j', (question) => {
    expect(response(question)).toMatch(
      /^Every payment is listed under Invoices and payments in your dashboard/,
    )
  })

  it.each([
    ['which currency are the invoices in', /pounds sterling/],
    ['i would like to be invoiced every six months', /six-monthly/],
  ])('an invoice named beside another question keeps that answer: %j', (question, fact) => {
    expect(response(question)).toMatch(fact)
    expect(response(question)).not.toMatch(/^Every payment is listed/)
  })
})

describe('a charge that looks wrong goes to the team, with the invoices', () => {
  it.each(['think you took the money twice this month??', 'we were double billed', 'i got overcharged'])(
    '%j',
    (question) => {
      expect(response(question)).toMatch(/^Sorry about that: email our team at support@example\.invalid/)
    },
  )
})

describe('paying one bill in parts is a no, with billing in advance', () => {
  it.each([
    'could we split the cost over a few months',
    'do you do instalments',
    'deposit now and rest later?',
  ])('%j', (question) => {
    expect(response(question)).toMatch(
      /^No, we don't offer paying in instalments: fees are charged .* in advance/,
    )
  })
})

describe('a coupon the box refused', () => {
  it('says what to check and who to ask, without naming a code', () => {
    const text = response('voucher code keeps saying its invalid??')
    expect(text).toMatch(/If the box says a code is not valid, check it is typed as you were given it/)
    for (const coupon of coupons) expect(text).not.toContain(coupon.code)
  })
})

describe('when the card is charged, asked with an adverb', () => {
  it('is the terms: in advance, renewing at the end of each period', () => {
    expect(response('when precisely will you take the payment each month')).toMatch(/in advance/)
  })
})

describe('third round: wordings of typists, non-native speakers and accountants', () => {
  it.each(['if the payment doesnt go thru whats next', 'this month payment is impossible for me, you stop?'])(
    'a payment that does not go through: %j',
    (question) => {
      expect(response(question)).toMatch(/^If a payment fails, we may pause work/)
    },
  )

  it.each(['can you re-send the receipt from march', 'how can i check whether the payment went through'])(
    'the invoices page: %j',
    (question) => {
      expect(response(question)).toMatch(/^Every payment is listed under Invoices and payments/)
    },
  )

  it('what an invoice shows, which no page says, is the invoices and the team', () => {
    expect(response('will the invoice include our vat number?')).toMatch(
      /invoice to download as a PDF\. For anything else an invoice should show, email our team at/,
    )
  })

  it.each([
    'on which day of the month do you take the payment?',
    'For the books: is the payment taken on the same date every month?',
  ])('the day of the payment is in advance, with the dashboard’s next payment: %j', (question) => {
    const text = response(question)
    expect(text).toMatch(/in advance/)
    expect(text).toMatch(/Your dashboard shows your next payment, its amount and its date\./)
  })

  it.each([
    'is a 10% code ok with the six-monthly option',
    'is the promo valid on top of extra channels?',
    'does my coupon carry over if we downgrade later',
  ])('a code asked about by its percentage or its validity is the box: %j', (question) => {
    expect(response(question)).toMatch(/^The order form at checkout has a coupon code box/)
  })
})
