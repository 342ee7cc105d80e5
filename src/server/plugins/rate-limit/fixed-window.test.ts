import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Backend, backends, createTestDatabase } from '../../../../tests/support/test-database.ts'
import type { DatabaseHandle, Executor } from '../../db/client.ts'
import { rateLimitCounters } from '../../db/schema/infrastructure.ts'
import { EmbeddedWindowCounters } from './embedded-counters.ts'
import { FixedWindowCounters, type FixedWindowOptions, type WindowCounters } from './fixed-window.ts'

/** Every WindowCounters the server uses: the shared one on each backend, the in-memory one on PGlite. */
const implementations: Array<{
  name: string
  backend: Backend
  create: (db: Executor, options: FixedWindowOptions) => WindowCounters
}> = [
  ...backends.map((backend) => ({
    name: `fixed-window counters on ${backend}`,
    backend,
    create: (db: Executor, options: FixedWindowOptions) => new FixedWindowCounters(db, options),
  })),
  {
    name: 'embedded counters on pglite',
    backend: 'pglite',
    create: (db, options) => new EmbeddedWindowCounters(db, options),
  },
]

describe.each(implementations)('$name', ({ backend, create }) => {
  let database: DatabaseHandle
  let now = 1_000_000
  let counters: WindowCounters
  beforeAll(async () => {
    database = (await createTestDatabase(backend)).handle
    counters = create(database.db, { now: () => now, pruneEveryMs: 60_000 })
  })
  afterAll(async () => {
    if (counters instanceof EmbeddedWindowCounters) await counters.flush()
    await database.close()
  })

  it('counts in a fixed window and starts a new one when it ends', async () => {
    expect(await counters.hit('a', 1000)).toEqual({ count: 1, resetAt: now + 1000 })
    now += 400
    expect(await counters.hit('a', 1000)).toEqual({ count: 2, resetAt: now + 600 })
    expect(counters.remainingMs(await counters.peek('a'))).toBe(600)
    now += 600
    expect(await counters.peek('a')).toEqual({ count: 0, resetAt: now })
    expect(await counters.hit('a', 1000)).toEqual({ count: 1, resetAt: now + 1000 })
  })

  it('reads without counting and forgets a cleared key', async () => {
    await counters.hit('b', 5000)
    await counters.peek('b')
    expect((await counters.peek('b')).count).toBe(1)
    await counters.clear('b')
    expect((await counters.peek('b')).count).toBe(0)
  })

  it('never loses a count when many requests arrive at once', async () => {
    const windows = await Promise.all(Array.from({ length: 20 }, () => counters.hit('busy', 10_000)))
    expect(windows.map((window) => window.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    )
  })
})

describe.each(backends)('fixed-window counters on %s', (backend) => {
  let database: DatabaseHandle
  let now = 1_000_000
  let counters: FixedWindowCounters
  beforeAll(async () => {
    database = (await createTestDatabase(backend)).handle
    counters = new FixedWindowCounters(database.db, { now: () => now, pruneEveryMs: 60_000 })
  })
  afterAll(async () => {
    await database.close()
  })

  it('deletes expired rows while counting, at most once a minute', async () => {
    await counters.hit('short-lived', 1000)
    now += 61_000
    await counters.hit('fresh', 1000)
    const rows = await database.db.select().from(rateLimitCounters)
    expect(rows.map((row) => row.key).sort()).toEqual(['fresh'])

    now += 2000
    await counters.hit('another', 1000)
    const kept = await database.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, 'fresh'))
    expect(kept).toHaveLength(1)
  })
})
