import { describe, expect, it } from 'vitest'
import { redactUrl } from './redact-url.ts'

describe('redactUrl', () => {
  it.each([
    [
      '/api/auth/reset-password/AbC123tok?callbackURL=%2Fauth%3Ftype%3Drecovery',
      '/api/auth/reset-password/[redacted]?callbackURL=%2Fauth%3Ftype%3Drecovery',
    ],
    ['/api/auth/reset-password/AbC123tok', '/api/auth/reset-password/[redacted]'],
    [
      '/api/auth/verify-email?token=eyJhbGc.x.y&callbackURL=/',
      '/api/auth/verify-email?token=[redacted]&callbackURL=/',
    ],
    ['/auth?type=recovery&token=AbC123tok', '/auth?type=recovery&token=[redacted]'],
    [
      '/api/x?code=1&secret=2&password=3&new_password=4',
      '/api/x?code=[redacted]&secret=[redacted]&password=[redacted]&new_password=[redacted]',
    ],
    ['/api/x?Access_Token=abc&TOKEN=def', '/api/x?Access_Token=[redacted]&TOKEN=[redacted]'],
    ['/api/x?%74oken=abc', '/api/x?%74oken=[redacted]'],
  ])('hides the secret in %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected)
  })

  it('hides a link inside a parameter when that link carries a token', () => {
    expect(redactUrl('/login?next=%2Fauth%3Ftoken%3DAbC123tok&lang=en')).toBe(
      '/login?next=[redacted]&lang=en',
    )
    expect(redactUrl('/go?to=/api/auth/reset-password/AbC123tok')).toBe('/go?to=[redacted]')
  })

  it.each([
    '/',
    '/pricing',
    '/api/checkout/7f0c5e1a?x=1',
    '/checkout/success?session_id=cs_123',
    '/auth?type=recovery',
    '/api/x?flag&empty=',
    '/api/x?bad=%E0%A4%A',
  ])('leaves %s as it is', (url) => {
    expect(redactUrl(url)).toBe(url)
  })
})

describe('redactUrl on the review link', () => {
  it.each([
    ['/review/AbC123tok', '/review/[redacted]'],
    ['/api/review/AbC123tok', '/api/review/[redacted]'],
    ['/api/review/AbC123tok/posts/p1/approve', '/api/review/[redacted]/posts/p1/approve'],
  ])('hides the token in %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected)
  })
})
