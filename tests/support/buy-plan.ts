import type { InjectOptions } from 'fastify'
// Not a React hook: the test helper that follows the set-password link.
import { useSetPasswordLink as followSetPasswordLink, signIn, type TestApp } from './test-app.ts'

/** Pro, Instagram free, LinkedIn Company Page extra, 8 videos, reports, SPECIAL10: £292.50 a month. */
export const proOrder = (email: string) => ({
  email,
  plan: 'pro',
  freeChannel: 'instagram',
  additionalChannels: ['linkedin-company'],
  addOns: { videos: 8, carouselPosts: 0, reports: true },
  couponCode: 'special10',
  discountPence: 3250,
  totalPence: 29250,
})
export const PRO_ORDER_TOTAL_PENCE = 29250

let address = 0
/** Each purchase from its own client address, so checkout's per-address limit never bites. */
const fromNewAddress = (options: InjectOptions): InjectOptions => ({
  ...options,
  remoteAddress: `10.9.${Math.floor(++address / 250)}.${address % 250}`,
})

/**
 * Buys the Pro order above as an anonymous visitor through the test payment provider, sets the password
 * from the invite (the app must run jobs: the invite is sent by one) and signs in.
 */
export async function buyPlan(t: TestApp, email: string, password: string) {
  const started = await t.app.inject(
    fromNewAddress({ method: 'POST', url: '/api/checkout', payload: proOrder(email) }),
  )
  if (started.statusCode !== 200) throw new Error(`checkout failed: ${started.statusCode} ${started.body}`)
  const checkoutId = String(started.json().url).split('/pay/')[1] ?? ''
  const paid = await t.app.inject(fromNewAddress({ method: 'POST', url: `/api/checkout/${checkoutId}/pay` }))
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.statusCode} ${paid.body}`)
  await followSetPasswordLink(t, email, password)
  return { checkoutId, cookie: await signIn(t.app, email, password) }
}
