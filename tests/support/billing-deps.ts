import type Stripe from 'stripe'
import { EmailService } from '../../src/server/email/email.service.ts'
import { createEmailTransport } from '../../src/server/email/transport.ts'
import type { BillingDeps } from '../../src/server/features/billing/billing.service.ts'
import { TEST_APP_URL, type TestApp } from './test-app.ts'

/**
 * Billing's services as app.ts wires them, for tests that call them directly: e-mails captured in the
 * outbox, Stripe's last try at its recommended 8th attempt, and the test's provider and clock.
 */
export function billingDepsFor(
  t: TestApp,
  options: { provider: 'test' | 'stripe'; stripe?: Stripe; now: () => Date; supportEmail?: string },
): BillingDeps {
  return {
    db: t.database.db,
    email: new EmailService({
      db: t.database.db,
      transport: createEmailTransport({ smtpUrl: undefined, capture: true }),
      defaultFrom: 'billing@example.com',
      logger: t.app.log,
      logCapturedLinks: false,
      notices: { tell: () => {} },
    }),
    appUrl: TEST_APP_URL,
    supportEmail: options.supportEmail ?? 'support@example.com',
    provider: options.provider,
    stripe: options.stripe,
    stripeAttempts: 8,
    now: options.now,
    logger: t.app.log,
  }
}
