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
import { emailOutbox, jobs } from '../../db/schema/infrastructure.ts'
import { socialConnections } from '../../db/schema/profiles.ts'
import { publications } from '../../db/schema/publishing.ts'
import { EmailService } from '../../email/email.service.ts'
import { createEmailTransport } from '../../email/transport.ts'
import { networkAdapters } from '../../integrations/network-adapters.ts'
import { NetworkError } from '../../integrations/networks.ts'
import { TokenVault } from '../../integrations/token-vault.ts'
import { enqueueDuePublications, type PublishingDeps, publishJob } from './publishing.service.ts'

const SECRET = 'publishing-test-secret-0123456789abcdef'
const TEAM_EMAIL = 'team@postcraft.test'

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
  const told: { topic: string; admins: boolean }[] = []

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
      teamAlerts: {
        email: new EmailService({
          db: t.database.db,
          transport: createEmailTransport({ smtpUrl: undefined, capture: true }),
          defaultFrom: 'PostCraft <no-reply@postcraft.test>',
          logger: t.app.log,
          logCapturedLinks: false,
          notices: { tell() {} },
        }),
        to: TEAM_EMAIL,
      },
      notices: { tell: (topic, audience) => told.push({ topic, admins: Boolean(audience.admins) }) },
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
  const jobsFor = async (publicationId: string) =>
    (await t.database.db.select().from(jobs).where(eq(jobs.queue, 'publishing.publish')))
      .filter((job) => (job.payload as { publicationId?: string }).publicationId === publicationId)
      .sort((a, b) => a.runAt.getTime() - b.runAt.getTime())

  /** The customer connects Instagram through the stand-in and picks the Page. */
  async function connectInstagram(userId: string, email: string, password: string) {
    const cookie = await signIn(t.app, email, password)
    await t.database.db.insert(orders).values({
      userId,
      provider: 'test',
      providerSessionId: `session-${userId}`,
      amount: 9400,
      services: {
        plan: 'basic',
        freeChannel: 'instagram',
        additionalChannels: ['linkedin-company'],
        itemsDescription: [],
        addOns: {},
      },
    })
    const as = (options: InjectOptions) => t.app.inject(withCookie(cookie, options))
    const { url } = (await as({ method: 'POST', url: '/api/profiles/meta/connect' })).json()
    const back = await meta.consent(url)
    await as({ method: 'GET', url: `${back.pathname}${back.search}` })
    await as({ method: 'POST', url: '/api/profiles/choose', payload: { accountId: 'page-1' } })
  }

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

  it('waits as long as a rate limit asks, retries an outage with backoff (the job throws), and publishes once', async () => {
    const post = await approvedPost('instagram')
    await enqueueDuePublications(deps)
    const id = (await publicationOf(post.id))?.id ?? ''
    meta.failNext(/\/media_publish$/, {
      status: 500,
      error: { error: { message: 'An unexpected error has occurred.', type: 'OAuthException', code: 2 } },
    })
    await expect(run(id)).rejects.toBeInstanceOf(NetworkError)
    expect(await publicationOf(post.id)).toMatchObject({ status: 'queued' })
    meta.failNext(/\/media_publish$/, {
      status: 400,
      error: { error: { message: 'Application request limit reached', type: 'OAuthException', code: 4 } },
    })
    const asked = Date.now()
    await run(id)
    expect(await publicationOf(post.id)).toMatchObject({
      status: 'queued',
      reason: 'Application request limit reached',
    })
    const later = await jobsFor(id)
    expect(later.at(-1)?.runAt.getTime()).toBeGreaterThanOrEqual(asked + 60_000)
    const containers = meta.containers.size
    const before = meta.published.length
    await run(id)
    // The recorded container is reused: no second container, one post.
    expect(meta.containers.size).toBe(containers)
    expect(meta.published.length).toBe(before + 1)
    expect((await publicationOf(post.id))?.status).toBe('published')
  })

  it('spreads Instagram’s 25 posts a day: the 26th waits until the oldest leaves the 24 hours, and so does Meta’s limit answer', async () => {
    // Bob's account has published 25 posts through the API in the last 24 hours, the oldest 23 hours ago.
    const bob = (await signUp(t.app, 'bob@example.com', 'bob-password', 'Bob')).user
    await connectInstagram(bob.id, 'bob@example.com', 'bob-password')
    const hour = 60 * 60_000
    const oldest = new Date(Date.now() - 23 * hour)
    for (let n = 0; n < 25; n++) {
      const [earlier] = await t.database.db
        .insert(contentPosts)
        .values({ customerId: bob.id, channel: 'instagram', scheduledAt: oldest, status: 'published' })
        .returning()
      await t.database.db.insert(publications).values({
        postId: earlier?.id ?? '',
        userId: bob.id,
        channel: 'instagram',
        status: 'published',
        networkPostId: `earlier-${n}`,
        publishedAt: new Date(oldest.getTime() + n * 10 * 60_000),
      })
    }
    const post = await approvedPost('instagram', { customerId: bob.id })
    await enqueueDuePublications(deps)
    const id = (await publicationOf(post.id))?.id ?? ''
    const before = meta.published.length
    await run(id)
    expect(meta.published.length).toBe(before)
    expect(await publicationOf(post.id)).toMatchObject({
      status: 'queued',
      reason: expect.stringMatching(/^Instagram takes 25 posts a day from one account: publishing at /),
    })
    expect((await jobsFor(id)).at(-1)?.runAt.toISOString()).toBe(
      new Date(oldest.getTime() + 24 * hour).toISOString(),
    )

    // Once the oldest has left the window, it goes out; Meta's own limit answer also waits, never fails.
    await t.database.db
      .update(publications)
      .set({ publishedAt: new Date(Date.now() - 25 * hour) })
      .where(eq(publications.networkPostId, 'earlier-0'))
    meta.failNext(/\/media_publish$/, {
      status: 400,
      error: {
        error: {
          message: 'The account has reached its publishing limit.',
          type: 'OAuthException',
          code: 9,
          error_subcode: 2207042,
        },
      },
    })
    const asked = Date.now()
    await run(id)
    expect(await publicationOf(post.id)).toMatchObject({
      status: 'queued',
      reason: 'The account has reached its publishing limit.',
    })
    expect((await jobsFor(id)).at(-1)?.runAt.getTime()).toBeGreaterThanOrEqual(asked + hour)
    await run(id)
    expect(meta.published.length).toBe(before + 1)
    expect(await publicationOf(post.id)).toMatchObject({ status: 'published', publishedAt: expect.any(Date) })
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
    // The team is told: an e-mail through the outbox, a notice for the badge, and the count it shows.
    const emails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, TEAM_EMAIL))
    expect(emails.map((email) => email.template)).toContain('publishing-failed')
    const alert = emails.find((email) => email.template === 'publishing-failed')
    expect(alert?.subject).toMatch(/^A post could not be published: .* – Instagram$/)
    expect(alert?.text).toContain('The caption is too long.')
    expect(alert?.text).toContain('/admin/publishing')
    expect(alert?.aboutUserId).toBe(alice.id)
    expect(told).toContainEqual({ topic: 'content', admins: true })
    const counted = await t.app.inject(
      withCookie(admin, { method: 'GET', url: '/api/admin/publishing/count' }),
    )
    expect(counted.json().count).toBeGreaterThanOrEqual(1)
    const list = (
      await t.app.inject(withCookie(admin, { method: 'GET', url: '/api/admin/publishing' }))
    ).json()
    expect(
      list.publications.map((row: { id: string; status: string }) => `${row.id} ${row.status}`),
    ).toContain(`${id} failed`)
    expect(list.publications.find((row: { id: string }) => row.id === id)).toMatchObject({
      customerEmail: 'alice@example.com',
      caption: 'x'.repeat(2300),
    })
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
