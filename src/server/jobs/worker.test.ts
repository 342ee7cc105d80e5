import { eq } from 'drizzle-orm'
import Fastify from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eventually } from '../../../tests/support/api-client.ts'
import { TestClock } from '../../../tests/support/job-schedule.ts'
import { backends, createTestDatabase, type TestDatabase } from '../../../tests/support/test-database.ts'
import { openDatabase } from '../db/client.ts'
import { jobs } from '../db/schema/infrastructure.ts'
import { claimJob, completeJob, failJob, fixedClock, LEASE_EXPIRED_ERROR } from './lease.ts'
import { enqueue, type JobQueue } from './queue.ts'
import { type GivenUpJob, JobWorker } from './worker.ts'

const logger = Fastify({ logger: false }).log
/** These tests watch the jobs, not the pages told of them. */
const silent = { tell() {} }
const quick = (name: string, maxAttempts = 8): JobQueue => ({
  name,
  label: name,
  retry: { baseDelayMs: 5, maxDelayMs: 20, maxAttempts },
})
const rowOf = async (database: TestDatabase, id: string) => {
  const [row] = await database.handle.db.select().from(jobs).where(eq(jobs.id, id))
  return row
}

describe.each(backends)('JobWorker on %s', (backend) => {
  let database: TestDatabase

  beforeAll(async () => {
    database = await createTestDatabase(backend)
  })
  afterAll(async () => {
    await database.handle.close()
  })
  beforeEach(async () => {
    await database.handle.db.delete(jobs)
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
      notices: silent,
      pollIntervalMs: 20,
      queues: [quick('flaky')],
      handlers: {
        flaky: async (job) => {
          seen.push(job.attempts)
          if (job.attempts < 2) throw new Error('not yet')
          succeeded()
        },
      },
    })
    await worker.start()
    const id = await enqueue(database.handle.db, quick('flaky'), { n: 1 })
    await done
    await worker.stop()
    expect(seen).toEqual([1, 2])
    expect(await rowOf(database, id)).toMatchObject({ status: 'completed', attempts: 2, lastError: null })
  })

  it('gives up after max attempts, keeps the last error and tells the give-up hook in its transaction', async () => {
    const failures: number[] = []
    const givenUp: GivenUpJob[] = []
    let failedNotices = 0
    const worker = new JobWorker({
      database: database.handle,
      logger,
      pollIntervalMs: 10,
      queues: [quick('broken', 3)],
      handlers: {
        broken: async (job) => {
          failures.push(job.attempts)
          throw new Error(`attempt ${job.attempts} broke`)
        },
      },
      onGiveUp: async (tx, job) => {
        givenUp.push(job)
        // Inside the transaction the job is already failed; outside, not until it commits.
        const [row] = await tx.select().from(jobs).where(eq(jobs.id, job.id))
        expect(row?.status).toBe('failed')
      },
      notices: {
        tell: (topic) => {
          if (topic === 'jobs') failedNotices += 1
        },
      },
    })
    const id = await enqueue(database.handle.db, quick('broken', 3), { orderId: 'ord_1' })
    await worker.start()
    await eventually(async () => ((await rowOf(database, id))?.status === 'failed' ? true : undefined))
    await worker.stop()
    expect(await rowOf(database, id)).toMatchObject({ attempts: 3, lastError: 'attempt 3 broke' })
    expect(failures).toEqual([1, 2, 3])
    expect(givenUp).toMatchObject([{ id, queue: 'broken', attempts: 3, lastError: 'attempt 3 broke' }])
    expect(failedNotices).toBe(1)
  })

  it("runs the queue's own give-up hook in the failing transaction, then tells the queue", async () => {
    const seen: string[] = []
    const queue: JobQueue = {
      ...quick('owned', 1),
      onGiveUp: async (tx, job) => {
        const [row] = await tx.select().from(jobs).where(eq(jobs.id, job.id))
        seen.push(`gave up ${job.payload.recordId} while ${row?.status}`)
      },
      refreshViews: () => void seen.push('told'),
    }
    const worker = new JobWorker({
      database: database.handle,
      logger,
      notices: silent,
      queues: [queue],
      handlers: {
        owned: async () => {
          throw new Error('broke')
        },
      },
      onGiveUp: async () => void seen.push('worker hook'),
    })
    await enqueue(database.handle.db, queue, { recordId: 'r1' })
    expect(await worker.runNext()).toBe(true)
    expect(seen).toEqual(['gave up r1 while failed', 'worker hook', 'told'])
  })

  it('gives way before each job: none runs until the gate opens', async () => {
    const gates: Array<() => void> = []
    const ran: string[] = []
    const worker = new JobWorker({
      database: database.handle,
      logger,
      notices: silent,
      pollIntervalMs: 10,
      queues: [quick('gated')],
      handlers: { gated: async (job) => void ran.push(job.id) },
      giveWay: () => new Promise<void>((resolve) => gates.push(resolve)),
    })
    const id = await enqueue(database.handle.db, quick('gated'), { n: 1 })
    await worker.start()
    await expect.poll(() => gates.length).toBe(1)
    expect(ran).toEqual([])
    gates[0]?.()
    await expect.poll(() => ran).toEqual([id])
    const stopped = worker.stop()
    for (const open of gates) open()
    await stopped
  })

  it('deletes completed jobs older than a week and keeps recent and failed ones', async () => {
    const old = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000)
    await database.handle.db.insert(jobs).values([
      { queue: 'q', payload: { keep: false }, status: 'completed', completedAt: old },
      { queue: 'q', payload: { keep: true }, status: 'completed', completedAt: new Date() },
      { queue: 'q', payload: { keep: true }, status: 'failed', completedAt: old },
    ])
    await new JobWorker({
      database: database.handle,
      logger,
      notices: silent,
      handlers: {},
    }).deleteOldCompletedJobs()
    const rows = await database.handle.db.select().from(jobs)
    expect(rows.map((row) => row.payload)).toEqual([{ keep: true }, { keep: true }])
  })

  it('does not run a handler slower than the lease twice: the heartbeat keeps the lease', async () => {
    // Time on the shared clock moves only when the slow handler says, so no race decides the outcome.
    const clock = new TestClock()
    const leaseMs = 60_000
    // The second worker has its own connection pool where the backend has one (PostgreSQL).
    const other = database.url ? await openDatabase({ databaseUrl: database.url }) : database.handle
    const runs: string[] = []
    const common = { logger, notices: silent, leaseMs, now: clock.now, handlers: {} }
    const second = new JobWorker({
      ...common,
      database: other,
      handlers: { slow: async () => void runs.push('second') },
    })
    const leaseEnd = async () => (await rowOf(database, id))?.lockedUntil?.getTime() ?? 0
    const first = new JobWorker({
      ...common,
      database: database.handle,
      heartbeatMs: 10,
      handlers: {
        slow: async () => {
          runs.push('first')
          // Five times the lease passes while the handler runs; after each step, once the heartbeat
          // has renewed the lease, the other worker looks for work and must find none.
          for (let step = 0; step < 10; step++) {
            clock.reach(new Date(clock.now().getTime() + leaseMs / 2))
            await eventually(
              async () => ((await leaseEnd()) > clock.now().getTime() + leaseMs / 2 ? true : undefined),
              5000,
              'the heartbeat to renew the lease',
            )
            expect(await second.runNext()).toBe(false)
          }
        },
      },
    })
    const id = await enqueue(database.handle.db, 'slow', {})
    clock.reach((await rowOf(database, id))?.runAt as Date)
    expect(await first.runNext()).toBe(true)
    if (other !== database.handle) await other.close()
    expect(runs).toEqual(['first'])
    expect(await rowOf(database, id)).toMatchObject({ status: 'completed', attempts: 1, lockToken: null })
  })

  it('lets a stale owner neither complete nor fail a job another worker took over', async () => {
    const clock = new TestClock()
    const leaseMs = 60_000
    let release: () => void = () => {}
    const stalled = new Promise<void>((resolve) => {
      release = resolve
    })
    const common = {
      database: database.handle,
      logger,
      notices: silent,
      leaseMs,
      now: clock.now,
      heartbeatMs: 3_600_000,
    }
    const first = new JobWorker({ ...common, queues: [quick('q', 3)], handlers: { q: () => stalled } })
    const second = new JobWorker({
      ...common,
      queues: [quick('q', 3)],
      handlers: {
        q: async () => {
          throw new Error('second attempt failed')
        },
      },
    })
    const id = await enqueue(database.handle.db, quick('q', 3), {})
    clock.reach((await rowOf(database, id))?.runAt as Date)
    const firstRun = first.runNext()
    await eventually(async () => ((await rowOf(database, id))?.status === 'running' ? true : undefined))
    const firstToken = (await rowOf(database, id))?.lockToken as string
    expect(await second.runNext()).toBe(false)

    clock.reach(new Date(clock.now().getTime() + leaseMs + 1))
    expect(await second.runNext()).toBe(true)
    release()
    await firstRun
    expect(await rowOf(database, id)).toMatchObject({
      status: 'queued',
      attempts: 2,
      lastError: 'second attempt failed',
    })

    const at = fixedClock(clock.now)
    expect(await completeJob(database.handle.db, { id, lockToken: firstToken }, at)).toBe(false)
    const stale = await failJob(
      database.handle.db,
      { id, lockToken: firstToken },
      { error: 'stale', final: true, delayMs: 0, at },
    )
    expect(stale).toBeUndefined()
    expect((await rowOf(database, id))?.status).toBe('queued')
  })

  it('counts the attempt of an expired lease and fails the job when the attempts are used up', async () => {
    const clock = new TestClock()
    const at = fixedClock(clock.now)
    const leaseMs = 60_000
    const expire = () => clock.reach(new Date(clock.now().getTime() + leaseMs + 1))
    const id = await enqueue(database.handle.db, quick('crashy', 2), { invoiceId: 'in_1' })
    clock.reach((await rowOf(database, id))?.runAt as Date)
    const claimOpts = { queues: ['crashy'], leaseMs, at }

    // Two workers die in turn holding the job: each claim counts an attempt.
    expect(await claimJob(database.handle.db, claimOpts)).toMatchObject({ id, attempts: 1 })
    expect(await claimJob(database.handle.db, claimOpts)).toBeUndefined()
    expire()
    expect(await claimJob(database.handle.db, claimOpts)).toMatchObject({ id, attempts: 2 })
    expire()

    const handled: number[] = []
    const givenUp: GivenUpJob[] = []
    const worker = new JobWorker({
      database: database.handle,
      logger,
      notices: silent,
      leaseMs,
      now: clock.now,
      queues: [quick('crashy', 2)],
      handlers: { crashy: async (job) => void handled.push(job.attempts) },
      onGiveUp: async (_tx, job) => void givenUp.push(job),
    })
    expect(await worker.runNext()).toBe(false)
    expect(handled).toEqual([])
    expect(await rowOf(database, id)).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: LEASE_EXPIRED_ERROR,
      lockToken: null,
    })
    expect(givenUp).toMatchObject([{ id, attempts: 2, payload: { invoiceId: 'in_1' } }])
  })
})

