import { createHash } from 'node:crypto'
import path from 'node:path'
import { setTimeout } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import cookie from '@fastify/cookie'
import helmet from '@fastify/helmet'
import multipart from '@fastify/multipart'
import Fastify, { type FastifyInstance, LogController } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { PAGE_BOOT_SCRIPT } from '#shared/page-boot.ts'
import { type Config, isLoopbackUrl } from './config.ts'
import type { DatabaseHandle } from './db/client.ts'
import { EMAIL_JOBS, EMAIL_QUEUE, EmailService } from './email/email.service.ts'
import { createEmailTransport } from './email/transport.ts'
import { accountRoutes } from './features/account/account.routes.ts'
import { ACCOUNT_INVITE_QUEUE, createAccountService } from './features/account/account.service.ts'
import { AuthAccounts } from './features/account/auth-accounts.ts'
import { ensureAdministrator } from './features/account/ensure-admin.ts'
import { personalDataRoutes } from './features/account/personal-data.routes.ts'
import { profileRoutes } from './features/account/profile.routes.ts'
import { sessionRoutes } from './features/account/session.routes.ts'
import { adminCustomersRoutes } from './features/admin-customers/admin-customers.routes.ts'
import { adminJobsRoutes } from './features/admin-jobs/admin-jobs.routes.ts'
import { alertAdministratorsOfPaymentJob } from './features/admin-jobs/payment-job-alert.service.ts'
import { AuthLimits } from './features/auth/auth-limits.ts'
import { authRouteHooks } from './features/auth/auth-route-hooks.ts'
import { passwordResetRoutes } from './features/auth/password-reset.routes.ts'
import { PASSWORD_RESET_QUEUE, passwordResetJob } from './features/auth/password-reset.service.ts'
import { registerBilling } from './features/billing/index.ts'
import { bookingAdminRoutes } from './features/booking/booking.admin-routes.ts'
import { bookingRoutes } from './features/booking/booking.routes.ts'
import { BookingLinks } from './features/booking/booking-links.ts'
import {
  BOOKING_REMINDER_JOBS,
  BOOKING_REMINDER_QUEUE,
  sendBookingReminder,
} from './features/booking/booking-reminder.ts'
import { chatbotRoutes } from './features/chatbot/chatbot.routes.ts'
import type { ChatbotDeps } from './features/chatbot/chatbot.service.ts'
import { chatbotAdminRoutes } from './features/chatbot/chatbot-admin.routes.ts'
import { EXTRACTION_LIMITS } from './features/chatbot/extraction/limits.ts'
import { reloadSiteContent } from './features/chatbot/knowledge.service.ts'
import { knowledgeAdminRoutes } from './features/chatbot/knowledge-admin.routes.ts'
import { DEFAULT_FETCH_POLICY } from './features/chatbot/safe-fetch.ts'
import { processDocumentJob, TRAINING_QUEUE, trainingJobs } from './features/chatbot/training.service.ts'
import { checkoutRoutes } from './features/checkout/checkout.routes.ts'
import { choosePaymentProvider } from './features/checkout/choose-provider.ts'
import { customerOrders } from './features/checkout/customer-orders.ts'
import { ordersRoutes } from './features/checkout/orders.routes.ts'
import {
  cancelReplacedStripeSubscription,
  STRIPE_CANCEL_JOBS,
  STRIPE_CANCEL_QUEUE,
} from './features/checkout/stripe-cancel.ts'
import { stripeWebhookRoutes } from './features/checkout/stripe-webhook.routes.ts'
import { contentRoutes } from './features/content/content.routes.ts'
import type { ContentDeps } from './features/content/content.service.ts'
import { contentAdminRoutes } from './features/content/content-admin.routes.ts'
import { PostgresImageStore } from './features/content/image-store.ts'
import {
  ensureNoAnswerJob,
  NO_ANSWER_JOBS,
  NO_ANSWER_QUEUE,
  runNoAnswerJob,
} from './features/content/no-answer.job.ts'
import { reviewRoutes } from './features/content/review.routes.ts'
import { customerLinksAdminRoutes } from './features/customer-links/links.admin-routes.ts'
import { customerLinksRoutes } from './features/customer-links/links.routes.ts'
import { emailAdminRoutes } from './features/email-test/email.admin-routes.ts'
import { senderAddresses } from './features/email-test/senders.ts'
import { healthRoutes } from './features/health/health.routes.ts'
import { messagingAdminRoutes } from './features/messaging/messaging.admin-routes.ts'
import { recountMessageTotal } from './features/messaging/messaging.repo.ts'
import { messagingRoutes } from './features/messaging/messaging.routes.ts'
import { teamUnreadCount } from './features/messaging/messaging-admin.service.ts'
import { supportAdminRoutes } from './features/support/support.admin-routes.ts'
import { supportRoutes } from './features/support/support.routes.ts'
import { openTicketCount } from './features/support/support-admin.service.ts'
import { JobWorker } from './jobs/worker.ts'
import { registerApiDocs } from './plugins/api-docs.ts'
import { loadAuthSecret } from './plugins/auth/auth-secret.ts'
import { type Auth, createAuth } from './plugins/auth/create-auth.ts'
import { type AuthSession, requireAdmin } from './plugins/auth/guards.ts'
import { AUTH_PREFIX, registerAuth, servedAuthDescription } from './plugins/auth/mount-auth.ts'
import { SessionCache } from './plugins/auth/session-cache.ts'
import { clientPages } from './plugins/client-pages.ts'
import { registerErrorHandler, routerErrorHandler } from './plugins/error-handler.ts'
import { type LogDestination, loggerOptions } from './plugins/logging/logger-options.ts'
import { registerMetrics } from './plugins/metrics/metrics.ts'
import { FixedWindowCounters } from './plugins/rate-limit/fixed-window.ts'
import { registerRateLimits } from './plugins/rate-limit/rate-limits.ts'
import { type ChangeNotice, EventBus } from './plugins/realtime/event-bus.ts'
import { realtimeRoutes } from './plugins/realtime/realtime.routes.ts'
import { throttle } from './plugins/realtime/throttle.ts'
import { requestIdGenerator, returnRequestId } from './plugins/requests/request-id.ts'
import { countRequestsInFlight, RequestsInFlight } from './plugins/requests/requests-in-flight.ts'
import { registerSameOriginCheck } from './plugins/same-origin.ts'
import { answerOnlyHealthAndMetrics } from './process-role.ts'

