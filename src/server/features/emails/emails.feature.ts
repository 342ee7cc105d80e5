import type { FastifyInstance } from 'fastify'
import { EMAIL_JOBS, EMAIL_QUEUE } from '../../email/email.service.ts'
import { ADMIN_PREFIX, type FeatureParts, type ServerDeps } from '../../feature.ts'
import { emailAdminRoutes } from './emails.admin-routes.ts'
import { senderAddresses } from './senders.ts'

/** The e-mail log and /email-test diagnostics; the worker delivers the outbox through this feature's queue. */
export async function register(
  app: FastifyInstance,
  deps: Pick<ServerDeps, 'db' | 'email' | 'config' | 'notices'>,
): Promise<FeatureParts> {
  const { db, email, config, notices } = deps
  const senders = senderAddresses(config.MAIL_FROM, config.SMTP_URL)
  await app.register(emailAdminRoutes({ db, email, senders, notices }), { prefix: ADMIN_PREFIX })
  return { queues: [EMAIL_JOBS], handlers: { [EMAIL_QUEUE]: (job) => email.deliver(job) } }
}