describe.each(backends)('JobWorker with JOB_CONCURRENCY on %s', (backend) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(backend)
  })
  afterAll(async () => {
    await database.handle.close()
  })

  it('runs that many jobs at once, and no more', async () => {
    const queue = quick('slow')
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    let running = 0
    let most = 0
    const changes: number[] = []
    const worker = new JobWorker({
      database: database.handle,
      logger,
      notices: silent,
      pollIntervalMs: 20,
      queues: [queue],
      concurrency: 3,
      onRunning: (_queue, change) => changes.push(change),
      handlers: {
        slow: async () => {
          running++
          most = Math.max(most, running)
          await gate
          running--
        },
      },
    })
    for (let n = 0; n < 5; n++) await enqueue(database.handle.db, queue, { n })
    await worker.start()
    await eventually(async () => (running === 3 ? true : undefined))
    release()
    await eventually(async () => {
      const left = await database.handle.db.select().from(jobs).where(eq(jobs.status, 'queued'))
      const active = await database.handle.db.select().from(jobs).where(eq(jobs.status, 'running'))
      return left.length + active.length === 0 ? true : undefined
    })
    await worker.stop()
    expect(most).toBe(3)
    expect(changes.filter((change) => change === 1)).toHaveLength(5)
    expect(changes.reduce((sum, change) => sum + change, 0)).toBe(0)
  })
})
