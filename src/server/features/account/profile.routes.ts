import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { profileSchema, updateProfileSchema } from '#shared/schemas/profile.ts'
import type { Database } from '../../db/client.ts'
import { requireUser } from '../../plugins/auth/guards.ts'
import { getOwnProfile, updateOwnDisplayName } from './profile.service.ts'

/** GET and PATCH /api/profile: the signed-in caller's own profile. */
export function profileRoutes(db: Database) {
  return async function routes(app: FastifyInstance) {
    const typed = app.withTypeProvider<ZodTypeProvider>()
    typed.get(
      '/api/profile',
      { schema: { tags: ['profile'], response: { 200: profileSchema } } },
      async (request) => getOwnProfile(db, await requireUser(request)),
    )
    typed.patch(
      '/api/profile',
      { schema: { tags: ['profile'], body: updateProfileSchema, response: { 200: profileSchema } } },
      async (request) => updateOwnDisplayName(db, await requireUser(request), request.body.displayName),
    )
  }
}
