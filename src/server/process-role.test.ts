import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts'
import { backends } from '../../tests/support/test-database.ts'

describe.each(backends)('a PROCESS_ROLE=worker process on %s', (backend) => {
  let t: TestApp
  beforeAll(async () => {
    // The test database stands in for DATABASE_URL, which the role requires.
    t = await createTestApp(backend, { PROCESS_ROLE: 'worker', DATABASE_URL: 'postgres://127.0.0.1/unused' })
  })
  afterAll(async () => {
    await t.close()
  })

  it('answers its health check', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
  })

  it.each(['/api/session', '/api/docs/json', '/pricing'])(
    'refuses %s: it serves no pages or API',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(404)
      expect(response.json().error).toMatchObject({
        code: 'not_found',
        message: 'This is a worker process: it serves no pages or API.',
      })
    },
  )
})
