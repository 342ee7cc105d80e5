import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { auditPageSchema, auditQuerySchema } from '#shared/schemas/audit.ts'
import { type AuditDeps, auditPage } from './audit.service.ts'

/** Administrator routes, mounted under /api/admin (where every route requires an administrator). */
export function auditAdminRoutes(deps: AuditDeps) {
  return async function routes(base: FastifyInstance) {
    const app = base.withTypeProvider<ZodTypeProvider>()
    app.get(
      '/audit',
      {
        schema: {
          tags: ['admin: audit'],
          summary: 'What administrators did, newest first (who, when, what, about whom, from where)',
          querystring: auditQuerySchema,
          response: { 200: auditPageSchema },
        },
      },
      async (request) => auditPage(deps, request.query),
    )
  }
}
