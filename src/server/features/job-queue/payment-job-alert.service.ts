import { formatDateTime } from '#shared/format/dates.ts'
import { paths } from '#shared/paths.ts'
import type { Executor } from '../../db/client.ts'
import type { EmailService } from '../../email/email.service.ts'
import { paymentJobFailedEmail } from '../../email/templates/payment-job-failed.ts'
import { identifyingFields, type JobQueue } from '../../jobs/queue.ts'
import type { GivenUpJob } from '../../jobs/worker.ts'
import { listAdministratorEmails } from './job-queue.repo.ts'

export interface PaymentJobAlertDeps {
  email: EmailService
  appUrl: string
}

/**
 * The worker's give-up hook: when a payment-related job fails for good, every administrator gets an
 * e-mail, written to the outbox in the transaction that marks the job failed.
 */
export function alertAdministratorsOfPaymentJob(deps: PaymentJobAlertDeps) {
  return async (executor: Executor, job: GivenUpJob, queue: JobQueue): Promise<void> => {
    if (!queue.paymentRelated) return
    const content = paymentJobFailedEmail({
      label: queue.label,
      queue: job.queue,
      attempts: job.attempts,
      fields: identifyingFields(queue, job.payload),
      lastError: job.lastError,
      queuedAt: formatDateTime(job.createdAt),
      adminSettingsUrl: `${deps.appUrl}${paths.adminSettings}`,
    })
    for (const to of await listAdministratorEmails(executor)) {
      await deps.email.queue(executor, { to, template: 'payment-job-failed', content })
    }
  }
}
