import type { FastifyInstance } from 'fastify'
import type { DatabaseHandle } from './db/client.ts'
import type { FeatureParts } from './feature.ts'
import type { JobQueue } from './jobs/queue.ts'
import { JobWorker } from './jobs/worker.ts'
import type { Notices } from './plugins/realtime/notices.ts'

interface Lifecycle {
  database: DatabaseHandle
  features: FeatureParts[]
  queues: JobQueue[]
  notices: Notices
  /** Whether this process runs the background jobs (PROCESS_ROLE, or the caller's choice). */
  runJobs: boolean
  concurrency: number
  /** Lets a waiting job give way to requests in flight (the embedded database's one thread). */
  giveWay: (() => Promise<void>) | undefined
  onRunning: (queue: string, change: 1 | -1) => void
  /** Started once the features are ready (the change listener, the session cache), stopped first. */
  services: { start(): Promise<void>; stop(): Promise<void> }[]
  /** Closed last (the SMTP transport). */
  close: () => void
}

/**
 * The server's start and stop around its features: each feature's ready steps, the listeners, the job
 * worker over every feature's queues and handlers (in a process that runs jobs), then the reverse.
 */
export function attachLifecycle(app: FastifyInstance, options: Lifecycle): void {
  const { features } = options
  const worker = new JobWorker({
    database: options.database,
    logger: app.log,
    queues: options.queues,
    handlers: Object.assign({}, ...features.map((feature) => feature.handlers)),
    onGiveUp: async (executor, job, queue) => {
      for (const feature of features) await feature.onJobGivenUp?.(executor, job, queue)
    },
    notices: options.notices,
    giveWay: options.giveWay,
    concurrency: options.concurrency,
    onRunning: options.onRunning,
  })
  app.addHook('onReady', async () => {
    for (const feature of features) await feature.onReady?.()
    for (const service of options.services) await service.start()
    if (options.runJobs) {
      for (const feature of features) await feature.onJobsReady?.()
      await worker.start()
    }
  })
  app.addHook('preClose', async () => {
    for (const service of options.services) await service.stop()
  })
  app.addHook('onClose', async () => {
    await worker.stop()
    options.close()
  })
}
