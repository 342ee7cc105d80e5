import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../../tests/support/test-database.ts'
import type { DatabaseHandle } from '../../db/client.ts'
import { rateLimitCounters } from '../../db/schema/infrastructure.ts'
import { COUNTERS_PER_STATEMENT } from './counters.repo.ts'
import { EmbeddedWindowCounters } from './embedded-counters.ts'

// What every WindowCounters does (fixed windows, clearing, concurrent hits) is tested for this one too
// in fixed-window.test.ts; here, what only it does: saving its counts.
describe('rate-limit counters on the embedded database', () => {
  let database: DatabaseHandle
  let now = 1_000_000
  const clock = { now: () => now, pruneEveryMs: 60_000 }
  beforeAll(async () => {
    database = (await createTestDatabase('pglite')).handle
  })
  afterAll(async () => {
    await database.close()
  })
  const rows = async () =>
    (await database.db.select().from(rateLimitCounters)).map((row) => [row.key, row.count, row.resetAt])

  it('saves the counts, so the next start of the server goes on counting from them', async () => {
    const before = new EmbeddedWindowCounters(database.db, clock)
    await before.hit('visitor', 60_000)
    await before.hit('visitor', 60_000)
    await before.hit('cleared', 60_000)
    await before.flush()
    await before.clear('cleared')
    await before.flush()
    expect(await rows()).toContainEqual(['visitor', 2, now + 60_000])
    expect((await rows()).map(([key]) => key)).not.toContain('cleared')

    const after = new EmbeddedWindowCounters(database.db, clock)
    expect(await after.hit('visitor', 60_000)).toEqual({ count: 3, resetAt: now + 60_000 })
    expect((await after.peek('cleared')).count).toBe(0)
    await after.flush()
  })

  it('writes a change on its own a moment later, and drops expired windows at most once a minute', async () => {
    const counters = new EmbeddedWindowCounters(database.db, clock)
    await counters.hit('later', 1000)
    await expect.poll(rows, { timeout: 2000 }).toContainEqual(['later', 1, now + 1000])
    now += 61_000
    await counters.hit('fresh', 1000)
    await counters.flush()
    expect((await rows()).map(([key]) => key).sort()).toEqual(['fresh'])
  })

  it('saves more windows than one statement writes, every one of them, and deletes as many', async () => {
    const counters = new EmbeddedWindowCounters(database.db, clock)
    const keys = Array.from({ length: COUNTERS_PER_STATEMENT * 2 + 7 }, (_, index) => `many-${index}`)
    for (const key of keys) await counters.hit(key, 60_000)
    await counters.flush()
    const saved = (await rows()).filter(([key]) => String(key).startsWith('many-'))
    expect(saved).toHaveLength(keys.length)
    for (const key of keys) await counters.clear(key)
    await counters.flush()
    expect((await rows()).filter(([key]) => String(key).startsWith('many-'))).toEqual([])
  })
})
