import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  openTicketCountSchema,
  ticketListQuerySchema,
  ticketListSchema,
  ticketParamsSchema,
  ticketUpdateResponseSchema,
  updateTicketNotesSchema,
  updateTicketStatusSchema,
} from '#shared/schemas/support.ts'
import type { SupportDeps } from './support.service.ts'
import { listAllTickets, openTicketCount, setTicketNotes, setTicketStatus } from './support-admin.service.ts'

/** Administrator routes, mounted under /api/admin (where every route requires an administrator). */
export function supportAdminRoutes(deps: SupportDeps) {
  return async function routes(base: FastifyInstance) {
    const app = base.withTypeProvider<ZodTypeProvider>()
    const tags = ['admin: support tickets']

    app.get(
      '/support/tickets',
      {
        schema: {
          tags,
          summary: 'Every ticket, newest first, optionally of one status, with counts per status',
          querystring: ticketListQuerySchema,
          response: { 200: ticketListSchema },
        },
      },
      async (request) => listAllTickets(deps.db, request.query.status, request.query.page),
    )

    app.get(
      '/support/open-count',
      { schema: { tags, summary: 'Open tickets, for the badge', response: { 200: openTicketCountSchema } } },
      async () => ({ count: await openTicketCount(deps) }),
    )

    app.patch(
      '/support/tickets/:id/status',
      {
        schema: {
          tags,
          summary: "Change a ticket's status (any to any)",
          params: ticketParamsSchema,
          body: updateTicketStatusSchema,
          response: { 200: ticketUpdateResponseSchema },
        },
      },
      async (request) => setTicketStatus(deps, request.params.id, request.body.status),
    )

    app.patch(
      '/support/tickets/:id/notes',
      {
        schema: {
          tags,
          summary: "Save the team's notes on a ticket",
          params: ticketParamsSchema,
          body: updateTicketNotesSchema,
          response: { 200: ticketUpdateResponseSchema },
        },
      },
      async (request) => setTicketNotes(deps, request.params.id, request.body.notes),
    )
  }
}
