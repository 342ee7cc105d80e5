import type { InjectOptions } from 'fastify'
import sharp from 'sharp'
import { reviewPagePath } from '#shared/paths.ts'
import { latestEmail, signIn, signUp, TEST_ADMIN, type TestApp, withCookie } from './test-app.ts'

export const HOUR = 60 * 60 * 1000
export const DAY = 24 * HOUR

/** A clock the content calendar reads (the app's `now`), moved only by the test. */
export class ContentClock {
  time = Date.now()
  readonly now = (): Date => new Date(this.time)
  advance(ms: number): void {
    this.time += ms
  }
  /** An instant `ms` from the clock's now, as the API takes it. */
  inFuture(ms: number): string {
    return new Date(this.time + ms).toISOString()
  }
}

/** A real PNG made by sharp. */
export function makePng(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer()
}

export interface Person {
  id: string
  email: string
  cookie: string
}

let addressCounter = 0
/** Each request from its own address, so per-address rate limits never interfere. */
export function fresh(options: InjectOptions): InjectOptions {
  addressCounter++
  return {
    ...options,
    remoteAddress: `10.9.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}`,
  }
}

export async function customer(t: TestApp, email: string, name: string): Promise<Person> {
  const { user } = await signUp(t.app, email, `${name}-password`, name)
  return { id: user.id, email, cookie: await signIn(t.app, email, `${name}-password`) }
}

export async function administrator(t: TestApp): Promise<string> {
  return signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
}

/** Requests with a session cookie, or none. */
export function requester(t: TestApp) {
  return (cookie: string | undefined, options: InjectOptions) =>
    t.app.inject(fresh(cookie ? withCookie(cookie, options) : options))
}

/** The token of the newest 'Your posts are ready for review' e-mail to `to`, read from its link. */
export async function reviewTokenFromEmail(t: TestApp, to: string): Promise<string> {
  const email = await latestEmail(t, to, 'content-ready-for-review')
  const prefix = `${t.config.APP_URL}${reviewPagePath('')}`
  const link = email.text.split(/\s/).find((word) => word.startsWith(prefix))
  if (!link) throw new Error('no review link in the e-mail')
  return decodeURIComponent(link.slice(prefix.length))
}
