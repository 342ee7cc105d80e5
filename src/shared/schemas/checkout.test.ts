import { describe, expect, it } from 'vitest'
import {
  createCheckoutRequestSchema,
  INVALID_EMAIL_MESSAGE,
  ORDER_EMAIL_REQUIRED,
  orderFormSchema,
} from './checkout.ts'

const form = {
  firstName: 'Ada',
  lastName: 'Baker',
  email: 'ada@example.co.uk',
  address: '1 High Street',
  city: 'Leeds',
  postcode: 'LS1 1AA',
  terms: true,
}

const messagesOf = (value: unknown) => {
  const result = orderFormSchema.safeParse(value)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('the checkout order form', () => {
  it('accepts a complete form, trimmed', () => {
    expect(orderFormSchema.parse({ ...form, city: '  Leeds ' }).city).toBe('Leeds')
  })

  it.each([
    ['firstName', { firstName: ' ' }, 'First Name is required'],
    ['lastName', { lastName: '' }, 'Last Name is required'],
    ['email', { email: '' }, ORDER_EMAIL_REQUIRED],
    ['email', { email: 'ada@example' }, INVALID_EMAIL_MESSAGE],
    ['email', { email: 'ada @example.com' }, INVALID_EMAIL_MESSAGE],
    ['address', { address: '' }, 'Address is required'],
    ['city', { city: '' }, 'City is required'],
    ['postcode', { postcode: '' }, 'Postcode is required'],
    ['terms', { terms: false }, 'Please agree to the Terms of Service and Privacy Policy'],
  ])('refuses a bad %s with the spec message', (field, change, message) => {
    expect(messagesOf({ ...form, ...change })).toEqual({ [field]: message })
  })
})

describe('the checkout request', () => {
  const order = {
    email: 'ada@example.co.uk',
    plan: 'pro',
    freeChannel: 'instagram',
    additionalChannels: [],
    addOns: { carouselPosts: 0, reports: false },
    discountPence: 0,
    totalPence: 14900,
  }

  it('takes the amounts shown as whole pence', () => {
    expect(createCheckoutRequestSchema.parse(order)).toMatchObject({ discountPence: 0, totalPence: 14900 })
  })

  it.each([
    ['pounds with pence', { totalPence: 149.5 }, 'totalPence'],
    ['a negative discount', { discountPence: -10 }, 'discountPence'],
    ['a string', { totalPence: '14900' }, 'totalPence'],
    ['the old field names', { discount: 0, finalTotal: 149 }, ''],
  ])('refuses %s', (_, change, field) => {
    const result = createCheckoutRequestSchema.safeParse({ ...order, ...change })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(field)
  })
})
