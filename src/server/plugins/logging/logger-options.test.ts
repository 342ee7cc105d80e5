import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { loggerOptions } from './logger-options.ts'

async function logOneRequest(pretty: boolean, level: 'info' | 'warn' = 'info'): Promise<string[]> {
  const lines: string[] = []
  const app = Fastify({
    logger: loggerOptions(level, { pretty, destination: { write: (line: string) => lines.push(line) } }),
  })
  app.get('/auth', async (request) => {
    // A careless log call with the headers: the credentials in them are censored.
    request.log.warn({ headers: request.headers }, 'headers seen')
    return 'ok'
  })
  await app.inject({
    url: '/auth?type=recovery&token=SECRET-TOKEN',
    headers: { cookie: 'postcraft.session_token=SECRET-COOKIE', authorization: 'Bearer SECRET-BEARER' },
  })
  await app.close()
  return lines
}

describe('the server logger', () => {
  it('writes JSON lines with the request URL and headers free of credentials', async () => {
    const lines = await logOneRequest(false)
    const entries = lines.map((line) => JSON.parse(line))
    expect(entries.find((entry) => entry.msg === 'incoming request')?.req.url).toBe(
      '/auth?type=recovery&token=[redacted]',
    )
    expect(entries.find((entry) => entry.msg === 'headers seen')?.headers).toMatchObject({
      cookie: '[redacted]',
      authorization: '[redacted]',
    })
    expect(lines.join('')).not.toMatch(/SECRET/)
  })

  it('writes one readable line per entry when pretty, with the same redaction', async () => {
    const lines = await logOneRequest(true)
    expect(lines.length).toBeGreaterThanOrEqual(3)
    for (const line of lines) {
      expect(line.trimEnd()).not.toContain('\n')
      expect(() => JSON.parse(line)).toThrow()
      expect(line).toMatch(/^\[\d\d:\d\d:\d\d\] (INFO|WARN)/)
    }
    expect(lines.join('')).toContain('/auth?type=recovery&token=[redacted]')
    expect(lines.join('')).not.toMatch(/SECRET/)
  })

  it('keeps LOG_LEVEL', async () => {
    const lines = await logOneRequest(false, 'warn')
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['headers seen'])
  })
})
