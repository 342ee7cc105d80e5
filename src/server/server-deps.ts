import type { FastifyInstance } from 'fastify'
import { type Config, isLoopbackUrl } from './config.ts'
import type { DatabaseHandle } from './db/client.ts'
import { EmailService } from './email/email.service.ts'
import type { EmailTransport } from './email/transport.ts'
import type { ServerDeps } from './feature.ts'
import { loadAuthSecret } from './plugins/auth/auth-secret.ts'
import type { WindowCounters } from './plugins/rate-limit/fixed-window.ts'
import type { EventBus } from './plugins/realtime/event-bus.ts'

/** What every feature's register(app, deps) is handed (feature.ts says what each part is for). */
export async function serverDeps(
  app: FastifyInstance,
  parts: {
    config: Config
    database: DatabaseHandle
    bus: EventBus
    counters: WindowCounters
    transport: EmailTransport
    now: (() => Date) | undefined
  },
): Promise<ServerDeps> {
  const { config, database, bus } = parts
  const { db } = database
  return {
    config,
    database,
    db,
    logger: app.log,
    email: new EmailService({
      db,
      transport: parts.transport,
      defaultFrom: config.MAIL_FROM,
      logger: app.log,
      logCapturedLinks: isLoopbackUrl(config.APP_URL),
      notices: bus,
    }),
    notices: bus,
    counts: bus.counts,
    counters: parts.counters,
    secret: config.AUTH_SECRET ?? (await loadAuthSecret(db)),
    now: parts.now ?? (() => new Date()),
  }
}
