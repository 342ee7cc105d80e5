// Publishing throughput: --posts approved Instagram posts of --publishing-customers customers, all due in
// the same minute, published by the server's job worker against the Meta stand-in. Measured from that
// minute to the last publish call the stand-in received; the target is every post within 2 minutes.

import sharp from 'sharp'
import { openDatabase } from '../src/server/db/client.ts'
import { runMigrations } from '../src/server/db/migrate.ts'
import { users } from '../src/server/db/schema/auth.ts'
import { contentImageBlobs, contentPostImages, contentPosts } from '../src/server/db/schema/content.ts'
import { socialConnections } from '../src/server/db/schema/profiles.ts'
import { TokenVault } from '../src/server/integrations/token-vault.ts'
import { MetaStandIn } from '../tests/support/meta-stand-in.ts'

const AUTH_SECRET = 'bench-publishing-secret-0123456789abcdef'
const MINUTE_MS = 60_000
export const PUBLISHING_TARGET_MS = 2 * MINUTE_MS

export interface PublishingFigure {
  label: string
  posts: number
  customers: number
  concurrency: number
  /** From the posts' minute to the last publish call; null when not all went out before the deadline. */
  allPublishedMs: number | null
  published: number
  postsPerSecond: number
}

/** Customers, their connected Instagram accounts and their approved posts, each with an image, due at `at`. */
async function seed(
  env: Record<string, string>,
  meta: MetaStandIn,
  customers: number,
  posts: number,
  at: Date,
) {
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
  try {
    await runMigrations(handle)
    const { db } = handle
    const vault = new TokenVault(AUTH_SECRET)
    const image = await sharp({
      create: { width: 320, height: 320, channels: 3, background: { r: 79, g: 70, b: 229 } },
    })
      .png()
      .toBuffer()
    await db.insert(contentImageBlobs).values({ key: 'bench/design', contentType: 'image/png', bytes: image })
    const ids = Array.from({ length: customers }, (_, n) => `bench-customer-${n}`)
    await db.insert(users).values(ids.map((id) => ({ id, name: id, email: `${id}@example.com` })))
    await db.insert(socialConnections).values(
      ids.map((userId, n) => ({
        userId,
        channel: 'instagram',
        network: 'meta',
        accountId: `ig-bench-${n}`,
        accountName: `bench${n}`,
        accessToken: vault.seal(meta.grantPageToken(`page-bench-${n}`)),
      })),
    )
    for (let first = 0; first < posts; first += 200) {
      const batch = Array.from({ length: Math.min(200, posts - first) }, (_, n) => ({
        customerId: ids[(first + n) % customers] ?? '',
        channel: 'instagram',
        scheduledAt: at,
        caption: `Post ${first + n} of the bench`,
        hashtags: ['bench'],
        status: 'approved',
      }))
      const rows = await db.insert(contentPosts).values(batch).returning({ id: contentPosts.id })
      await db.insert(contentPostImages).values(
        rows.map((row) => ({
          postId: row.id,
          contentType: 'image/png',
          width: 320,
          height: 320,
          byteSize: image.length,
          fullKey: 'bench/design',
          thumbKey: 'bench/design',
          position: 0,
        })),
      )
    }
  } finally {
    await handle.close()
  }
}

/**
 * Seeds, starts the server (`start(env)`, the caller's way of running it), waits for the stand-in to
 * have received every publish call or for the deadline, and stops the server.
 */
export async function benchPublishing(
  label: string,
  env: Record<string, string>,
  options: {
    customers: number
    posts: number
    concurrency: number
    start(env: Record<string, string>): Promise<{ stop(): Promise<void> }>
  },
): Promise<PublishingFigure> {
  const meta = new MetaStandIn()
  await meta.start()
  try {
    // The next minute that leaves time to seed and start: every post is due in it.
    const at = new Date(Math.ceil((Date.now() + 45_000) / MINUTE_MS) * MINUTE_MS)
    await seed(env, meta, options.customers, options.posts, at)
    const server = await options.start({
      ...env,
      ...meta.env(),
      AUTH_SECRET,
      JOB_CONCURRENCY: String(options.concurrency),
    })
    try {
      const deadline = at.getTime() + PUBLISHING_TARGET_MS + MINUTE_MS
      while (meta.published.length < options.posts && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 250))
    } finally {
      await server.stop()
    }
    const last = meta.published.at(-1)?.at.getTime()
    const done = meta.published.length >= options.posts && last !== undefined
    const elapsedMs = (last ?? Date.now()) - at.getTime()
    return {
      label,
      posts: options.posts,
      customers: options.customers,
      concurrency: options.concurrency,
      allPublishedMs: done ? elapsedMs : null,
      published: meta.published.length,
      postsPerSecond: Math.round((meta.published.length / Math.max(1, elapsedMs)) * 1000 * 10) / 10,
    }
  } finally {
    await meta.stop()
  }
}
