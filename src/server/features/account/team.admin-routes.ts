import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  inviteTeamMemberSchema,
  teamChangeResponseSchema,
  teamListSchema,
  teamMemberParamsSchema,
} from '#shared/schemas/team.ts'
import { requireUser } from '../../plugins/auth/guards.ts'
import { inviteTeamMember, listTeamMembers, removeTeamMember, type TeamDeps } from './team.service.ts'

/** Admin Settings' Team, mounted under /api/admin (where every route requires an administrator). */
export function teamAdminRoutes(deps: TeamDeps) {
  return async function routes(base: FastifyInstance) {
    const app = base.withTypeProvider<ZodTypeProvider>()
    const tags = ['admin: team']

    app.get(
      '/team',
      { schema: { tags, summary: 'The administrators, oldest first', response: { 200: teamListSchema } } },
      async (request) => listTeamMembers(deps, await requireUser(request)),
    )

    app.post(
      '/team/invitations',
      {
        schema: {
          tags,
          summary: 'Invite an administrator by e-mail (a set-password link)',
          body: inviteTeamMemberSchema,
          response: { 201: teamChangeResponseSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await inviteTeamMember(deps, await requireUser(request), request.body)),
    )

    app.delete(
      '/team/:id',
      {
        schema: {
          tags,
          summary: 'Remove an administrator (never the last one)',
          params: teamMemberParamsSchema,
          response: { 200: teamChangeResponseSchema },
        },
      },
      async (request) => removeTeamMember(deps, request.params.id),
    )
  }
}
