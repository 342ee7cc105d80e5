import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  chatConversationUpdateResponseSchema,
  chatConversationUpdateSchema,
  chatQueryRequestSchema,
  chatQueryResponseSchema,
  chatSessionRequestSchema,
  chatSessionResponseSchema,
  conversationParamsSchema,
} from '#shared/schemas/chatbot.ts'
import { perAddress } from '../../plugins/rate-limit/rate-limits.ts'
import { ask, type ChatbotDeps, startSession, updateVisitor } from './chatbot.service.ts'

/** Per visitor address, shared by every process; each conversation has its own limit too (the service). */
export const CHAT_ROUTE_LIMITS = {
  sessions: perAddress(20, '1 minute'),
  query: perAddress(30, '1 minute'),
  update: perAddress(30, '1 minute'),
} as const

/**
 * The site chatbot's public API (the widget's, for visitors: no session). A conversation is reached
 * only by its id, an unguessable UUID; an unknown one is 404 and nothing lists conversations here.
 */
export function chatbotRoutes(deps: ChatbotDeps) {
  return async function routes(base: FastifyInstance) {
    const app = base.withTypeProvider<ZodTypeProvider>()
    const tags = ['chatbot']

    app.post(
      '/api/chatbot/sessions',
      {
        schema: {
          tags,
          summary: 'Start a conversation: where the chat was opened',
          body: chatSessionRequestSchema,
          response: { 201: chatSessionResponseSchema },
        },
        config: { rateLimit: CHAT_ROUTE_LIMITS.sessions },
      },
      async (request, reply) => reply.status(201).send(await startSession(deps, request.body)),
    )

    app.post(
      '/api/chatbot/query',
      {
        schema: {
          tags,
          summary: "Send the visitor's message; the answer cites the pages it came from",
          body: chatQueryRequestSchema,
          response: { 200: chatQueryResponseSchema },
        },
        config: { rateLimit: CHAT_ROUTE_LIMITS.query },
      },
      async (request) => ask(deps, request.body),
    )

    app.patch(
      '/api/chatbot/conversations/:id',
      {
        schema: {
          tags,
          summary: "Record the visitor's name and e-mail, the outcome or an event the widget showed",
          params: conversationParamsSchema,
          body: chatConversationUpdateSchema,
          response: { 200: chatConversationUpdateResponseSchema },
        },
        config: { rateLimit: CHAT_ROUTE_LIMITS.update },
      },
      async (request) => updateVisitor(deps, request.params.id, request.body),
    )
  }
}
