import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ApiError, apiRequest, ResponseMismatchError } from './api-client.ts'

/** A real HTTP server answering each path with a fixed status and body. */
const answers: Record<string, { status: number; body: string }> = {
  '/match': { status: 200, body: JSON.stringify({ id: 'a1', total: 2500, extra: 'ignored' }) },
  '/mismatch': { status: 200, body: JSON.stringify({ id: 7, total: '25.00' }) },
  '/refused': {
    status: 400,
    body: JSON.stringify({
      error: {
        code: 'validation_failed',
        message: 'Total is wrong',
        fields: { totalPence: 'Total is wrong' },
      },
    }),
  },
  '/library-refusal': { status: 401, body: JSON.stringify({ code: 'INVALID', message: 'Invalid email' }) },
  '/not-json': { status: 200, body: '<html>' },
}

const schema = z.object({ id: z.string(), total: z.number().int() })

let server: Server
let base = ''
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/echo') {
      let received = ''
      request.on('data', (chunk: Buffer) => {
        received += chunk.toString()
      })
      request.on('end', () => {
        const echo = { contentType: request.headers['content-type'] ?? '', body: received }
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(echo))
      })
      return
    }
    const answer = answers[request.url ?? ''] ?? { status: 404, body: '' }
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('apiRequest', () => {
  const echo = z.object({ contentType: z.string(), body: z.string() })

  it('sends a body as JSON, and a FormData as multipart', async () => {
    const json = await apiRequest(`${base}/echo`, { method: 'POST', body: { a: 1 }, schema: echo })
    expect(json).toEqual({ contentType: 'application/json', body: '{"a":1}' })
    const form = new FormData()
    form.append('file', new Blob(['hello']), 'notes.pdf')
    const sent = await apiRequest(`${base}/echo`, { method: 'POST', body: form, schema: echo })
    expect(sent.contentType).toMatch(/^multipart\/form-data; boundary=/)
    expect(sent.body).toContain('filename="notes.pdf"')
    expect(sent.body).toContain('hello')
  })

  it('returns the body as its schema parses it', async () => {
    await expect(apiRequest(`${base}/match`, { schema })).resolves.toEqual({ id: 'a1', total: 2500 })
  })

  it.each([
    ['a body of the wrong shape', '/mismatch', /id: .*\n.*total: /],
    ['a body that is not JSON', '/not-json', /\(body\): /],
  ])('throws ResponseMismatchError and logs it for %s', async (_, path, issues) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const failure = apiRequest(`${base}${path}`, { schema })
      await expect(failure).rejects.toBeInstanceOf(ResponseMismatchError)
      await expect(failure).rejects.toThrow(issues)
      await expect(failure).rejects.toThrow(`GET ${base}${path}`)
      expect(logged).toHaveBeenCalledWith(expect.any(ResponseMismatchError))
    } finally {
      logged.mockRestore()
    }
  })

  it('turns our error envelope into an ApiError with its code, message and fields', async () => {
    const failure = apiRequest(`${base}/refused`, { method: 'POST', body: {}, schema })
    await expect(failure).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      code: 'validation_failed',
      message: 'Total is wrong',
      fields: { totalPence: 'Total is wrong' },
    })
  })

  it("keeps the auth library's own message", async () => {
    await expect(apiRequest(`${base}/library-refusal`, { schema })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email',
    })
  })

  it('reports an unreachable server as a network ApiError', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const failure = apiRequest(`http://127.0.0.1:${port}/anything`, { schema })
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toMatchObject({ status: 0, code: 'network' })
  })
})
