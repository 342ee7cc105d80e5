import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  adminNewMessageRequestSchema,
  adminSendResponseSchema,
  adminUnreadCountSchema,
  deleteMessagesRequestSchema,
  deleteMessagesResponseSchema,
  markReadResponseSchema,
  messagePageSchema,
  replyRequestSchema,
  sentMessageResponseSchema,
  threadParamsSchema,
} from '#shared/schemas/messages.ts'
import { pageQuerySchema } from '#shared/schemas/paging.ts'
import { requireUser } from '../../plugins/auth/guards.ts'
import type { MessagingDeps } from './messaging.service.ts'
import {
  adminUnreadCounts,
  deleteAsAdmin,
  listAllForAdmin,
  markThreadReadAsAdmin,
  replyAsTeam,
  sendAsTeam,
} from './messaging-admin.service.ts'

/** Administrator routes, mounted under /api/admin (where every route requires an administrator). */
export function messagingAdminRoutes(deps: MessagingDeps) {
  return async function routes(base: FastifyInstance) {
    const app = base.withTypeProvider<ZodTypeProvider>()
    const tags = ['admin: messages']

    app.get(
      '/messages',
      {
        schema: {
          tags,
          summary: 'Every message, 10 a page, newest first, with the page grouped in threads',
          querystring: pageQuerySchema,
          response: { 200: messagePageSchema },
        },
      },
      async (request) => listAllForAdmin(deps, await requireUser(request), request.query.page),
    )

    app.get(
      '/messages/unread-count',
      {
        schema: {
          tags,
          summary: 'Unread counts for the badge and overview',
          response: { 200: adminUnreadCountSchema },
        },
      },
      async () => adminUnreadCounts(deps),
    )

    app.post(
      '/messages',
      {
        schema: {
          tags,
          summary: 'Send a message to one customer or, with sendToAll, to every customer',
          body: adminNewMessageRequestSchema,
          response: { 201: adminSendResponseSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await sendAsTeam(deps, await requireUser(request), request.body)),
    )

    app.post(
      '/messages/threads/:threadId/replies',
      {
        schema: {
          tags,
          summary: "Reply to a thread's customer",
          params: threadParamsSchema,
          body: replyRequestSchema,
          response: { 201: sentMessageResponseSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await replyAsTeam(
              deps,
              await requireUser(request),
              request.params.threadId,
              request.body.message,
            ),
          ),
    )

    app.post(
      '/messages/threads/:threadId/read',
      {
        schema: {
          tags,
          summary: 'Mark what I received in a thread as read',
          params: threadParamsSchema,
          response: { 200: markReadResponseSchema },
        },
      },
      async (request) => {
        return markThreadReadAsAdmin(deps, request.params.threadId)
      },
    )

    app.post(
      '/messages/delete',
      {
        schema: {
          tags,
          summary: 'Delete messages (all or none)',
          body: deleteMessagesRequestSchema,
          response: { 200: deleteMessagesResponseSchema },
        },
      },
      async (request) => {
        return deleteAsAdmin(deps, request.body.ids)
      },
    )
  }
}
