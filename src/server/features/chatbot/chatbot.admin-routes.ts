import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  chatbotStatsSchema,
  conversationIdParamsSchema,
  conversationListQuerySchema,
  conversationListSchema,
  deleteConversationsRequestSchema,
  deleteConversationsResponseSchema,
  transcriptSchema,
} from '#shared/schemas/chatbot-admin.ts'
import type { Database } from '../../db/client.ts'
import type { Notices } from '../../plugins/realtime/notices.ts'
import {
  deleteForAdmin,
  leadsCsv,
  listForAdmin,
  statsForAdmin,
  transcriptFor,
} from './chatbot-admin.service.ts'

/** Chatbot Insights, mounted under /api/admin (where every route requires an administrator). */
export function chatbotAdminRoutes(deps: { db: Database; notices: Notices }) {
  const { db } = deps
  return async function routes(base: FastifyInstance) {
    const app = base.withTypeProvider<ZodTypeProvider>()
    const tags = ['admin: chatbot']

    app.get(
      '/chatbot/conversations',
      {
        schema: {
          tags,
          summary:
            'Conversations, 50 a page, last seen first; search e-mail and name, minimum intent, outcome',
          querystring: conversationListQuerySchema,
          response: { 200: conversationListSchema },
        },
      },
      async (request) => {
        const { page, ...filter } = request.query
        return listForAdmin(db, filter, page)
      },
    )

    app.get(
      '/chatbot/stats',
      { schema: { tags, summary: 'The Insights stat cards', response: { 200: chatbotStatsSchema } } },
      async () => statsForAdmin(db),
    )

    app.get(
      '/chatbot/conversations/:id/transcript',
      {
        schema: {
          tags,
          summary:
            "The visitor's conversations merged by e-mail, oldest first, with session dividers flagged",
          params: conversationIdParamsSchema,
          response: { 200: transcriptSchema },
        },
      },
      async (request) => {
        return transcriptFor(db, request.params.id)
      },
    )

    app.delete(
      '/chatbot/conversations/:id',
      {
        schema: {
          tags,
          summary: 'Delete one conversation and its messages',
          params: conversationIdParamsSchema,
          response: { 200: deleteConversationsResponseSchema },
        },
      },
      async (request) => {
        const result = await deleteForAdmin(db, [request.params.id])
        deps.notices.tell('conversations', { admins: true })
        return result
      },
    )

    app.post(
      '/chatbot/conversations/delete',
      {
        schema: {
          tags,
          summary: 'Delete several conversations (all or none)',
          body: deleteConversationsRequestSchema,
          response: { 200: deleteConversationsResponseSchema },
        },
      },
      async (request) => {
        const result = await deleteForAdmin(db, request.body.ids)
        deps.notices.tell('conversations', { admins: true })
        return result
      },
    )

    app.get(
      '/chatbot/leads.csv',
      {
        schema: {
          tags,
          summary: 'Leads (conversations with a visitor e-mail) as CSV, with the list filters',
          querystring: conversationListQuerySchema.omit({ page: true }),
        },
      },
      async (request, reply) => {
        const day = new Date().toISOString().slice(0, 10)
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="chatbot-leads-${day}.csv"`)
        return reply.send(leadsCsv(db, request.query))
      },
    )
  }
}
