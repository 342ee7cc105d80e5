import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
import { orders } from '../../db/schema/customers.ts'
import { socialConnections, socialSignIns } from '../../db/schema/profiles.ts'
import { networkAdapters } from '../../integrations/network-adapters.ts'
import { TokenVault } from '../../integrations/token-vault.ts'
import { refreshDueConnections } from './profiles.jobs.ts'

const SECRET = 'profiles-test-secret-0123456789abcdefgh'

describe.each(backends)('connected profiles (Meta) on %s', (backend) => {
  let t: TestApp
  let unconfigured: TestApp
  const meta = new MetaStandIn()
  const logs: string[] = []
  let admin: string
  let alice: { id: string; cookie: string }
  let bob: { id: string; cookie: string }

  async function customer(app: TestApp, email: string, channels: string[]) {
    const { user } = await signUp(app.app, email, `${email}-password`, email)
    await app.database.db.insert(orders).values({
      userId: user.id,
      provider: 'test',
      providerSessionId: `session-${email}`,
      amount: 7900,
      services: {
        plan: 'basic',
        freeChannel: channels[0] ?? 'instagram',
        additionalChannels: channels.slice(1),
        itemsDescription: [],
        addOns: {},
      },
    })
    return { id: user.id, cookie: await signIn(app.app, email, `${email}-password`) }
  }

  beforeAll(async () => {
    await meta.start()
    t = await createTestApp(
      backend,
      { ...meta.env(), LOG_LEVEL: 'warn', AUTH_SECRET: SECRET },
      { log: { write: (line: string) => void logs.push(line) } },
    )
    unconfigured = await createTestApp(backend)
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
    alice = await customer(t, 'alice@example.com', ['instagram', 'facebook', 'linkedin-company'])
    bob = await customer(t, 'bob@example.com', ['instagram'])
  })
  afterAll(async () => {
    await t.close()
    await unconfigured.close()
    await meta.stop()
  })

  const as = (cookie: string, options: InjectOptions) => t.app.inject(withCookie(cookie, options))
  const profiles = async (cookie: string) =>
    (await as(cookie, { method: 'GET', url: '/api/profiles' })).json()
  const connect = async (cookie: string) => {
    const response = await as(cookie, { method: 'POST', url: '/api/profiles/meta/connect' })
    expect(response.statusCode).toBe(200)
    return response.json().url as string
  }
  /** The browser's trip back from the network to our callback, with the customer's cookie. */
  const callback = async (cookie: string, back: URL) => {
    const response = await as(cookie, { method: 'GET', url: `${back.pathname}${back.search}` })
    expect(response.statusCode).toBe(302)
    return response.headers.location
  }

  it('lists one row per channel bought; a network without app keys is posted by hand', async () => {
    const body = await profiles(alice.cookie)
    expect(body.channels.map((row: { channel: string }) => row.channel)).toEqual([
      'facebook',
      'instagram',
      'linkedin-company',
    ])
    expect(body.channels.find((row: { channel: string }) => row.channel === 'instagram')).toMatchObject({
      configured: true,
      connection: null,
    })
    expect(
      body.channels.find((row: { channel: string }) => row.channel === 'linkedin-company').configured,
    ).toBe(false)
    const other = await customer(unconfigured, 'carol@example.com', ['instagram'])
    const plain = await unconfigured.app.inject(
      withCookie(other.cookie, { method: 'GET', url: '/api/profiles' }),
    )
    expect(plain.json().channels[0].configured).toBe(false)
    const refused = await unconfigured.app.inject(
      withCookie(other.cookie, { method: 'POST', url: '/api/profiles/meta/connect' }),
    )
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.message).toBe('We will post this one for you by hand')
  })

  it('sends the customer to Meta with a state and a PKCE challenge, keeping only the state hash', async () => {
    const url = new URL(await connect(alice.cookie))
    expect(url.origin + url.pathname).toBe(`${meta.url}/v21.0/dialog/oauth`)
    const state = url.searchParams.get('state') ?? ''
    expect(state.length).toBeGreaterThan(30)
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/profiles/meta/callback')
    const kept = await t.database.db.select().from(socialSignIns)
    expect(kept.some((row) => row.stateHash === state)).toBe(false)
  })

  it('connects Facebook and Instagram with one login once the customer picks the Page', async () => {
    const back = await meta.consent(await connect(alice.cookie))
    expect(await callback(alice.cookie, back)).toBe('/dashboard/profiles?result=choose')
    const { choice } = await profiles(alice.cookie)
    expect(choice.accounts).toEqual([
      expect.objectContaining({ id: 'page-1', name: 'Corner Bakery', instagramUsername: 'cornerbakery' }),
      expect.objectContaining({ id: 'page-2', name: 'Bakery Events', instagramUsername: null }),
    ])
    const chosen = await as(alice.cookie, {
      method: 'POST',
      url: '/api/profiles/choose',
      payload: { accountId: 'page-1' },
    })
    expect(chosen.statusCode).toBe(200)
    const body = await profiles(alice.cookie)
    expect(body.choice).toBeNull()
    const names = Object.fromEntries(
      body.channels.map(
        (row: { channel: string; connection: { accountName: string; state: string } | null }) => [
          row.channel,
          row.connection && `${row.connection.accountName} ${row.connection.state}`,
        ],
      ),
    )
    expect(names).toEqual({
      facebook: 'Corner Bakery connected',
      instagram: '@cornerbakery connected',
      'linkedin-company': null,
    })
    // A verifier was sent, and it matched the challenge (the stand-in refuses a mismatch).
    expect(
      meta.requests.find((request) => request.path === '/oauth/access_token')?.params.code_verifier,
    ).toBeTruthy()
  })

  it('keeps tokens sealed in the database, away from the browser and the logs', async () => {
    const rows = await t.database.db
      .select()
      .from(socialConnections)
      .where(eq(socialConnections.userId, alice.id))
    expect(rows).toHaveLength(2)
    for (const row of rows) {
      expect(row.accessToken.startsWith('v1.')).toBe(true)
      expect(row.accessToken).not.toContain('page-')
    }
    const served = JSON.stringify(await profiles(alice.cookie))
    expect(served).not.toMatch(/access_token|accessToken|page-page|long-/)
    expect(logs.join('\n')).not.toMatch(/page-page-|long-[0-9a-f]{8}|short-[0-9a-f]{8}/)
  })

  it('refuses a replayed, forged or someone else’s state, and says so', async () => {
    const back = await meta.consent(await connect(bob.cookie))
    // Alice cannot finish Bob's sign-in; Bob's state is now spent.
    expect(await callback(alice.cookie, back)).toBe('/dashboard/profiles?result=expired')
    expect(await callback(bob.cookie, back)).toBe('/dashboard/profiles?result=expired')
    const forged = new URL(back)
    forged.searchParams.set('state', 'made-up')
    expect(await callback(bob.cookie, forged)).toBe('/dashboard/profiles?result=expired')
    const visitor = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` })
    expect(visitor.headers.location).toBe('/dashboard/profiles?result=expired')
  })

  it('ends a denied consent with nothing connected', async () => {
    const back = await meta.consent(await connect(bob.cookie), 'deny')
    expect(back.searchParams.get('error')).toBe('access_denied')
    expect(await callback(bob.cookie, back)).toBe('/dashboard/profiles?result=denied')
    expect((await profiles(bob.cookie)).channels[0].connection).toBeNull()
  })

  it('refuses a Page without an Instagram professional account for an Instagram channel', async () => {
    await callback(bob.cookie, await meta.consent(await connect(bob.cookie)))
    const refused = await as(bob.cookie, {
      method: 'POST',
      url: '/api/profiles/choose',
      payload: { accountId: 'page-2' },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.message).toMatch(/^This Page has no Instagram professional account linked/)
    expect((await profiles(bob.cookie)).channels[0].connection).toBeNull()
  })

  it('ends a network failure during sign-in as failed, with the reason in the log only', async () => {
    meta.failNext(/^\/oauth\/access_token$/, {
      status: 500,
      error: {
        error: {
          message: 'An unexpected error has occurred.',
          type: 'OAuthException',
          code: 2,
          is_transient: true,
        },
      },
    })
    const back = await meta.consent(await connect(bob.cookie))
    expect(await callback(bob.cookie, back)).toBe('/dashboard/profiles?result=failed')
    expect(logs.join('\n')).toContain('An unexpected error has occurred.')
  })

  it('shows the team every connection, and refuses customers', async () => {
    const team = await as(admin, { method: 'GET', url: '/api/admin/profiles' })
    expect(team.statusCode).toBe(200)
    expect(
      team.json().connections.map((row: { email: string; channel: string }) => `${row.email} ${row.channel}`),
    ).toEqual(['alice@example.com facebook', 'alice@example.com instagram'])
    expect(JSON.stringify(team.json())).not.toMatch(/v1\.|access/i)
    expect((await as(alice.cookie, { method: 'GET', url: '/api/admin/profiles' })).statusCode).toBe(403)
  })

  it('refreshes a token that ends within a week, and marks one Meta refuses as needing reconnecting', async () => {
    const deps = {
      db: t.database.db,
      vault: new TokenVault(SECRET),
      adapters: networkAdapters(t.config),
      appUrl: t.config.APP_URL,
      logger: t.app.log,
    }
    const soon = new Date(Date.now() + 24 * 60 * 60 * 1000)
    const expire = () =>
      t.database.db
        .update(socialConnections)
        .set({ expiresAt: soon })
        .where(eq(socialConnections.userId, alice.id))
    const states = async () =>
      (await profiles(alice.cookie)).channels
        .filter((row: { connection: unknown }) => row.connection)
        .map((row: { connection: { state: string } }) => row.connection.state)
    await expire()
    expect(await states()).toEqual(['expiring', 'expiring'])
    expect(await refreshDueConnections(deps)).toEqual({ refreshed: 2, broken: 0 })
    expect(await states()).toEqual(['connected', 'connected'])
    meta.revokeAll()
    await expire()
    expect(await refreshDueConnections(deps)).toEqual({ refreshed: 0, broken: 2 })
    expect(await states()).toEqual(['needs_reconnecting', 'needs_reconnecting'])
    const team = (await as(admin, { method: 'GET', url: '/api/admin/profiles' })).json()
    expect(team.connections[0]).toMatchObject({
      state: 'needs_reconnecting',
      brokenReason: 'Invalid OAuth access token.',
    })
  })

  it('disconnects a channel, and only the caller’s own', async () => {
    expect((await as(bob.cookie, { method: 'DELETE', url: '/api/profiles/facebook' })).statusCode).toBe(404)
    const gone = await as(alice.cookie, { method: 'DELETE', url: '/api/profiles/facebook' })
    expect(gone.json().notice).toBe('Profile disconnected')
    const left = (await profiles(alice.cookie)).channels.filter(
      (row: { connection: unknown }) => row.connection,
    )
    expect(left.map((row: { channel: string }) => row.channel)).toEqual(['instagram'])
  })

  it('answers 401 to a visitor', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profiles' })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'POST', url: '/api/profiles/meta/connect' })).statusCode).toBe(401)
  })
})
