import type { FastifyInstance } from 'fastify'
import { AppError } from '#shared/errors.ts'
import { METRICS_PATH } from './plugins/metrics/metrics.ts'

/** What a PROCESS_ROLE=worker process still answers: its health check and its metrics. */
const WORKER_PATHS = new Set(['/api/health', METRICS_PATH])

/**
 * A worker process runs the background jobs only: it still listens (for the health check and
 * /metrics) but answers every other request with 404, so a load balancer sending it pages is caught.
 */
export function answerOnlyHealthAndMetrics(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? ''
    if (!WORKER_PATHS.has(path)) {
      throw new AppError('not_found', 'This is a worker process: it serves no pages or API.')
    }
  })
}
