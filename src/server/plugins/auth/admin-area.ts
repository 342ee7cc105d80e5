import type { FastifyInstance } from 'fastify'
import { requireAdmin } from './guards.ts'

/** The administrators' part of the API: every route under it, whichever feature registered it. */
export const ADMIN_AREA = '/api/admin/'

/**
 * The one administrator guard, set by path: every request to a route under /api/admin is refused to a
 * visitor (401) and to a customer (403) before its body is read (onRequest runs before parsing).
 * Routes under it check nothing more themselves. A request matching no route stays a 404.
 */
export function guardAdminArea(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url?.startsWith(ADMIN_AREA)) await requireAdmin(request)
  })
}
