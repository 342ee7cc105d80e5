import { eq } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { jobs } from '#server/db/schema/infrastructure.ts'
import type { JobWorker } from '#server/jobs/worker.ts'

/** A clock that moves only when told: the worker's `now`, for stepping through a retry schedule. */
export class TestClock {
  private time: number

  constructor(start = new Date()) {
    this.time = start.getTime()
  }

  readonly now = (): Date => new Date(this.time)

  /**
   * Moves on to just past `to` (never back). Just past: PostgreSQL keeps microseconds that a Date read
   * back from it has lost, so the exact millisecond can still be before the stored time.
   */
  reach(to: Date): void {
    this.time = Math.max(this.time, to.getTime() + 1)
  }
}

export interface SettledJob {
  status: string
  attempts: number
  lastError: string | null
  /** The clock's time at each attempt, in milliseconds. */
  attemptTimes: number[]
}

/**
 * Runs one job through its whole schedule without waiting: the worker takes the job whenever it is
 * due, and between attempts the clock jumps to the job's next run time. Stops when the job completes
 * or fails for good. `beforeAttempt` may check the job's state before each try.
 */
export async function runThroughSchedule(
  worker: JobWorker,
  clock: TestClock,
  db: Database,
  jobId: string,
  beforeAttempt: (attempt: number) => Promise<void> = async () => {},
): Promise<SettledJob> {
  const attemptTimes: number[] = []
  for (let step = 0; step < 10_000; step++) {
    const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId))
    if (!job) throw new Error(`job ${jobId} is gone`)
    if (job.status === 'completed' || job.status === 'failed')
      return { status: job.status, attempts: job.attempts, lastError: job.lastError, attemptTimes }
    clock.reach(job.runAt)
    await beforeAttempt(job.attempts + 1)
    attemptTimes.push(clock.now().getTime())
    if (!(await worker.runNext())) throw new Error(`job ${jobId} was due but not run`)
  }
  throw new Error(`job ${jobId} did not settle`)
}
