import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends, createTestDatabase, type TestDatabase } from '../../../tests/support/test-database.ts'
import { jobs } from '../db/schema/infrastructure.ts'
import { enqueue, retryDelayMs } from './queue.ts'
import { JobWorker } from './worker.ts'

describe('retryDelayMs', () => {
  it.each([
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [9, 512_000],
    [10, 600_000],
    [20, 600_000],
  ])('attempt %i waits %i ms', (attempt, expected) => {
    expect(retryDelayMs(attempt)).toBe(expected)
  })
})

describe.each(backends)('JobWorker on %s', (backend) => {
  let database: TestDatabase
  const logger = Fastify({ logger: false }).log

  beforeAll(async () => {
    database = await createTestDatabase(backend)
  })
  afterAll(async () => {
    await database.handle.close()
  })

  it('runs a job and retries a failure with backoff until it succeeds', async () => {
    const seen: number[] = []
    let succeeded: () => void = () => {}
    const done = new Promise<void>((resolve) => {
      succeeded = resolve
    })
    const worker = new JobWorker({
      database: database.handle,
      logger,
      retryBaseMs: 10,
      pollIntervalMs: 20,
      handlers: {
        flaky: async (job) => {
          seen.push(job.attempts)
          if (job.attempts < 2) throw new Error('not yet')
          succeeded()
        },
      },
    })
    await worker.start()
    await enqueue(database.handle.db, 'flaky', { n: 1 })
    await done
    await worker.stop()
    expect(seen).toEqual([1, 2])
    const [row] = await database.handle.db.select().from(jobs)
    expect(row).toMatchObject({ status: 'completed', attempts: 2, lastError: null })
  })

  it('gives up after max attempts and keeps the last error', async () => {
    await database.handle.db.delete(jobs)
    const failures: number[] = []
    const worker = new JobWorker({
      database: database.handle,
      logger,
      retryBaseMs: 5,
      pollIntervalMs: 10,
      handlers: {
        broken: async (job) => {
          failures.push(job.attempts)
          throw new Error(`attempt ${job.attempts} broke`)
        },
      },
    })
    await enqueue(database.handle.db, 'broken', {}, { maxAttempts: 3 })
    await worker.start()
    for (let i = 0; i < 200; i++) {
      const [row] = await database.handle.db.select().from(jobs)
      if (row?.status === 'failed') break
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    await worker.stop()
    const [row] = await database.handle.db.select().from(jobs)
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'attempt 3 broke' })
    expect(failures).toEqual([1, 2, 3])
  })

  it('deletes completed jobs older than a week and keeps recent and failed ones', async () => {
    await database.handle.db.delete(jobs)
    const old = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000)
    await database.handle.db.insert(jobs).values([
      { queue: 'q', payload: { keep: false }, status: 'completed', completedAt: old },
      { queue: 'q', payload: { keep: true }, status: 'completed', completedAt: new Date() },
      { queue: 'q', payload: { keep: true }, status: 'failed', completedAt: old },
    ])
    await new JobWorker({ database: database.handle, logger, handlers: {} }).deleteOldCompletedJobs()
    const rows = await database.handle.db.select().from(jobs)
    expect(rows.map((row) => row.payload)).toEqual([{ keep: true }, { keep: true }])
  })
})
