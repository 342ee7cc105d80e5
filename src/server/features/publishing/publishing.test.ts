import { createServer } from 'node:net'
import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makePng } from '../../../../tests/support/content.ts'
import { MetaStandIn } from '../../../../tests/support/meta-stand-in.ts'
import {
  createTestApp,
  signIn,
  signUp,
  TEST_ADMIN,
  type TestApp,
  withCookie,
} from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { contentImageBlobs, contentPostImages, contentPosts } from '../../db/schema/content.ts'
import { orders } from '../../db/schema/customers.ts'
import { jobs } from '../../db/schema/infrastructure.ts'
import { socialConnections } from '../../db/schema/profiles.ts'
import { publications } from '../../db/schema/publishing.ts'
import { networkAdapters } from '../../integrations/network-adapters.ts'
import { NetworkError } from '../../integrations/networks.ts'
import { TokenVault } from '../../integrations/token-vault.ts'
import { enqueueDuePublications, type PublishingDeps, publishJob } from './publishing.service.ts'

const SECRET = 'publishing-test-secret-0123456789abcdef'

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe.each(backends)('publishing approved posts (Meta) on %s', (backend) => {
  let t: TestApp
  const meta = new MetaStandIn()
  let deps: PublishingDeps
  let admin: string
  let alice: { id: string; cookie: string }
  let jobNumber = 0

  beforeAll(async () => {
    await meta.start()
    const port = await freePort()
    const appUrl = `http://127.0.0.1:${port}`
    t = await createTestApp(backend, { ...meta.env(), AUTH_SECRET: SECRET }, { runJobs: false })
    // The network fetches the image from us, so this server listens (publishing's own address for it).
    await t.app.listen({ port, host: '127.0.0.1' })
    const adapters = networkAdapters(t.config)
    const vault = new TokenVault(SECRET)
    // What app.ts hands publishing from the profiles feature, read here straight from its table.
    const connection = async (userId: string, channel: string) =>
      (await t.database.db.select().from(socialConnections).where(eq(socialConnections.userId, userId))).find(
        (row) => row.channel === channel,
      )
    deps = {
      db: t.database.db,
      adapters,
      appUrl,
      secret: SECRET,
      logger: t.app.log,
      connections: {
        credentials: async (userId, channel) => {
          const row = await connection(userId, channel)
          return row?.status === 'connected'
            ? { accountId: row.accountId, accessToken: vault.open(row.accessToken) }
            : null
        },
        reportBroken: async (userId, channel, reason) => {
          const row = await connection(userId, channel)
          if (row)
            await t.database.db
              .update(socialConnections)
              .set({ status: 'broken', brokenReason: reason })
              .where(eq(socialConnections.id, row.id))
        },
      },
    }
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
    const { user } = await signUp(t.app, 'alice@example.com', 'alice-password', 'Alice')
    alice = { id: user.id, cookie: await signIn(t.app, 'alice@example.com', 'alice-password') }
    await t.database.db.insert(orders).values({
      userId: alice.id,
      provider: 'test',
      providerSessionId: 'session-alice',
      amount: 9400,
      services: {
        plan: 'basic',
        freeChannel: 'instagram',
        additionalChannels: ['linkedin-company'],
        itemsDescription: [],
        addOns: {},
      },
    })
    // Alice connects Instagram through the stand-in and picks her Page.
    const as = (options: InjectOptions) => t.app.inject(withCookie(alice.cookie, options))
    const { url } = (await as({ method: 'POST', url: '/api/profiles/meta/connect' })).json()
    const back = await meta.consent(url)
    await as({ method: 'GET', url: `${back.pathname}${back.search}` })
    await as({ method: 'POST', url: '/api/profiles/choose', payload: { accountId: 'page-1' } })
  })
  afterAll(async () => {
    await t.close()
    await meta.stop()
  })

  async function approvedPost(channel: string, values: Partial<typeof contentPosts.$inferInsert> = {}) {
    const [post] = await t.database.db
      .insert(contentPosts)
      .values({
        customerId: alice.id,
        channel,
        scheduledAt: new Date(Date.now() - 60_000),
        caption: 'Fresh sourdough every morning',
        hashtags: ['bakery', 'leeds'],
        status: 'approved',
        ...values,
      })
      .returning()
    if (!post) throw new Error('no post')
    const png = await makePng(1200, 1200)
    const key = `test/${post.id}`
    await t.database.db.insert(contentImageBlobs).values({ key, contentType: 'image/png', bytes: png })
    await t.database.db.insert(contentPostImages).values({
      postId: post.id,
      contentType: 'image/png',
      width: 1200,
      height: 1200,
      byteSize: png.length,
      fullKey: key,
      thumbKey: key,
      position: 0,
    })
    return post
  }
  const publicationOf = async (postId: string) =>
    (await t.database.db.select().from(publications).where(eq(publications.postId, postId)))[0]
  const run = (publicationId: string) =>
    publishJob(deps)({
      id: `job-${++jobNumber}`,
      queue: 'publishing.publish',
      payload: { publicationId },
      attempts: 1,
      maxAttempts: 5,
    })

  it('publishes a due approved post: a container with the caption and a fetchable JPEG, then the publish call', async () => {
    const post = await approvedPost('instagram')
    expect(await enqueueDuePublications(deps)).toBe(1)
    const publication = await publicationOf(post.id)
    expect(publication?.status).toBe('queued')
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.queue, 'publishing.publish'))
    expect(queued.map((job) => job.payload)).toEqual([{ publicationId: publication?.id }])
    await run(publication?.id ?? '')
    const container = [...meta.containers.values()].at(-1)
    expect(container).toMatchObject({
      igUser: 'ig-1',
      caption: 'Fresh sourdough every morning\n\n#bakery #leeds',
      imageType: 'image/jpeg',
    })
    expect(meta.published.at(-1)?.igUser).toBe('ig-1')
    const done = await publicationOf(post.id)
    expect(done).toMatchObject({
      status: 'published',
      link: expect.stringMatching(/^https:\/\/www\.instagram\.com\/p\//),
    })
    expect(done?.networkPostId).toBe(meta.published.at(-1)?.id)
    // Queuing again finds nothing new: one publication per post.
    expect(await enqueueDuePublications(deps)).toBe(0)
  })

  it('never posts twice: a second run of the same job, or two at once, publishes once', async () => {
    const post = await approvedPost('instagram')
    await enqueueDuePublications(deps)
    const id = (await publicationOf(post.id))?.id ?? ''
    const before = meta.published.length
    await Promise.all([run(id), run(id)])
    await run(id)
    expect(meta.published.length).toBe(before + 1)
  })

  it('retries a rate limit or an outage later (the job throws), and then publishes once', async () => {
    const post = await approvedPost('instagram')
    await enqueueDuePublications(deps)
    const id = (await publicationOf(post.id))?.id ?? ''
    meta.failNext(/\/media_publish$/, {
      status: 400,
      error: { error: { message: 'Application request limit reached', type: 'OAuthException', code: 4 } },
    })
    await expect(run(id)).rejects.toBeInstanceOf(NetworkError)
    expect(await publicationOf(post.id)).toMatchObject({
      status: 'queued',
      reason: 'Application request limit reached',
    })
    const containers = meta.containers.size
    const before = meta.published.length
    await run(id)
    // The recorded container is reused: no second container, one post.
    expect(meta.containers.size).toBe(containers)
    expect(meta.published.length).toBe(before + 1)
    expect((await publicationOf(post.id))?.status).toBe('published')
  })

  it('fails with the network’s reason when it refuses, and the team can retry or mark it posted', async () => {
    const post = await approvedPost('instagram', { caption: 'x'.repeat(2300) })
    await enqueueDuePublications(deps)
    const id = (await publicationOf(post.id))?.id ?? ''
    await run(id)
    expect(await publicationOf(post.id)).toMatchObject({
      status: 'failed',
      reason: 'The caption is too long.',
    })
    const list = (
      await t.app.inject(withCookie(admin, { method: 'GET', url: '/api/admin/publishing' }))
    ).json()
    expect(
      list.publications.map((row: { id: string; status: string }) => `${row.id} ${row.status}`),
    ).toContain(`${id} failed`)
    const retried = await t.app.inject(
      withCookie(admin, { method: 'POST', url: `/api/admin/publishing/${id}/retry` }),
    )
    expect(retried.json().notice).toBe('Queued to publish again')
    const marked = await t.app.inject(
      withCookie(admin, {
        method: 'POST',
        url: `/api/admin/publishing/${id}/mark-posted`,
        payload: { link: 'https://www.instagram.com/p/by-hand/' },
      }),
    )
    expect(marked.statusCode).toBe(200)
    expect(await publicationOf(post.id)).toMatchObject({
      status: 'published',
      link: 'https://www.instagram.com/p/by-hand/',
    })
    expect(
      (await t.app.inject(withCookie(alice.cookie, { method: 'GET', url: '/api/admin/publishing' })))
        .statusCode,
    ).toBe(403)
  })

  it('puts a post for a network without app keys on the manual list, and does not publish a held post', async () => {
    const manual = await approvedPost('linkedin-company')
    const held = await approvedPost('instagram', { heldAt: new Date() })
    await enqueueDuePublications(deps)
    expect(await publicationOf(held.id)).toBeUndefined()
    await run((await publicationOf(manual.id))?.id ?? '')
    expect((await publicationOf(manual.id))?.status).toBe('manual')
  })

  it('cancels a post un-approved after its job was queued', async () => {
    const post = await approvedPost('instagram')
    await enqueueDuePublications(deps)
    await t.database.db
      .update(contentPosts)
      .set({ status: 'changes_requested' })
      .where(eq(contentPosts.id, post.id))
    const before = meta.published.length
    await run((await publicationOf(post.id))?.id ?? '')
    expect((await publicationOf(post.id))?.status).toBe('cancelled')
    expect(meta.published.length).toBe(before)
  })

  it('serves the image only through a valid, unexpired signature', async () => {
    const post = await approvedPost('instagram')
    await enqueueDuePublications(deps)
    const id = (await publicationOf(post.id))?.id ?? ''
    const expires = Math.floor(Date.now() / 1000) + 600
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/publishing/images/${id}.jpg?expires=${expires}&signature=forged`,
    })
    expect(bad.statusCode).toBe(404)
  })

  it('marks the connection broken when Meta refuses the token, and fails the post with the reason', async () => {
    const post = await approvedPost('instagram')
    await enqueueDuePublications(deps)
    meta.revokeAll()
    await run((await publicationOf(post.id))?.id ?? '')
    expect((await publicationOf(post.id))?.status).toBe('failed')
    const profiles = (
      await t.app.inject(withCookie(alice.cookie, { method: 'GET', url: '/api/profiles' }))
    ).json()
    expect(
      profiles.channels.find((row: { channel: string }) => row.channel === 'instagram').connection.state,
    ).toBe('needs_reconnecting')
  })
})
