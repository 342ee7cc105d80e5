import cookie from '@fastify/cookie'
import multipart from '@fastify/multipart'
import Fastify, { type FastifyInstance, LogController } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from '../config.ts'
import type { DatabaseHandle } from '../db/client.ts'
import { answerOnlyHealthAndMetrics } from '../process-role.ts'
import { registerErrorHandler, routerErrorHandler } from './error-handler.ts'
import { type LogDestination, loggerOptions } from './logging/logger-options.ts'
import { registerMetrics } from './metrics/metrics.ts'
import { embeddedCountersOf } from './rate-limit/embedded-counters.ts'
import { FixedWindowCounters, type WindowCounters } from './rate-limit/fixed-window.ts'
import { registerRateLimits } from './rate-limit/rate-limits.ts'
import { requestIdGenerator, returnRequestId } from './requests/request-id.ts'
import { nameRequestSpans } from './requests/request-spans.ts'
import { countRequestsInFlight, RequestsInFlight } from './requests/requests-in-flight.ts'
import { registerSameOriginCheck } from './same-origin.ts'
import { addSecurityHeaders } from './security-headers.ts'

/** The Fastify instance: logging, request ids, body limit, zod validation and the error shape. */
export function createServer(config: Config, logger: false | LogDestination | undefined): FastifyInstance {
  const app = Fastify({
    logger:
      logger === false
        ? false
        : loggerOptions(config.LOG_LEVEL, {
            pretty: !logger && process.stdout.isTTY === true,
            destination: logger,
          }),
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    genReqId: requestIdGenerator(config.TRUST_PROXY),
    forceCloseConnections: 'idle',
    frameworkErrors: routerErrorHandler,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  returnRequestId(app)
  registerErrorHandler(app)
  return app
}

/**
 * The plugins every request passes before any feature: metrics, the worker role's narrow surface, the
 * count of requests in flight, the same-origin check, security headers, cookies, rate limits, uploads.
 */
export async function registerPlugins(
  app: FastifyInstance,
  options: { config: Config; database: DatabaseHandle; openStreams: () => number },
) {
  const { config, database } = options
  const runningJobs = registerMetrics(app, {
    token: config.METRICS_TOKEN,
    database,
    openStreams: options.openStreams,
  })
  if (config.OTEL_EXPORTER_OTLP_ENDPOINT) nameRequestSpans(app)
  if (config.PROCESS_ROLE === 'worker') answerOnlyHealthAndMetrics(app)
  // On the embedded database the job worker shares the server's one thread with the requests.
  const requests = database.kind === 'pglite' ? new RequestsInFlight() : undefined
  if (requests) countRequestsInFlight(app, requests)
  registerSameOriginCheck(app, config.APP_URL)

  addSecurityHeaders(app, config.APP_URL)
  await app.register(cookie)
  const counters = rateLimitCounters(app, database)
  await registerRateLimits(app, counters)
  // Uploads (training documents): one file of at most 10 MB per request; routes check the type.
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10 } })
  return { runningJobs, requests, counters }
}

/**
 * PostgreSQL counts in the database, shared by every process (decision 0009); the embedded database has
 * one process by construction, which counts in memory and saves the counts as it goes and as it stops.
 */
function rateLimitCounters(app: FastifyInstance, database: DatabaseHandle): WindowCounters {
  if (database.kind !== 'pglite') return new FixedWindowCounters(database.db)
  const counters = embeddedCountersOf(database.db, (error) =>
    app.log.warn({ err: error }, 'rate-limit counts could not be saved'),
  )
  app.addHook('onClose', () => counters.flush())
  return counters
}
