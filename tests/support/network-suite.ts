import { createServer } from 'node:net'
import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChannelId } from '#shared/catalogue/channels.ts'
import type { Config } from '../../src/server/config.ts'
import { contentImageBlobs, contentPostImages, contentPosts } from '../../src/server/db/schema/content.ts'
import { orders } from '../../src/server/db/schema/customers.ts'
import { socialConnections } from '../../src/server/db/schema/profiles.ts'
import { publications } from '../../src/server/db/schema/publishing.ts'
import { refreshDueConnections } from '../../src/server/features/profiles/profiles.jobs.ts'
import {
  channelCredentials,
  type ProfilesDeps,
  reportBrokenConnection,
} from '../../src/server/features/profiles/profiles.service.ts'
import {
  enqueueDuePublications,
  type PublishingDeps,
  publishJob,
} from '../../src/server/features/publishing/publishing.service.ts'
import { networkAdapters } from '../../src/server/integrations/network-adapters.ts'
import type { NetworkAdapter, NetworkId } from '../../src/server/integrations/networks.ts'
import { TokenVault } from '../../src/server/integrations/token-vault.ts'
import { makePng } from './content.ts'
import type { Answer, NetworkStandIn } from './network-stand-in.ts'
import { createTestApp, signIn, signUp, type TestApp, withCookie } from './test-app.ts'
import { backends } from './test-database.ts'

/** What one network's API tests need to know about its stand-in. */
export interface NetworkSuite {
  network: NetworkId
  /** The channel the posts go to, and the account the customer picks for it. */
  channel: ChannelId
  accountId: string
  standIn: NetworkStandIn
  /** Whether the sign-in address carries a PKCE challenge (X and Google: yes). */
  pkce: boolean
  /** The posts the stand-in holds: caption as received, and the image's type and size when there was one. */
  posts(): { caption: string; image?: { type: string; bytes: number } }[]
  /** How many images (or containers) were uploaded or created; unset: the network fetches the image with the post. */
  uploads?: () => number
  /** The path of the call that creates the post; of the token endpoint. */
  postPath: RegExp
  tokenPath: RegExp
  /** The network's own answers: a rate limit (with the wait it asks for), an outage, a revoked token, a refusal. */
  answers: {
    rateLimited: Answer
    retryAfterMs: number
    outage: Answer
    revoked: Answer
    refused: Answer
    refusedReason: string
    refreshRefused: Answer
  }
  linkPattern: RegExp
  /** Access tokens that last an hour or two (X, Google): renewed with the refresh token just before use. */
  shortLivedAccessToken?: boolean
  /** The adapter with a short timeout (a network that does not answer). */
  adapterWithTimeout(config: Config, timeoutMs: number): NetworkAdapter
}

