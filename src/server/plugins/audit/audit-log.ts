import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Database } from '../../db/client.ts'
import { auditLog } from '../../db/schema.ts'
import { ADMIN_AREA } from '../auth/admin-area.ts'
import { currentSession, isAdmin } from '../auth/guards.ts'

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** Reads that hand out customer data in bulk or whole: exports, spreadsheets, chat transcripts. */
const REVEALING_READ = /(\/export|\.csv|\/transcript)$/

/** Whether a request to this route by an administrator is recorded in the audit log. */
export function isAudited(method: string, route: string): boolean {
  if (!route.startsWith(ADMIN_AREA)) return false
  return CHANGES.has(method) || (method === 'GET' && REVEALING_READ.test(route))
}

/**
 * Records what administrators did (who, when, what, about whom, from where) as the response leaves,
 * so the entry exists before the administrator hears back; refused attempts are recorded too (their
 * status says so). The route's OpenAPI summary names the
 * action; its parameters say which rows; bodies are never copied (a message's text stays in its
 * table, where erasure finds it). A failure to record is logged, never turned into the caller's error.
 */
export function registerAuditLog(app: FastifyInstance, db: Database): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url
    if (!route || !isAudited(request.method, route)) return payload
    const session = await currentSession(request).catch(() => null)
    if (!session || !isAdmin(session.user)) return payload
    try {
      await db.insert(auditLog).values(auditEntry(request, reply, route, session.user))
    } catch (err) {
      request.log.error({ err }, 'audit entry not recorded')
    }
    return payload
  })
}

function auditEntry(
  request: FastifyRequest,
  reply: FastifyReply,
  route: string,
  actor: { id: string; email: string },
): typeof auditLog.$inferInsert {
  const params = stringParams(request.params)
  const summary = request.routeOptions.schema?.summary
  return {
    actorId: actor.id,
    actorEmail: actor.email,
    action: typeof summary === 'string' ? summary : `${request.method} ${route}`,
    method: request.method,
    route,
    params,
    customerId:
      params.customerId ?? (route.includes('/customers/:userId') ? params.userId : undefined) ?? null,
    status: reply.statusCode,
    ip: request.ip,
    requestId: String(request.id),
  }
}

function stringParams(params: unknown): Record<string, string> {
  if (!params || typeof params !== 'object') return {}
  return Object.fromEntries(
    Object.entries(params as Record<string, unknown>)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([key, value]) => [key, value.slice(0, 200)]),
  )
}