export const defaultClientDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../dist/client',
)

export interface AppOptions {
  config: Config
  database: DatabaseHandle
  /** false: no log; a destination: JSON lines written there; default: stdout (readable on a terminal). */
  logger?: false | LogDestination
  /** Run the background job worker in this process (default: unless PROCESS_ROLE is web). */
  runJobs?: boolean
  /** Serve the built client; off for API-only tests. */
  clientDir?: string | false
  /** How sign-in and reset requests are held when an account is under attack (tests record instead). */
  sleep?: (ms: number) => Promise<void>
  /** The clock of demo-call booking windows and of the content calendar's cut-offs and links. */
  now?: () => Date
}

/** The e-mail log refreshes at most this often while the worker delivers. */
const EMAIL_NOTICES_EVERY_MS = 1000

/** The table of contents of the server: every plugin and feature route, in order. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options
  const { db } = database
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : loggerOptions(config.LOG_LEVEL, {
            pretty: !options.logger && process.stdout.isTTY === true,
            destination: options.logger,
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
  const runningJobs = registerMetrics(app, {
    token: config.METRICS_TOKEN,
    database,
    openStreams: () => bus.openStreams,
  })
  if (config.PROCESS_ROLE === 'worker') answerOnlyHealthAndMetrics(app)
  // On the embedded database the job worker shares the server's one thread with the requests.
  const requests = database.kind === 'pglite' ? new RequestsInFlight() : undefined
  if (requests) countRequestsInFlight(app, requests)
  registerSameOriginCheck(app, config.APP_URL)

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'img-src': ["'self'", 'data:'],
        // The prerendered pages' boot script (src/shared/page-boot.ts), allowed by its hash.
        'script-src': [
          "'self'",
          `'sha256-${createHash('sha256').update(PAGE_BOOT_SCRIPT).digest('base64')}'`,
        ],
        'style-src': ["'self'", "'unsafe-inline'"],
        'upgrade-insecure-requests': config.APP_URL.startsWith('https:') ? [] : null,
      },
    },
  })
  await app.register(cookie)
  const counters = new FixedWindowCounters(db)
  await registerRateLimits(app, counters)
  // Uploads (training documents): one file of at most 10 MB per request; routes check the type.
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10 } })
  const bus = new EventBus(database, app.log)
  const transport = createEmailTransport({ smtpUrl: config.SMTP_URL, capture: config.EMAIL_CAPTURE })
  const emailsChanged = () => void bus.publish({ topic: 'emails', audience: { admins: true } })
  const jobsChanged = () => void bus.publish({ topic: 'jobs', audience: { admins: true } })
  const knowledgeChanged = () => void bus.publish({ topic: 'knowledge', audience: { admins: true } })
  /** Every declared queue: the worker retries by their policies, Admin Settings shows their labels. */
  const jobQueues = [
    EMAIL_JOBS,
    STRIPE_CANCEL_JOBS,
    BOOKING_REMINDER_JOBS,
    NO_ANSWER_JOBS,
    trainingJobs({ onChange: knowledgeChanged }),
  ]
  const email = new EmailService({
    db,
    transport,
    defaultFrom: config.MAIL_FROM,
    logger: app.log,
    logCapturedLinks: isLoopbackUrl(config.APP_URL),
    // After each delivery; a broadcast's thousand deliveries would tell every open tab a thousand times.
    onChange: throttle(emailsChanged, EMAIL_NOTICES_EVERY_MS),
  })
  // The account feature writes users through the library's API, and the library calls back into it.
  const identities = new AuthAccounts(() => auth)
  const accounts = createAccountService({ db, identities, appUrl: config.APP_URL })
  const secret = config.AUTH_SECRET ?? (await loadAuthSecret(db))
  const sessions = new SessionCache<AuthSession>(database)
  const auth: Auth = createAuth(config, db, secret, app.log, {
    ...accounts.authHooks,
    onSessionsChanged: () => sessions.changed(),
    async sendResetPassword({ user, url }) {
      await email.queue(db, { to: user.email, ...accounts.setPasswordEmail(user, url) })
      emailsChanged()
    },
    async sendVerificationEmail({ user, url }) {
      await email.queue(db, { to: user.email, ...accounts.confirmEmail(user, url) })
      emailsChanged()
    },
  })
  // Before any route, so the description sees them all; the library describes its own routes.
  await registerApiDocs(app, [
    {
      prefix: AUTH_PREFIX,
      name: 'auth',
      document: servedAuthDescription(await auth.api.generateOpenAPISchema()),
    },
  ])
  const authLimits = new AuthLimits(counters, options.sleep ?? ((ms) => setTimeout(ms)))
  // Before the library's wildcard mount: this route answers reset requests itself (see the route).
  await app.register(passwordResetRoutes({ db, limits: authLimits }))
  registerAuth(app, auth, sessions, config.APP_URL, authRouteHooks(authLimits))
  app.decorate('ensureAdministrator', (credentials: { email?: string; password?: string }) =>
    ensureAdministrator({ db, identities }, credentials),
  )

  await app.register(healthRoutes(database))
  await app.register(sessionRoutes(db))
  await app.register(profileRoutes(db))
  await app.register(realtimeRoutes(bus))
  await app.register(accountRoutes(db))
  const publish = (notice: ChangeNotice) => void bus.publish(notice)
  const messaging = { db, email, appUrl: config.APP_URL, publish, counts: bus.counts }
  await app.register(messagingRoutes(messaging))
  const payments = choosePaymentProvider(config)
  const billing = await registerBilling(app, {
    db,
    email,
    appUrl: config.APP_URL,
    supportEmail: config.SUPPORT_EMAIL,
    provider: payments.provider.name,
    stripe: payments.stripe,
    now: options.now ?? (() => new Date()),
    logger: app.log,
    seller: {
      name: config.COMPANY_NAME,
      address: config.COMPANY_ADDRESS,
      vatNumber: config.COMPANY_VAT_NUMBER,
    },
  })
  jobQueues.push(...billing.queues)
  const support = { ...messaging, supportEmail: config.SUPPORT_EMAIL, billing }
  await app.register(supportRoutes(support))
  await app.register(customerLinksRoutes(db))
  await app.register(ordersRoutes(db))
  await app.register(
    personalDataRoutes({
      db,
      identities,
      orders: customerOrders(db),
      stripeCancelJobs: STRIPE_CANCEL_JOBS,
      // The erased customer leaves the administrators' conversations and e-mail log (the database
      // announces the customers, messages and tickets it deleted).
      onErased: async () => {
        await recountMessageTotal(db)
        for (const topic of ['conversations', 'emails'] as const)
          publish({ topic, audience: { admins: true } })
      },
    }),
  )
  const chatbotChanged = () => void bus.publish({ topic: 'conversations', audience: { admins: true } })
  const chatbot: ChatbotDeps = {
    db,
    email,
    appUrl: config.APP_URL,
    supportEmail: config.SUPPORT_EMAIL,
    counters,
    llm:
      config.LLM_BASE_URL && config.LLM_MODEL
        ? {
            baseUrl: config.LLM_BASE_URL,
            apiKey: config.LLM_API_KEY,
            model: config.LLM_MODEL,
            timeoutMs: config.LLM_TIMEOUT_MS,
          }
        : undefined,
    logger: app.log,
    onChange: chatbotChanged,
  }
  await app.register(chatbotRoutes(chatbot))
  const training = {
    db,
    logger: app.log,
    supportEmail: config.SUPPORT_EMAIL,
    fetchPolicy: { ...DEFAULT_FETCH_POLICY, allowPrivate: config.CHATBOT_ALLOW_PRIVATE_URLS },
    extractionLimits: EXTRACTION_LIMITS,
    onChange: knowledgeChanged,
  }
  const booking = {
    db,
    email,
    appUrl: config.APP_URL,
    supportEmail: config.SUPPORT_EMAIL,
    links: new BookingLinks(secret, config.APP_URL),
    now: options.now ?? (() => new Date()),
    publish,
  }
  await app.register(bookingRoutes(booking))
  const content: ContentDeps = {
    db,
    email,
    appUrl: config.APP_URL,
    supportEmail: config.SUPPORT_EMAIL,
    images: new PostgresImageStore(db),
    now: options.now ?? (() => new Date()),
    publish,
  }
  await app.register(contentRoutes(content))
  await app.register(reviewRoutes(content))
  const provisioning = {
    db,
    email,
    accounts,
    appUrl: config.APP_URL,
    billing,
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
          // Retrying an e-mail requeues its failed delivery job, which leaves the failed-jobs list.
          onChange: () => {
            emailsChanged()
            jobsChanged()
          },
        }),
      )
      await admin.register(messagingAdminRoutes(messaging))
      await admin.register(supportAdminRoutes(support))
      await admin.register(customerLinksAdminRoutes(db))
      const badges = {
        teamUnread: () => teamUnreadCount(messaging),
        openTickets: () => openTicketCount(support),
      }
      await admin.register(adminCustomersRoutes({ db, counts: bus.counts, badges }))
      await admin.register(adminJobsRoutes({ db, queues: jobQueues, onChange: jobsChanged }))
      await admin.register(chatbotAdminRoutes({ db, onChange: chatbotChanged }))
      await admin.register(knowledgeAdminRoutes(training))
      await admin.register(bookingAdminRoutes(booking))
      await admin.register(contentAdminRoutes(content))
    },
    { prefix: '/api/admin' },
  )
  if (options.clientDir !== false && config.PROCESS_ROLE !== 'worker')
    await app.register(
      clientPages(options.clientDir ?? defaultClientDir, {
        supportEmail: config.SUPPORT_EMAIL,
        appUrl: config.APP_URL,
      }),
    )

  const worker = new JobWorker({
    database,
    logger: app.log,
    queues: jobQueues,
    onGiveUp: alertAdministratorsOfPaymentJob({ email, appUrl: config.APP_URL }),
    onFailed: jobsChanged,
    giveWay: requests && (() => requests.quiet()),
    concurrency: config.JOB_CONCURRENCY,
    onRunning: (queue, change) => runningJobs.change(queue, change),
    handlers: {
      [EMAIL_QUEUE]: (job) => email.deliver(job),
      [ACCOUNT_INVITE_QUEUE]: (job) => accounts.sendInvite(job),
      [PASSWORD_RESET_QUEUE]: passwordResetJob(auth),
      [TRAINING_QUEUE]: processDocumentJob(training),
      [BOOKING_REMINDER_QUEUE]: sendBookingReminder(booking),
      [NO_ANSWER_QUEUE]: runNoAnswerJob(content),
      ...billing.handlers,
      ...(payments.stripe
        ? { [STRIPE_CANCEL_QUEUE]: cancelReplacedStripeSubscription(payments.stripe) }
        : {}),
    },
  })
  app.addHook('onReady', async () => {
    // The chatbot answers from the catalogue this build ships with, from the first request on.
    await reloadSiteContent(db, config.SUPPORT_EMAIL)
    await bus.start()
    await sessions.start()
    if (options.runJobs ?? config.PROCESS_ROLE !== 'web') {
      await ensureNoAnswerJob(db)
      await billing.start()
      await worker.start()
    }
  })
  app.addHook('preClose', async () => {
    await bus.stop()
    await sessions.stop()
  })
  app.addHook('onClose', async () => {
    await worker.stop()
    transport.close()
  })
  return app
}
