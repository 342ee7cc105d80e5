import { count } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestApp,
  signIn,
  signUp,
  TEST_ADMIN,
  TEST_APP_URL,
  type TestApp,
} from '../../tests/support/test-app.ts'
import { backends } from '../../tests/support/test-database.ts'
import { users, verifications } from './db/schema/auth.ts'
import { checkoutSessions } from './db/schema/checkout.ts'
import { profiles } from './db/schema/customers.ts'
import { emailOutbox } from './db/schema/infrastructure.ts'

/**
 * Every route that takes text refuses an over-long value or a control character with 400, the field
 * named, and stores nothing (PATCH /api/profile has its own tests beside it).
 */

type Role = 'visitor' | 'customer' | 'admin'
interface Request {
  role: Role
  method: 'GET' | 'POST'
  url: string
  payload?: Record<string, unknown>
}

const as = (role: Role) => ({
  get: (url: string): Request => ({ role, method: 'GET', url }),
  post: (url: string, payload?: Record<string, unknown>): Request => ({
    role,
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
  }),
})
const visitor = as('visitor')
const customer = as('customer')
const admin = as('admin')

const long = (length: number, character = 'x') => character.repeat(length)
const longEmail = `${long(244, 'a')}@example.com`
const order = {
  email: 'limits@example.com',
  plan: 'basic',
  freeChannel: 'facebook',
  additionalChannels: [],
  addOns: { carouselPosts: 0, reports: false },
  discountPence: 0,
  totalPence: 7900,
}
let accounts = 0
const newAccount = (fields: Record<string, unknown>) => ({
  email: `new-${++accounts}@example.com`,
  password: 'new-password',
  name: 'New Customer',
  ...fields,
})
const reset = (fields: Record<string, unknown>) => ({ token: 'abc', newPassword: 'new-password', ...fields })
const testEmail = (to: string) => ({ to, sender: 'mail-from' })

/** [what, the field the answer must name, the request]. */
const cases: [string, string, Request][] = [
  ['checkout e-mail over 255', 'email', visitor.post('/api/checkout', { ...order, email: longEmail })],
  [
    'checkout coupon over 50',
    'couponCode',
    visitor.post('/api/checkout', { ...order, couponCode: long(51) }),
  ],
  [
    'checkout coupon with NUL',
    'couponCode',
    visitor.post('/api/checkout', { ...order, couponCode: 'A\u0000B' }),
  ],
  ['checkout id with NUL', 'id', visitor.get('/api/checkout/abc%00')],
  ['checkout pay id with ESC', 'id', visitor.post('/api/checkout/abc%1B/pay')],
  ['checkout cancel id with NUL', 'id', visitor.post('/api/checkout/%00/cancel')],
  ['sign-up name over 100', 'name', visitor.post('/api/auth/sign-up/email', newAccount({ name: long(101) }))],
  [
    'sign-up name with NUL',
    'name',
    visitor.post('/api/auth/sign-up/email', newAccount({ name: 'Ann\u0000' })),
  ],
  [
    'sign-up password over 128',
    'password',
    visitor.post('/api/auth/sign-up/email', newAccount({ password: long(129) })),
  ],
  [
    'sign-up password with NUL',
    'password',
    visitor.post('/api/auth/sign-up/email', newAccount({ password: 'secret\u0000' })),
  ],
  [
    'sign-up e-mail over 255',
    'email',
    visitor.post('/api/auth/sign-up/email', newAccount({ email: long(10_000) })),
  ],
  [
    'sign-in password over 128',
    'password',
    visitor.post('/api/auth/sign-in/email', { email: 'a@example.com', password: long(129) }),
  ],
  [
    'sign-in e-mail with NUL',
    'email',
    visitor.post('/api/auth/sign-in/email', { email: 'a\u0000@example.com', password: 'password' }),
  ],
  [
    'reset request e-mail over 255',
    'email',
    visitor.post('/api/auth/request-password-reset', { email: longEmail }),
  ],
  [
    'reset request redirect over 2048',
    'redirectTo',
    visitor.post('/api/auth/request-password-reset', {
      email: 'a@example.com',
      redirectTo: `/${long(2048)}`,
    }),
  ],
  ['reset token over 2048', 'token', visitor.post('/api/auth/reset-password', reset({ token: long(2049) }))],
  ['reset token with NUL', 'token', visitor.post('/api/auth/reset-password', reset({ token: 'abc\u0000' }))],
  [
    'reset new password over 128',
    'newPassword',
    visitor.post('/api/auth/reset-password', reset({ newPassword: long(129) })),
  ],
  ['reset link with NUL', 'path', visitor.get('/api/auth/reset-password/abc%00def?callbackURL=%2Fauth')],
  ['reset link over 200', 'path', visitor.get(`/api/auth/reset-password/${long(201)}?callbackURL=%2Fauth`)],
  [
    'reset link callback over 2048',
    'callbackURL',
    visitor.get(`/api/auth/reset-password/abc?callbackURL=${long(2049)}`),
  ],
  [
    'two-factor code over 200',
    'code',
    visitor.post('/api/auth/two-factor/verify-totp', { code: long(201, '1') }),
  ],
  [
    'backup code with NUL',
    'code',
    visitor.post('/api/auth/two-factor/verify-backup-code', { code: 'abcde-\u0000bcde' }),
  ],
  [
    'change password current over 128',
    'currentPassword',
    customer.post('/api/auth/change-password', { currentPassword: long(129), newPassword: 'new-password' }),
  ],
  [
    'two-factor enable password with NUL',
    'password',
    customer.post('/api/auth/two-factor/enable', { password: 'limits\u0000' }),
  ],
  ['test e-mail recipient over 255', 'to', admin.post('/api/admin/email-test', testEmail(longEmail))],
  [
    'test e-mail recipient with NUL',
    'to',
    admin.post('/api/admin/email-test', testEmail('a\u0000@example.com')),
  ],
  ['retry id not a UUID', 'id', admin.post('/api/admin/emails/not-a-uuid/retry')],
  ['e-mail status id with NUL', 'id', admin.get('/api/admin/email-test/%00')],
]