const SECRET = 'network-suite-secret-0123456789abcdefgh'

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** Connect, refresh, publish and every failure mode of one network, through its stand-in. */
export function describeNetwork(suite: NetworkSuite) {
  const { standIn, channel } = suite
  describe.each(backends)(`${suite.network}: connect, refresh and publish on %s`, (backend) => {
    let t: TestApp
    let profiles: ProfilesDeps
    let publishing: PublishingDeps
    let alice: { id: string; cookie: string }
    let jobNumber = 0

    beforeAll(async () => {
      await standIn.start()
      const port = await freePort()
      t = await createTestApp(backend, { ...standIn.env(), AUTH_SECRET: SECRET }, { runJobs: false })
      // The networks fetch the post's image from us (or the adapter does, to upload it).
      await t.app.listen({ port, host: '127.0.0.1' })
      const adapters = networkAdapters(t.config)
      profiles = {
        db: t.database.db,
        vault: new TokenVault(SECRET),
        adapters,
        appUrl: t.config.APP_URL,
        logger: t.app.log,
      }
      publishing = {
        db: t.database.db,
        adapters,
        appUrl: `http://127.0.0.1:${port}`,
        secret: SECRET,
        logger: t.app.log,
        connections: {
          credentials: (userId, on) => channelCredentials(profiles, userId, on),
          reportBroken: (userId, on, reason) => reportBrokenConnection(profiles, userId, on, reason),
        },
      }
      const { user } = await signUp(t.app, 'alice@example.com', 'alice-password', 'Alice')
      alice = { id: user.id, cookie: await signIn(t.app, 'alice@example.com', 'alice-password') }
      await t.database.db.insert(orders).values({
        userId: alice.id,
        provider: 'test',
        providerSessionId: 'session-alice',
        amount: 7900,
        services: {
          plan: 'basic',
          freeChannel: channel,
          additionalChannels: [],
          itemsDescription: [],
          addOns: {},
        },
      })
    })
    afterAll(async () => {
      await t.close()
      await standIn.stop()
    })

    const as = (options: InjectOptions) => t.app.inject(withCookie(alice.cookie, options))
    const startConnect = async () => {
      const response = await as({ method: 'POST', url: `/api/profiles/${suite.network}/connect` })
      expect(response.statusCode).toBe(200)
      return response.json().url as string
    }
    const callback = async (back: URL) => {
      const response = await as({ method: 'GET', url: `${back.pathname}${back.search}` })
      expect(response.statusCode).toBe(302)
      return String(response.headers.location)
    }
    const connection = async () =>
      (await t.database.db.select().from(socialConnections).where(eq(socialConnections.userId, alice.id)))[0]

    async function connect() {
      const back = await standIn.consent(await startConnect())
      expect(await callback(back)).toContain('result=choose')
      const choose = await as({
        method: 'POST',
        url: '/api/profiles/choose',
        payload: { accountId: suite.accountId },
      })
      expect(choose.statusCode).toBe(200)
      return back
    }

    async function duePost(caption = 'Fresh sourdough every morning') {
      const [post] = await t.database.db
        .insert(contentPosts)
        .values({
          customerId: alice.id,
          channel,
          scheduledAt: new Date(Date.now() - 60_000),
          caption,
          hashtags: ['bakery'],
          status: 'approved',
        })
        .returning()
      if (!post) throw new Error('no post')
      const png = await makePng(1200, 900)
      const key = `test/${post.id}`
      await t.database.db.insert(contentImageBlobs).values({ key, contentType: 'image/png', bytes: png })
      await t.database.db.insert(contentPostImages).values({
        postId: post.id,
        contentType: 'image/png',
        width: 1200,
        height: 900,
        byteSize: png.length,
        fullKey: key,
        thumbKey: key,
        position: 0,
      })
      await enqueueDuePublications(publishing)
      const [row] = await t.database.db.select().from(publications).where(eq(publications.postId, post.id))
      if (!row) throw new Error('not queued')
      return row.id
    }
    const publication = async (id: string) =>
      (await t.database.db.select().from(publications).where(eq(publications.id, id)))[0]
    const run = (publicationId: string, deps = publishing) =>
      publishJob(deps)({
        id: `job-${++jobNumber}`,
        queue: 'publishing.publish',
        payload: { publicationId },
        attempts: 1,
        maxAttempts: 5,
      })

    it('connects with a one-use state (and PKCE where the network has it), keeping tokens out of every answer', async () => {
      const address = new URL(await startConnect())
      expect(address.searchParams.get('state')).toMatch(/^[\w-]{40,}$/)
      expect(address.searchParams.has('code_challenge')).toBe(suite.pkce)
      if (suite.pkce) expect(address.searchParams.get('code_challenge_method')).toBe('S256')
      const back = await connect()
      // The same redirect again (a replay) finds no sign-in.
      expect(await callback(back)).toContain('result=expired')
      const answer = await as({ method: 'GET', url: '/api/profiles' })
      const row = answer.json().channels.find((entry: { channel: string }) => entry.channel === channel)
      expect(row).toMatchObject({ configured: true, connection: { state: 'connected' } })
      expect(answer.body).not.toMatch(/access-|refresh-/)
      const stored = await connection()
      expect(stored?.accessToken).not.toMatch(/access-/)
      expect(stored?.accountId).toBe(suite.accountId)
    })

    it('refuses a forged state and ends a denied consent with nothing new connected', async () => {
      const address = new URL(await startConnect())
      const forged = new URL(`http://localhost/api/profiles/${suite.network}/callback`)
      forged.search = new URLSearchParams({ state: 'forged-state', code: 'some-code' }).toString()
      expect(await callback(forged)).toContain('result=expired')
      const denied = await standIn.consent(address.toString(), 'deny')
      expect(await callback(denied)).toContain('result=denied')
    })

    it('refreshes the token before it ends, and marks the connection broken when the network refuses', async () => {
      const before = await connection()
      await t.database.db
        .update(socialConnections)
        .set({ expiresAt: new Date(Date.now() + 60_000) })
        .where(eq(socialConnections.userId, alice.id))
      expect(await refreshDueConnections(profiles)).toEqual({ refreshed: 1, broken: 0 })
      const after = await connection()
      expect(after?.accessToken).not.toBe(before?.accessToken)
      expect(after?.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 30 * 60_000)
      await t.database.db
        .update(socialConnections)
        .set({ expiresAt: new Date(Date.now() + 60_000) })
        .where(eq(socialConnections.userId, alice.id))
      standIn.failNext(suite.tokenPath, suite.answers.refreshRefused)
      expect(await refreshDueConnections(profiles)).toEqual({ refreshed: 0, broken: 1 })
      expect((await connection())?.status).toBe('broken')
      await connect()
      expect((await connection())?.status).toBe('connected')
    })

    it('publishes a due post with its caption and image, and records the link', async () => {
      const id = await duePost()
      await run(id)
      const done = await publication(id)
      expect(done).toMatchObject({ status: 'published', link: expect.stringMatching(suite.linkPattern) })
      const post = suite.posts().at(-1)
      expect(post?.caption).toContain('Fresh sourdough every morning')
      expect(post?.caption).toContain('bakery')
      expect(post?.image).toMatchObject({ type: 'image/jpeg', bytes: expect.any(Number) })
      expect(post?.image?.bytes).toBeGreaterThan(1000)
    })

    it('never posts twice: runs at once and a rerun post once; a retry after an outage reuses the upload', async () => {
      const id = await duePost()
      const before = suite.posts().length
      await Promise.all([run(id), run(id)])
      await run(id)
      expect(suite.posts().length).toBe(before + 1)

      const second = await duePost()
      standIn.failNext(suite.postPath, suite.answers.outage)
      await expect(run(second)).rejects.toMatchObject({ kind: 'transient' })
      expect((await publication(second))?.status).toBe('queued')
      const uploads = suite.uploads?.()
      await run(second)
      if (suite.uploads) expect(suite.uploads()).toBe(uploads)
      expect(suite.posts().length).toBe(before + 2)
      expect((await publication(second))?.status).toBe('published')
    })

    it('waits as a rate limit asks, and retries a network that does not answer in time', async () => {
      const credentials = await channelCredentials(profiles, alice.id, channel)
      if (!credentials) throw new Error('not connected')
      const request = { channel, ...credentials, caption: 'Hello', imageUrl: null }
      standIn.failNext(suite.postPath, suite.answers.rateLimited)
      const limited = await publishing.adapters[suite.network]
        ?.publish(request)
        .catch((error: unknown) => error)
      expect(limited).toMatchObject({ kind: 'rate_limited' })
      const wait = (limited as { retryAfterMs: number }).retryAfterMs
      expect(Math.abs(wait - suite.answers.retryAfterMs)).toBeLessThan(60_000)
      standIn.failNext(suite.postPath, { status: 200, body: {}, delayMs: 400 })
      const slow = suite.adapterWithTimeout(t.config, 100)
      await expect(slow.publish(request)).rejects.toMatchObject({ kind: 'transient' })
    })

    it('fails a post the network refuses with its reason', async () => {
      const id = await duePost()
      standIn.failNext(suite.postPath, suite.answers.refused)
      await run(id)
      expect(await publication(id)).toMatchObject({ status: 'failed', reason: suite.answers.refusedReason })
    })

    it('fails a post whose token was revoked and asks the customer to reconnect', async () => {
      const id = await duePost()
      standIn.failNext(suite.postPath, suite.answers.revoked)
      await run(id)
      expect((await publication(id))?.status).toBe('failed')
      const answer = await as({ method: 'GET', url: '/api/profiles' })
      const row = answer.json().channels.find((entry: { channel: string }) => entry.channel === channel)
      expect(row.connection.state).toBe('needs_reconnecting')
      await connect()
    })

    if (suite.shortLivedAccessToken)
      it('renews an access token about to end before posting with it', async () => {
        await t.database.db
          .update(socialConnections)
          .set({ expiresAt: new Date(Date.now() + 60_000) })
          .where(eq(socialConnections.userId, alice.id))
        const refreshes = () =>
          standIn.requests.filter((request) => request.body.grant_type === 'refresh_token').length
        const before = refreshes()
        const id = await duePost()
        await run(id)
        expect(refreshes()).toBe(before + 1)
        expect((await publication(id))?.status).toBe('published')
        expect((await connection())?.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 30 * 60_000)
      })

    it('puts the post on the manual list when the network has no app keys', async () => {
      const id = await duePost()
      const unconfigured = networkAdapters({ ...t.config, ...blankKeys(suite.network) })
      expect(unconfigured[suite.network]?.configured).toBe(false)
      await run(id, { ...publishing, adapters: unconfigured })
      expect(await publication(id)).toMatchObject({ status: 'manual', reason: null })
    })
  })
}

function blankKeys(network: NetworkId): Partial<Config> {
  const keys: Record<NetworkId, Partial<Config>> = {
    meta: { META_APP_ID: undefined, META_APP_SECRET: undefined },
    linkedin: { LINKEDIN_CLIENT_ID: undefined, LINKEDIN_CLIENT_SECRET: undefined },
    x: { X_CLIENT_ID: undefined, X_CLIENT_SECRET: undefined },
    google: { GOOGLE_CLIENT_ID: undefined, GOOGLE_CLIENT_SECRET: undefined },
    threads: { THREADS_APP_ID: undefined, THREADS_APP_SECRET: undefined },
  }
  return keys[network]
}
