import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { paths } from '#shared/paths.ts'
import type { Config } from './config.ts'
import type { DatabaseHandle } from './db/client.ts'
import { createEmailTransport } from './email/transport.ts'
import type { FeatureParts } from './feature.ts'
import * as account from './features/account/account.feature.ts'
import * as audit from './features/audit/audit.feature.ts'
import * as auth from './features/auth/auth.feature.ts'
import * as billing from './features/billing/billing.feature.ts'
import * as booking from './features/booking/booking.feature.ts'
import * as brief from './features/brief/brief.feature.ts'
import * as chatbot from './features/chatbot/chatbot.feature.ts'
import * as checkout from './features/checkout/checkout.feature.ts'
import type { StripeClientOptions } from './features/checkout/stripe-provider.ts'
import * as content from './features/content/content.feature.ts'
import * as customerLinks from './features/customer-links/customer-links.feature.ts'
import * as customers from './features/customers/customers.feature.ts'
import * as emails from './features/emails/emails.feature.ts'
import * as health from './features/health/health.feature.ts'
import * as jobQueue from './features/job-queue/job-queue.feature.ts'
import * as messaging from './features/messaging/messaging.feature.ts'
import * as portfolio from './features/portfolio/portfolio.feature.ts'
import * as profiles from './features/profiles/profiles.feature.ts'
import * as publishing from './features/publishing/publishing.feature.ts'
import * as support from './features/support/support.feature.ts'
import * as whatsapp from './features/whatsapp/whatsapp.feature.ts'
import { attachLifecycle } from './lifecycle.ts'
import { registerApiDocs } from './plugins/api-docs.ts'
import { registerAuditLog } from './plugins/audit/audit-log.ts'
import { guardAdminArea } from './plugins/auth/admin-area.ts'
import { AUTH_PREFIX, servedAuthDescription } from './plugins/auth/mount-auth.ts'
import { clientPages } from './plugins/client-pages.ts'
import type { LogDestination } from './plugins/logging/logger-options.ts'
import { EventBus } from './plugins/realtime/event-bus.ts'
import { realtimeRoutes } from './plugins/realtime/realtime.routes.ts'
import { createServer, registerPlugins } from './plugins/server-setup.ts'
import { serverDeps } from './server-deps.ts'

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
  /** Where the Stripe client sends its requests (tests: the local Stripe stand-in); Stripe's API otherwise. */
  stripeClient?: StripeClientOptions
}

/** The table of contents of the server: the plugins, then every feature's register(app, deps), in order. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options
  const app = createServer(config, options.logger)
  const bus = new EventBus(database, app.log)
  const { counters, requests, runningJobs } = await registerPlugins(app, {
    config,
    database,
    openStreams: () => bus.openStreams,
  })
  const transport = createEmailTransport({ smtpUrl: config.SMTP_URL, capture: config.EMAIL_CAPTURE })
  const deps = await serverDeps(app, { config, database, bus, counters, transport, now: options.now })
  // The account feature writes users through the auth library, and the library calls back into it.
  const { accounts, identities } = account.createAccounts(deps, () => library.auth)
  const library = auth.createAuthLibrary(deps, accounts)
  // Before any route, so the description sees them all; the library describes its own routes.
  const authDocument = servedAuthDescription(await library.auth.api.generateOpenAPISchema())
  await registerApiDocs(app, [{ prefix: AUTH_PREFIX, name: 'auth', document: authDocument }])
  guardAdminArea(app)
  registerAuditLog(app, database.db)
  await app.register(realtimeRoutes(bus))

  const messages = await messaging.register(app, deps)
  // Checkout starts subscriptions that billing keeps; billing needs checkout's payment provider.
  const orders = await checkout.register(app, {
    ...deps,
    accounts,
    stripeClient: options.stripeClient,
    billing: {
      subscriptionStarted: (tx, started) => subscriptions.subscriptionStarted(tx, started),
      stripeEvent: (event) => subscriptions.stripeEvent(event),
    },
  })
  const subscriptions = await billing.register(app, { ...deps, payments: orders.payments })
  const tickets = await support.register(app, { ...deps, billing: subscriptions })
  // Posts sent for review go out on WhatsApp too; WhatsApp's answers come back through the posts.
  const posts = await content.register(app, {
    ...deps,
    reviewNotifier: { postsSentForReview: (executor, sent) => onWhatsapp.postsSentForReview(executor, sent) },
  })
  const onWhatsapp = await whatsapp.register(app, { ...deps, answers: posts.answers })
  const connections = await profiles.register(app, deps)
  const designs = await portfolio.register(app, { ...deps, images: posts.images })
  const features: FeatureParts[] = [
    await health.register(app, deps),
    await auth.register(app, { ...deps, ...library, sleep: options.sleep }),
    await emails.register(app, deps),
    messages,
    tickets,
    subscriptions,
    await customerLinks.register(app, deps),
    orders,
    await account.register(app, {
      ...deps,
      accounts,
      identities,
      orders: orders.orders,
      stripeCancelJobs: orders.stripeCancelJobs,
      recountMessageTotal: messages.recountMessageTotal,
    }),
    await booking.register(app, { ...deps, customers: accounts }),
    posts,
    onWhatsapp,
    await brief.register(app, { ...deps, images: posts.images }),
    designs,
    connections,
    // A customer past due beyond the team's grace period has their posts held until they pay.
    await publishing.register(app, {
      ...deps,
      ...connections,
      recordPublished: posts.recordPublished,
      pausedCustomers: subscriptions.publishingPaused,
    }),
    await chatbot.register(app, deps),
    await audit.register(app, deps),
    await customers.register(app, {
      ...deps,
      badges: { teamUnread: messages.teamUnread, openTickets: tickets.openTickets },
    }),
  ]
  const queues = features.flatMap((feature) => feature.queues ?? [])
  features.push(await jobQueue.register(app, { ...deps, queues }))
  if (options.clientDir !== false && config.PROCESS_ROLE !== 'worker')
    await app.register(
      clientPages(
        options.clientDir ?? defaultClientDir,
        { supportEmail: config.SUPPORT_EMAIL, appUrl: config.APP_URL },
        { [paths.ourWork]: designs.ourWorkPage },
      ),
    )

  attachLifecycle(app, {
    database,
    features,
    queues,
    notices: bus,
    runJobs: options.runJobs ?? config.PROCESS_ROLE !== 'web',
    concurrency: config.JOB_CONCURRENCY,
    giveWay: requests && (() => requests.quiet()),
    onRunning: (queue, change) => runningJobs.change(queue, change),
    services: [bus, library.sessions],
    close: () => transport.close(),
  })
  return app
}