let address = 0
const fromNewAddress = (options: InjectOptions): InjectOptions => ({
  ...options,
  remoteAddress: `10.1.${Math.floor(++address / 250)}.${address % 250}`,
})

describe.each(backends)('text limits on every route on %s', (backend) => {
  let t: TestApp
  const cookies: Record<Role, string> = { visitor: '', customer: '', admin: '' }
  const tally = async () => {
    const { db } = t.database
    const counts = await Promise.all(
      [users, profiles, verifications, checkoutSessions, emailOutbox].map(async (table) => {
        const [row] = await db.select({ n: count() }).from(table)
        return row?.n
      }),
    )
    const names = await db.select({ name: profiles.displayName }).from(profiles)
    return { counts, names: names.map((row) => row.name).sort() }
  }
  let before: Awaited<ReturnType<typeof tally>>

  beforeAll(async () => {
    t = await createTestApp(backend)
    await signUp(t.app, 'limits@example.com', 'limits-password', 'Limits Customer')
    cookies.customer = await signIn(t.app, 'limits@example.com', 'limits-password')
    cookies.admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
    before = await tally()
  })
  afterAll(async () => {
    await t.close()
  })

  it.each(cases)('%s: 400 naming %s', async (_name, field, { role, method, url, payload }) => {
    const response = await t.app.inject(
      fromNewAddress({
        method,
        url,
        headers: { origin: TEST_APP_URL, ...(cookies[role] ? { cookie: cookies[role] } : {}) },
        ...(payload ? { payload } : {}),
      }),
    )
    expect(response.statusCode, response.body).toBe(400)
    const { error } = response.json()
    expect(error.code).toBe('validation_failed')
    expect(Object.keys(error.fields)).toContain(field)
    expect(error.message).toContain(field)
  })

  it('stored nothing for any of them', async () => {
    expect(await tally()).toEqual(before)
  })

  it('answers a non-JSON body with 415 or 400 in the same shape, never 500', async () => {
    const patch = (contentType: string, payload: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/profile',
        headers: { origin: TEST_APP_URL, cookie: cookies.customer, 'content-type': contentType },
        payload,
      })
    const xml = await patch('application/xml', '<displayName>x</displayName>')
    expect(xml.statusCode).toBe(415)
    expect(xml.json().error.code).toBe('unsupported_media_type')
    const text = await patch('text/plain', 'Limits')
    expect(text.statusCode).toBe(400)
    expect(text.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { body: expect.any(String) },
    })
    const broken = await patch('application/json', '{"displayName":')
    expect(broken.json().error).toMatchObject({
      code: 'bad_request',
      message: 'The request body is not valid JSON.',
    })
  })

  it('names each unknown field of a strict body', async () => {
    const response = await t.app.inject(
      fromNewAddress({
        method: 'POST',
        url: '/api/checkout',
        payload: { ...order, admin: true, addOns: { ...order.addOns, blog: 1 } },
      }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().error.fields).toEqual({
      admin: 'Unknown field "admin"',
      'addOns.blog': 'Unknown field "blog"',
    })
  })

  it('answers an undecodable or over-long address part with 400 in the same shape', async () => {
    for (const url of [
      '/api/checkout/%E0%A4%A',
      `/api/checkout/${long(101)}`,
      '/api/auth/reset-password/%zz',
    ]) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(400)
      expect(response.json().error.code).toBe('bad_request')
    }
  })
})
