import path from 'node:path'
import { fileURLToPath } from 'node:url'
import cookie from '@fastify/cookie'
import helmet from '@fastify/helmet'
import multipart from '@fastify/multipart'
import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { BRAND } from '../shared/brand.ts'
import type { Config } from './config.ts'
import type { DatabaseHandle } from './db/client.ts'
import { EMAIL_QUEUE, EmailService } from './email/email.service.ts'
import { passwordResetEmail } from './email/templates/password-reset.ts'
import { createEmailTransport } from './email/transport.ts'
import { accountRoutes } from './features/account/account.routes.ts'
import { createAuth } from './features/auth/auth.ts'
import { authRouteHooks } from './features/auth/auth-route-hooks.ts'
import { loadAuthSecret } from './features/auth/auth-secret.ts'
import { sessionRoutes } from './features/auth/session.routes.ts'
import { checkoutRoutes } from './features/checkout/checkout.routes.ts'
import { choosePaymentProvider } from './features/checkout/choose-provider.ts'
import { cancelReplacedStripeSubscription, STRIPE_CANCEL_QUEUE } from './features/checkout/stripe-cancel.ts'
import { stripeWebhookRoutes } from './features/checkout/stripe-webhook.routes.ts'
import { emailAdminRoutes } from './features/email/email.admin-routes.ts'
import { senderAddresses } from './features/email/senders.ts'
import { healthRoutes } from './features/health/health.routes.ts'
import { profileRoutes } from './features/profile/profile.routes.ts'
import { EventBus } from './features/realtime/event-bus.ts'
import { realtimeRoutes } from './features/realtime/realtime.routes.ts'
import { JobWorker } from './jobs/worker.ts'
import { registerAuth, requireAdmin } from './plugins/auth.ts'
import { clientPages } from './plugins/client-pages.ts'
import { registerErrorHandler } from './plugins/error-handler.ts'
import { registerSameOriginCheck } from './plugins/same-origin.ts'

export const defaultClientDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../dist/client',
)

export interface AppOptions {
  config: Config
  database: DatabaseHandle
  logger?: FastifyServerOptions['logger']
  /** Run the background job worker in this process (default true). */
  runJobs?: boolean
  /** Serve the built client; off for API-only tests. */
  clientDir?: string | false
}

/** The table of contents of the server: every plugin and feature route, in order. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options
  const { db } = database
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    forceCloseConnections: 'idle',
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandler(app)
  registerSameOriginCheck(app, config.APP_URL)

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'img-src': ["'self'", 'data:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'upgrade-insecure-requests': config.APP_URL.startsWith('https:') ? [] : null,
      },
    },
  })
  await app.register(cookie)
  await app.register(rateLimit, { global: false })
  // Uploads (training documents): one file of at most 10 MB per request; routes check the type.
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10 } })
  await app.register(swagger, {
    openapi: { info: { title: `${BRAND.name} API`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })

  const bus = new EventBus(database, app.log)
  const transport = createEmailTransport(config.SMTP_URL)
  const emailsChanged = () => void bus.publish({ topic: 'emails', audience: { admins: true } })
  const email = new EmailService({
    db,
    transport,
    defaultFrom: config.MAIL_FROM,
    logger: app.log,
    onChange: emailsChanged,
  })
  const auth = createAuth(config, db, await loadAuthSecret(db), {
    async sendResetPassword({ user, url }) {
      await email.queue(db, {
        to: user.email,
        template: 'password-reset',
        content: passwordResetEmail({ name: user.name, resetUrl: url }),
      })
      emailsChanged()
    },
  })
  registerAuth(app, auth, config.APP_URL, authRouteHooks(db))

  await app.register(healthRoutes(database))
  await app.register(sessionRoutes(db))
  await app.register(profileRoutes(db))
  await app.register(realtimeRoutes(bus))
  await app.register(accountRoutes(db))
  const payments = choosePaymentProvider(config)
  const provisioning = {
    db,
    email,
    appUrl: config.APP_URL,
    onOrderCreated: () => void bus.publish({ topic: 'orders', audience: { admins: true } }),
  }
  await app.register(checkoutRoutes({ ...provisioning, provider: payments.provider }))
  await app.register(
    stripeWebhookRoutes({
      ...provisioning,
      stripe: payments.stripe,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    }),
  )
  await app.register(
    async (admin) => {
      // Every route in this context is for administrators only, whatever the client shows.
      admin.addHook('onRequest', async (request) => {
        await requireAdmin(request)
      })
      await admin.register(
        emailAdminRoutes({
          db,
          email,
          senders: senderAddresses(config.MAIL_FROM, config.SMTP_URL),
          onChange: emailsChanged,
        }),
      )
    },
    { prefix: '/api/admin' },
  )
  if (options.clientDir !== false)
    await app.register(
      clientPages(options.clientDir ?? defaultClientDir, {
        supportEmail: config.SUPPORT_EMAIL,
        appUrl: config.APP_URL,
      }),
    )

  const worker = new JobWorker({
    database,
    logger: app.log,
    handlers: {
      [EMAIL_QUEUE]: (job) => email.deliver(job),
      ...(payments.stripe
        ? { [STRIPE_CANCEL_QUEUE]: cancelReplacedStripeSubscription(payments.stripe) }
        : {}),
    },
  })
  app.addHook('onReady', async () => {
    await bus.start()
    if (options.runJobs !== false) await worker.start()
  })
  app.addHook('preClose', async () => {
    await bus.stop()
  })
  app.addHook('onClose', async () => {
    await worker.stop()
    transport.close()
  })
  return app
}
