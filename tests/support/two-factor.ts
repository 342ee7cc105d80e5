import type { FastifyInstance } from 'fastify'
import { withCookie } from './test-app.ts'
import { secretFromUri, totpCode } from './totp.ts'

/**
 * Turns on two-factor sign-in for a signed-in account as its owner does in Settings: the password,
 * then a code from the authenticator app. Returns the secret the app holds and the session's cookie
 * as the library renews it.
 */
export async function turnOnTwoFactor(
  app: FastifyInstance,
  cookie: string,
  password: string,
): Promise<{ secret: string; cookie: string }> {
  const enable = await app.inject(
    withCookie(cookie, { method: 'POST', url: '/api/auth/two-factor/enable', payload: { password } }),
  )
  if (enable.statusCode !== 200)
    throw new Error(`two-factor enable failed: ${enable.statusCode} ${enable.body}`)
  const secret = secretFromUri((enable.json() as { totpURI: string }).totpURI)
  const verify = await app.inject(
    withCookie(cookie, {
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      payload: { code: totpCode(secret) },
    }),
  )
  if (verify.statusCode !== 200)
    throw new Error(`two-factor verify failed: ${verify.statusCode} ${verify.body}`)
  return { secret, cookie: withNewCookies(verify, cookie) }
}

/** A cookie header with the cookies a response set (and without those it cleared). */
export function withNewCookies(
  response: { cookies: Array<{ name: string; value: string }> },
  previous = '',
): string {
  const jar = new Map(previous ? previous.split('; ').map((pair) => pair.split('=') as [string, string]) : [])
  for (const cookie of response.cookies) {
    if (cookie.value) jar.set(cookie.name, cookie.value)
    else jar.delete(cookie.name)
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
}
