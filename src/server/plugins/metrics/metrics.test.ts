import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, signUp, type TestApp } from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { billingPayments } from '../../db/schema/billing.ts'
import { contentPosts } from '../../db/schema/content.ts'
import { emailOutbox } from '../../db/schema/infrastructure.ts'
import { publications } from '../../db/schema/publishing.ts'
import { enqueue } from '../../jobs/queue.ts'

const TOKEN = 'metrics-token-0123456789'

describe.each(backends)('/metrics on %s', (backend) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(backend, { METRICS_TOKEN: TOKEN })
  })
  afterAll(async () => {
    await t.close()
  })

  const scrape = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} })

  it('refuses a scrape without the token, or with a wrong one', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, 'Bearer']) {
      const refused = await scrape(authorization)
      expect(refused.statusCode).toBe(401)
      expect(refused.headers['www-authenticate']).toBe('Bearer')
      expect(refused.json().error).toMatchObject({ code: 'unauthenticated' })
      expect(refused.body).not.toContain('http_requests_total')
    }
  })

  it('counts requests by route pattern and status, in Prometheus text format', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' })
    await t.app.inject({ method: 'GET', url: '/api/health' })
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing' })
    const answer = await scrape(`Bearer ${TOKEN}`)
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(answer.body).toContain('http_requests_total{method="GET",route="/api/health",status="200"} 2')
    expect(answer.body).toContain('http_requests_total{method="GET",route="unmatched",status="404"} 1')
    expect(answer.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} 2/,
    )
  })

  it('reports jobs by queue and state, e-mails by status and open event streams', async () => {
    await enqueue(t.database.db, 'metrics.sample', { n: 1 })
    await enqueue(t.database.db, 'metrics.sample', { n: 2 })
    await t.database.db.insert(emailOutbox).values({
      recipient: 'someone@example.co.uk',
      sender: 'PostCraft <no-reply@postcraft.localhost>',
      subject: 'Hello',
      template: 'sample',
      html: '<p>Hello</p>',
      text: 'Hello',
      status: 'captured',
    })
    const body = (await scrape(`Bearer ${TOKEN}`)).body
    expect(body).toContain('postcraft_jobs{queue="metrics.sample",state="queued"} 2')
    expect(body).toMatch(/postcraft_emails\{status="captured"\} [1-9]/)
    expect(body).toContain('postcraft_event_streams_open 0')
    if (backend === 'postgres') {
      expect(body).toContain('postcraft_database_pool_connections{state="max"} 10')
    } else {
      expect(body).not.toContain('postcraft_database_pool_connections')
    }
  })

  it('reports recent publishing and payment outcomes', async () => {
    const { user } = await signUp(t.app, `outcomes-${backend}@example.co.uk`, 'a-long-password-1')
    const posts = await t.database.db
      .insert(contentPosts)
      .values(
        ['instagram', 'instagram', 'facebook'].map((channel) => ({
          customerId: user.id,
          channel,
          scheduledAt: new Date(),
        })),
      )
      .returning({ id: contentPosts.id, channel: contentPosts.channel })
    await t.database.db.insert(publications).values(
      posts.map((post, index) => ({
        postId: post.id,
        userId: user.id,
        channel: post.channel,
        status: index === 0 ? 'failed' : 'published',
      })),
    )
    await t.database.db.insert(billingPayments).values([
      {
        userId: user.id,
        provider: 'test',
        providerPaymentId: `pay-${backend}-1`,
        kind: 'renewal',
        amount: 14900,
        status: 'paid',
        refundedAmount: 4900,
      },
      {
        userId: user.id,
        provider: 'test',
        providerPaymentId: `pay-${backend}-2`,
        kind: 'renewal',
        amount: 14900,
        status: 'failed',
      },
    ])
    const body = (await scrape(`Bearer ${TOKEN}`)).body
    expect(body).toContain('postcraft_publications{channel="instagram",status="failed"} 1')
    expect(body).toContain('postcraft_publications{channel="instagram",status="published"} 1')
    expect(body).toContain('postcraft_publications{channel="facebook",status="published"} 1')
    expect(body).toContain('postcraft_payments{kind="renewal",status="paid"} 1')
    expect(body).toContain('postcraft_payments{kind="renewal",status="failed"} 1')
    expect(body).toContain('postcraft_payments_pence{status="paid"} 14900')
    expect(body).toContain('postcraft_payments_pence{status="refunded"} 4900')
  })
})

describe('/metrics without METRICS_TOKEN', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite')
  })
  afterAll(async () => {
    await t.close()
  })

  it('answers 404, whoever asks', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer x' },
    })
    expect(answer.statusCode).toBe(404)
    expect(answer.json().error).toMatchObject({ code: 'not_found' })
  })
})
