import { createHash } from 'node:crypto'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { PAGE_BOOT_SCRIPT } from '#shared/page-boot.ts'
import { addSecurityHeaders } from './security-headers.ts'

async function headersOf(appUrl: string) {
  const app = Fastify()
  addSecurityHeaders(app, appUrl)
  app.get('/', async () => ({ ok: true }))
  const [first, second] = [await app.inject('/'), await app.inject('/')]
  await app.close()
  expect(second.headers).toMatchObject({ ...first.headers, date: second.headers.date })
  return first.headers
}

describe('security headers', () => {
  it("sends helmet's headers with our policy on every answer, the boot script allowed by its hash", async () => {
    const headers = await headersOf('http://localhost:3000')
    const bootScript = createHash('sha256').update(PAGE_BOOT_SCRIPT).digest('base64')
    expect(headers['content-security-policy']).toBe(
      "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
        "frame-ancestors 'self';img-src 'self' data:;object-src 'none';" +
        `script-src 'self' 'sha256-${bootScript}';script-src-attr 'none';style-src 'self' 'unsafe-inline'`,
    )
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'cross-origin-opener-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
    })
  })

  it('asks browsers to upgrade insecure requests only when the app is served over HTTPS', async () => {
    expect((await headersOf('https://postcraft.example'))['content-security-policy']).toMatch(
      /;upgrade-insecure-requests$/,
    )
  })
})
