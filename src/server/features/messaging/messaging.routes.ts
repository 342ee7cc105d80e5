import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  deleteMessagesRequestSchema,
  deleteMessagesResponseSchema,
  markReadResponseSchema,
  messagePageSchema,
  newMessageRequestSchema,
  replyRequestSchema,
  sentMessageResponseSchema,
  threadParamsSchema,
  unreadCountSchema,
} from '#shared/schemas/messages.ts'
import { pageQuerySchema } from '#shared/schemas/paging.ts'
import { isAdmin, requireUser } from '../../plugins/auth/guards.ts'
import {
  countOwnUnread,
  deleteOwnMessages,
  listOwnMessages,
  type MessagingDeps,
  markOwnThreadRead,
  replyAsCustomer,
  sendToTeam,
} from './messaging.service.ts'

/** Writing to the team is limited per address, so one client cannot flood the inbox. */
const SEND_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } }

/** The signed-in customer's messages with the team: ids come from the session only. */
export function messagingRoutes(deps: MessagingDeps) {
  return async function routes(base: FastifyInstance) {
    const app = base.withTypeProvider<ZodTypeProvider>()
    const tags = ['messages']
    // Who is calling is checked before the body is parsed: a visitor gets 401, never a 400.
    app.addHook('onRequest', async (request) => {
      await requireUser(request)
    })
    const caller = async (request: Parameters<typeof requireUser>[0]) => {
      const user = await requireUser(request)
      return { id: user.id, isAdmin: isAdmin(user) }
    }

    app.get(
      '/api/messages',
      {
        schema: {
          tags,
          summary: 'My messages, 10 a page, newest first, with the page grouped in threads',
          querystring: pageQuerySchema,
          response: { 200: messagePageSchema },
        },
      },
      async (request) => listOwnMessages(deps.db, await caller(request), request.query.page),
    )

    app.get(
      '/api/messages/unread-count',
      { schema: { tags, summary: 'Unread messages I received', response: { 200: unreadCountSchema } } },
      async (request) => ({ count: await countOwnUnread(deps.db, (await caller(request)).id) }),
    )

    app.post(
      '/api/messages',
      {
        schema: {
          tags,
          summary: 'Send a new message to the team',
          body: newMessageRequestSchema,
          response: { 201: sentMessageResponseSchema },
        },
        config: SEND_LIMIT,
      },
      async (request, reply) =>
        reply.status(201).send(await sendToTeam(deps, await caller(request), request.body)),
    )

    app.post(
      '/api/messages/threads/:threadId/replies',
      {
        schema: {
          tags,
          summary: 'Reply in one of my threads',
          params: threadParamsSchema,
          body: replyRequestSchema,
          response: { 201: sentMessageResponseSchema },
        },
        config: SEND_LIMIT,
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await replyAsCustomer(deps, await caller(request), request.params.threadId, request.body.message),
          ),
    )

    app.post(
      '/api/messages/threads/:threadId/read',
      {
        schema: {
          tags,
          summary: 'Mark what I received in a thread as read',
          params: threadParamsSchema,
          response: { 200: markReadResponseSchema },
        },
      },
      async (request) => markOwnThreadRead(deps, (await caller(request)).id, request.params.threadId),
    )

    app.post(
      '/api/messages/delete',
      {
        schema: {
          tags,
          summary: 'Delete some of my messages (all or none)',
          body: deleteMessagesRequestSchema,
          response: { 200: deleteMessagesResponseSchema },
        },
      },
      async (request) => deleteOwnMessages(deps, (await caller(request)).id, request.body.ids),
    )
  }
}
