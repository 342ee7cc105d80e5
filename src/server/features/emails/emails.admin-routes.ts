import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  emailIdParamsSchema,
  emailSendersResponseSchema,
  emailStatusResponseSchema,
  emailTestRequestSchema,
  emailTestResponseSchema,
  outboxListResponseSchema,
  retryEmailResponseSchema,
} from '#shared/schemas/email.ts'
import {
  type EmailAdminDeps,
  emailStatus,
  listRecentEmails,
  retryEmail,
  sendTestEmail,
} from './emails.service.ts'

const senderLabels = { 'mail-from': 'No-reply address', default: 'Mail account default address' } as const

/** Administrator routes, mounted under /api/admin (where every route requires an administrator). */
export function emailAdminRoutes(deps: EmailAdminDeps) {
  return async function routes(base: FastifyInstance) {
    const app = base.withTypeProvider<ZodTypeProvider>()
    const tags = ['admin: e-mail']

    app.get(
      '/emails',
      { schema: { tags, summary: 'Recent e-mails', response: { 200: outboxListResponseSchema } } },
      async () => ({
        messages: await listRecentEmails(deps.db),
      }),
    )

    app.post(
      '/emails/:id/retry',
      {
        schema: {
          tags,
          summary: 'Retry a failed e-mail',
          params: emailIdParamsSchema,
          response: { 200: retryEmailResponseSchema },
        },
      },
      async (request) => ({ message: await retryEmail(deps, request.params.id) }),
    )

    app.get(
      '/email-test/senders',
      {
        schema: {
          tags,
          summary: 'Sender choices of the diagnostic page',
          response: { 200: emailSendersResponseSchema },
        },
      },
      async () => ({
        senders: (['mail-from', 'default'] as const).map((value) => ({
          value,
          label: senderLabels[value],
          address: deps.senders[value],
        })),
      }),
    )

    app.post(
      '/email-test',
      {
        schema: {
          tags,
          summary: 'Send a test e-mail',
          body: emailTestRequestSchema,
          response: { 200: emailTestResponseSchema },
        },
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      },
      async (request) => ({ data: { id: await sendTestEmail(deps, request.body.to, request.body.sender) } }),
    )

    app.get(
      '/email-test/:id',
      {
        schema: {
          tags,
          summary: 'Delivery status of one e-mail',
          params: emailIdParamsSchema,
          response: { 200: emailStatusResponseSchema },
        },
      },
      async (request) => emailStatus(deps.db, request.params.id),
    )
  }
}
