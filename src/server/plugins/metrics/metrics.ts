import { createHash, timingSafeEqual } from 'node:crypto'
import { count, gt, inArray, sql, sum } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { Counter, Gauge, Histogram, Registry } from 'prom-client'
import { AppError } from '#shared/errors.ts'
import type { DatabaseHandle } from '../../db/client.ts'
import { billingPayments } from '../../db/schema/billing.ts'
import { emailOutbox, jobs } from '../../db/schema/infrastructure.ts'
import { publications } from '../../db/schema/publishing.ts'

export const METRICS_PATH = '/metrics'

export interface MetricsOptions {
  /** Bearer token; undefined: /metrics answers 404 and nothing is measured. */
  token: string | undefined
  database: DatabaseHandle
  /** Event streams open in this process. */
  openStreams: () => number
}

/** Jobs started in this process and not yet finished, by queue (the worker tells). */
export class RunningJobs {
  private readonly byQueue = new Map<string, number>()

  change(queue: string, by: 1 | -1): void {
    this.byQueue.set(queue, (this.byQueue.get(queue) ?? 0) + by)
  }

  entries(): Array<[string, number]> {
    return [...this.byQueue]
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest()

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const [scheme, given] = (request.headers.authorization ?? '').split(' ')
  return scheme?.toLowerCase() === 'bearer' && !!given && timingSafeEqual(digest(given), digest(token))
}

/** The route's pattern (/api/orders/:id), never the raw URL: one series per route, not per id. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched'
}

function requestMetrics(app: FastifyInstance, registry: Registry): void {
  const labelNames = ['method', 'route', 'status'] as const
  const total = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames,
    registers: [registry],
  })
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const labels = { method: request.method, route: routeOf(request), status: String(reply.statusCode) }
    total.inc(labels)
    duration.observe(labels, reply.elapsedTime / 1000)
  })
}

/** Rows counted by the database when Prometheus scrapes: the same figures from every process. */
/** Returns what to call before each scrape (the figures read once per scrape are read again). */
function databaseMetrics(registry: Registry, database: DatabaseHandle, running: RunningJobs): () => void {
  new Gauge({
    name: 'postcraft_jobs',
    help: 'Background jobs by queue and state (queued, running, failed), from the jobs table',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset()
      const rows = await database.db
        .select({ queue: jobs.queue, status: jobs.status, count: count() })
        .from(jobs)
        .where(inArray(jobs.status, ['queued', 'running', 'failed']))
        .groupBy(jobs.queue, jobs.status)
      for (const row of rows) this.set({ queue: row.queue, state: row.status }, row.count)
    },
  })
  new Gauge({
    name: 'postcraft_jobs_running_here',
    help: 'Background jobs running in this process, by queue',
    labelNames: ['queue'],
    registers: [registry],
    collect() {
      this.reset()
      for (const [queue, count] of running.entries()) this.set({ queue }, count)
    },
  })
  new Gauge({
    name: 'postcraft_emails',
    help: 'E-mails in the outbox by status (queued, sending, sent, failed, captured)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset()
      const rows = await database.db
        .select({ status: emailOutbox.status, count: count() })
        .from(emailOutbox)
        .groupBy(emailOutbox.status)
      for (const row of rows) this.set({ status: row.status }, row.count)
    },
  })
  const newScrape = outcomeMetrics(registry, database)
  const poolUse = database.poolUse
  if (!poolUse) return newScrape
  new Gauge({
    name: 'postcraft_database_pool_connections',
    help: 'PostgreSQL pool connections of this process: total, idle, waiting requests, and the maximum',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const use = poolUse()
      for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, use[state])
    },
  })
  return newScrape
}

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`

/** What the business runs on: posts published or failed, payments taken or failed (recent windows). */
function outcomeMetrics(registry: Registry, database: DatabaseHandle): () => void {
  new Gauge({
    name: 'postcraft_publications',
    help: 'Posts to the networks created in the last 7 days, by channel and outcome (queued, publishing, published, failed, manual, cancelled)',
    labelNames: ['channel', 'status'],
    registers: [registry],
    async collect() {
      this.reset()
      const rows = await database.db
        .select({ channel: publications.channel, status: publications.status, count: count() })
        .from(publications)
        .where(gt(publications.createdAt, daysAgo(7)))
        .groupBy(publications.channel, publications.status)
      for (const row of rows) this.set({ channel: row.channel, status: row.status }, row.count)
    },
  })
  const queryPayments = () =>
    database.db
      .select({
        kind: billingPayments.kind,
        status: billingPayments.status,
        count: count(),
        pence: sum(billingPayments.amount).mapWith(Number),
        refundedPence: sum(billingPayments.refundedAmount).mapWith(Number),
      })
      .from(billingPayments)
      .where(gt(billingPayments.createdAt, daysAgo(30)))
      .groupBy(billingPayments.kind, billingPayments.status)
  // Both payment gauges read the same rows: one query serves a whole scrape.
  let rows: ReturnType<typeof queryPayments> | undefined
  const payments = () => {
    rows ??= queryPayments()
    return rows
  }
  new Gauge({
    name: 'postcraft_payments',
    help: 'Payments taken or attempted in the last 30 days, by kind (first order, renewal, proration) and status',
    labelNames: ['kind', 'status'],
    registers: [registry],
    async collect() {
      this.reset()
      for (const row of await payments()) this.set({ kind: row.kind, status: row.status }, row.count)
    },
  })
  new Gauge({
    name: 'postcraft_payments_pence',
    help: 'Amounts of the payments of the last 30 days in pence, by status; refunded: what was given back',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset()
      const totals = new Map<string, number>()
      for (const row of await payments()) {
        totals.set(row.status, (totals.get(row.status) ?? 0) + (row.pence ?? 0))
        totals.set('refunded', (totals.get('refunded') ?? 0) + (row.refundedPence ?? 0))
      }
      for (const [status, pence] of totals) this.set({ status }, pence)
    },
  })
  return () => {
    rows = undefined
  }
}

/**
 * GET /metrics in Prometheus's text format, for a Bearer METRICS_TOKEN only (401 without it); without
 * METRICS_TOKEN it answers 404 and nothing is measured. No exception for loopback: behind a proxy on
 * the same machine every request comes from loopback.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): RunningJobs {
  const running = new RunningJobs()
  const { token } = options
  const registry = new Registry()
  let newScrape = () => {}
  if (token) {
    requestMetrics(app, registry)
    newScrape = databaseMetrics(registry, options.database, running)
    new Gauge({
      name: 'postcraft_event_streams_open',
      help: 'Server-sent event streams (/api/events) open in this process',
      registers: [registry],
      collect() {
        this.set(options.openStreams())
      },
    })
  }
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!token) throw new AppError('not_found', `No route for GET ${METRICS_PATH}`)
    if (!bearerMatches(request, token)) {
      reply.header('www-authenticate', 'Bearer')
      throw new AppError('unauthenticated', 'A valid metrics token is required.')
    }
    newScrape()
    return reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics())
  })
  return running
}
