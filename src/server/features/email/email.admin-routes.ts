import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { type OutboxMessage, outboxListResponseSchema } from '../../../shared/schemas/email.ts'
import type { Database } from '../../db/client.ts'
import { listRecentOutboxMessages } from '../../email/outbox.repo.ts'

const RECENT_LIMIT = 50

/** Administrator routes (mounted under /api/admin, where every route requires an administrator). */
export function emailAdminRoutes(db: Database) {
  return async function routes(app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/emails',
      {
        schema: { tags: ['admin'], summary: 'Recent e-mails', response: { 200: outboxListResponseSchema } },
      },
      async () => {
        const rows = await listRecentOutboxMessages(db, RECENT_LIMIT)
        const messages: OutboxMessage[] = rows.map((row) => ({
          id: row.id,
          recipient: row.recipient,
          subject: row.subject,
          template: row.template,
          status: row.status as OutboxMessage['status'],
          attempts: row.attempts,
          lastError: row.lastError,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
        }))
        return { messages }
      },
    )
  }
}
