import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppProcess } from '../../e2e/support/app-process.ts'
import { openDatabase } from '../../src/server/db/client.ts'
import { users } from '../../src/server/db/schema/auth.ts'
import { contentImageBlobs, contentPostImages, contentPosts } from '../../src/server/db/schema/content.ts'
import { socialConnections } from '../../src/server/db/schema/profiles.ts'
import { publications } from '../../src/server/db/schema/publishing.ts'
import { TokenVault } from '../../src/server/integrations/token-vault.ts'
import { eventually } from '../support/api-client.ts'
import { makePng } from '../support/content.ts'
import { MetaStandIn } from '../support/meta-stand-in.ts'
import { createEmptyPostgresDatabase } from '../support/postgres-database.ts'

const AUTH_SECRET = 'two-processes-publishing-secret-0123456789'
const CUSTOMERS = 4
const POSTS = 24

/** Customers with a connected Instagram account, and approved posts with an image, all already due. */
async function seedDuePosts(databaseUrl: string, meta: MetaStandIn): Promise<void> {
  const handle = await openDatabase({ databaseUrl })
  try {
    const { db } = handle
    const vault = new TokenVault(AUTH_SECRET)
    const png = await makePng(400, 400)
    await db.insert(contentImageBlobs).values({ key: 'race/design', contentType: 'image/png', bytes: png })
    const ids = Array.from({ length: CUSTOMERS }, (_, n) => `race-customer-${n}`)
    await db.insert(users).values(ids.map((id) => ({ id, name: id, email: `${id}@example.com` })))
    await db.insert(socialConnections).values(
      ids.map((userId, n) => ({
        userId,
        channel: 'instagram',
        network: 'meta',
        accountId: `ig-race-${n}`,
        accountName: `race${n}`,
        accessToken: vault.seal(meta.grantPageToken(`page-race-${n}`)),
      })),
    )
    const posts = await db
      .insert(contentPosts)
      .values(
        Array.from({ length: POSTS }, (_, n) => ({
          customerId: ids[n % CUSTOMERS] ?? '',
          channel: 'instagram',
          scheduledAt: new Date(Date.now() - 60_000),
          caption: `Raced post ${n}`,
          status: 'approved',
        })),
      )
      .returning({ id: contentPosts.id })
    await db.insert(contentPostImages).values(
      posts.map((post) => ({
        postId: post.id,
        contentType: 'image/png',
        width: 400,
        height: 400,
        byteSize: png.length,
        fullKey: 'race/design',
        thumbKey: 'race/design',
        position: 0,
      })),
    )
  } finally {
    await handle.close()
  }
}

describe('two server processes publishing the same due posts on one PostgreSQL database', () => {
  const meta = new MetaStandIn()
  let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>
  let servers: AppProcess[] = []

  beforeAll(async () => {
    await meta.start()
    database = await createEmptyPostgresDatabase()
    // The first server migrates the empty database; the posts are seeded before the second starts.
    const env = { DATABASE_URL: database.url, AUTH_SECRET, JOB_CONCURRENCY: '4', ...meta.env() }
    const first = await AppProcess.start({ env })
    await first.stop()
    await first.dispose() // deletes its unused embedded-database folder
    await seedDuePosts(database.url, meta)
    servers = await Promise.all([AppProcess.start({ env }), AppProcess.start({ env })])
  })
  afterAll(async () => {
    for (const server of servers) await server.dispose()
    await database?.drop()
    await meta.stop()
  })

  it('publishes every post exactly once, whichever process takes it', async () => {
    const handle = await openDatabase({ databaseUrl: database.url })
    try {
      const published = await eventually(
        async () => {
          const rows = await handle.db.select().from(publications).where(eq(publications.status, 'published'))
          return rows.length === POSTS ? rows : undefined
        },
        60_000,
        'every post published',
      )
      expect(new Set(published.map((row) => row.networkPostId)).size).toBe(POSTS)
    } finally {
      await handle.close()
    }
    const publishCalls = meta.requests.filter((request) => request.path.endsWith('/media_publish'))
    expect(publishCalls).toHaveLength(POSTS)
    const captions = meta.published.map((post) => post.caption).sort()
    expect(captions).toEqual(Array.from({ length: POSTS }, (_, n) => `Raced post ${n}`).sort())
  })
})
