import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { pageQuerySchema } from '#shared/schemas/paging.ts'
import {
  createTicketRequestSchema,
  createTicketResponseSchema,
  customerTicketListSchema,
} from '#shared/schemas/support.ts'
import { requireUser } from '../../plugins/auth/guards.ts'
import { createTicket, listOwnTickets, type SupportDeps } from './support.service.ts'

/** The signed-in customer's support requests: the support form, cancellation and plan change. */
export function supportRoutes(deps: SupportDeps) {
  return async function routes(base: FastifyInstance) {
    const app = base.withTypeProvider<ZodTypeProvider>()
    const tags = ['support']
    // Who is calling is checked before the body is parsed: a visitor gets 401, never a 400.
    app.addHook('onRequest', async (request) => {
      await requireUser(request)
    })

    app.post(
      '/api/support/tickets',
      {
        schema: {
          tags,
          summary: 'Send a support, cancellation or plan change request',
          body: createTicketRequestSchema,
          response: { 201: createTicketResponseSchema },
        },
        // Each request e-mails the team and the customer: limited per address against floods.
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const user = await requireUser(request)
        return reply.status(201).send(await createTicket(deps, user, request.body))
      },
    )

    app.get(
      '/api/support/tickets',
      {
        schema: {
          tags,
          summary: 'My requests and their status, newest first',
          querystring: pageQuerySchema,
          response: { 200: customerTicketListSchema },
        },
      },
      async (request) => listOwnTickets(deps.db, (await requireUser(request)).id, request.query.page),
    )
  }
}
