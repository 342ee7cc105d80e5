import { createServer } from 'node:net'
import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makePng } from '../../../../tests/support/content.ts'
import { MetaStandIn } from '../../../../tests/support/meta-stand-in.ts'
import {
  createTestApp,
  createTestAppBeside,
  signIn,
  signUp,
  type TestApp,
  withCookie,
} from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { contentImageBlobs, contentPostImages, contentPosts } from '../../db/schema/content.ts'
import { orders } from '../../db/schema/customers.ts'
import { socialConnections } from '../../db/schema/profiles.ts'
import { publications } from '../../db/schema/publishing.ts'
import { networkAdapters } from '../../integrations/network-adapters.ts'
import { TokenVault } from '../../integrations/token-vault.ts'
import { enqueueDuePublications, type PublishingDeps, publishJob } from './publishing.service.ts'

const SECRET = 'publishing-race-secret-0123456789abcdef'

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** Publishing as one server sees it, on its own database handle (its own pool on PostgreSQL). */
function publishingOn(t: TestApp, appUrl: string): PublishingDeps {
  const vault = new TokenVault(SECRET)
  return {
    db: t.database.db,
    adapters: networkAdapters(t.config),
    appUrl,
    secret: SECRET,
    logger: t.app.log,
    connections: {
      credentials: async (userId, channel) => {
        const [row] = await t.database.db
          .select()
          .from(socialConnections)
          .where(eq(socialConnections.userId, userId))
        return row && row.channel === channel
          ? { accountId: row.accountId, accessToken: vault.open(row.accessToken) }
          : null
      },
      reportBroken: async () => {},
    },
  }
}

describe.each(backends)('two servers publishing the same post on %s', (backend) => {
  const meta = new MetaStandIn()
  let first: TestApp
  let second: TestApp
  let one: PublishingDeps
  let two: PublishingDeps
  let customerId = ''

  beforeAll(async () => {
    await meta.start()
    first = await createTestApp(backend, { ...meta.env(), AUTH_SECRET: SECRET }, { runJobs: false })
    second = await createTestAppBeside(first, { runJobs: false })
    // The network fetches the image from the first server (as through a load balancer).
    const port = await freePort()
    await first.app.listen({ port, host: '127.0.0.1' })
    const appUrl = `http://127.0.0.1:${port}`
    one = publishingOn(first, appUrl)
    two = publishingOn(second, appUrl)
    const { user } = await signUp(first.app, 'carol@example.com', 'carol-password', 'Carol')
    customerId = user.id
    await first.database.db.insert(orders).values({
      userId: user.id,
      provider: 'test',
      providerSessionId: 'session-carol',
      amount: 9400,
      services: {
        plan: 'basic',
        freeChannel: 'instagram',
        additionalChannels: [],
        itemsDescription: [],
        addOns: {},
      },
    })
    const cookie = await signIn(first.app, 'carol@example.com', 'carol-password')
    const as = (options: InjectOptions) => first.app.inject(withCookie(cookie, options))
    const { url } = (await as({ method: 'POST', url: '/api/profiles/meta/connect' })).json()
    const back = await meta.consent(url)
    await as({ method: 'GET', url: `${back.pathname}${back.search}` })
    await as({ method: 'POST', url: '/api/profiles/choose', payload: { accountId: 'page-1' } })
  })
  afterAll(async () => {
    await second?.close()
    await first?.close()
    await meta.stop()
  })

  it('queues one publication and makes one publish call, however the two race', async () => {
    const [post] = await first.database.db
      .insert(contentPosts)
      .values({
        customerId,
        channel: 'instagram',
        scheduledAt: new Date(Date.now() - 60_000),
        caption: 'Raced but posted once',
        status: 'approved',
      })
      .returning()
    const png = await makePng(400, 400)
    await first.database.db
      .insert(contentImageBlobs)
      .values({ key: 'race/1', contentType: 'image/png', bytes: png })
    await first.database.db.insert(contentPostImages).values({
      postId: post?.id ?? '',
      contentType: 'image/png',
      width: 400,
      height: 400,
      byteSize: png.length,
      fullKey: 'race/1',
      thumbKey: 'race/1',
      position: 0,
    })

    // Both servers' minute runs at once: one publication, queued once.
    const queued = await Promise.all([enqueueDuePublications(one), enqueueDuePublications(two)])
    expect(queued[0] + queued[1]).toBe(1)
    const rows = await first.database.db
      .select()
      .from(publications)
      .where(eq(publications.postId, post?.id ?? ''))
    expect(rows).toHaveLength(1)

    // Its job delivered to both (a retry after a lost acknowledgement), three times over.
    const job = (n: number) => ({
      id: `race-${n}`,
      queue: 'publishing.publish',
      payload: { publicationId: rows[0]?.id },
      attempts: 1,
      maxAttempts: 5,
    })
    await Promise.all([publishJob(one)(job(1)), publishJob(two)(job(2)), publishJob(two)(job(3))])
    await Promise.all([publishJob(one)(job(4)), publishJob(two)(job(5))])
    expect(meta.published.filter((p) => p.caption === 'Raced but posted once')).toHaveLength(1)
    expect(meta.requests.filter((request) => request.path === '/ig-1/media_publish')).toHaveLength(1)
    const [done] = await second.database.db
      .select()
      .from(publications)
      .where(eq(publications.postId, post?.id ?? ''))
    expect(done).toMatchObject({ status: 'published', networkPostId: meta.published[0]?.id })
  })
})
