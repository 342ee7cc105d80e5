import { and, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm'
import type { AuditEntry, AuditQuery } from '#shared/schemas/audit.ts'
import { pageOffset } from '#shared/schemas/paging.ts'
import type { Executor } from '../../db/client.ts'
import { containing } from '../../db/like.ts'
import { auditLog } from '../../db/schema.ts'

export const AUDIT_PAGE_SIZE = 50

function filters(query: AuditQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = []
  if (query.actor) conditions.push(ilike(auditLog.actorEmail, containing(query.actor)))
  if (query.customerId) conditions.push(eq(auditLog.customerId, query.customerId))
  if (query.action)
    conditions.push(
      or(ilike(auditLog.action, containing(query.action)), ilike(auditLog.route, containing(query.action))),
    )
  if (query.succeeded === 'true') conditions.push(and(gte(auditLog.status, 200), lt(auditLog.status, 300)))
  if (query.succeeded === 'false') conditions.push(or(lt(auditLog.status, 200), gte(auditLog.status, 300)))
  return and(...conditions)
}

/** One page of the audit log, newest first, with the number of entries the filters match. */
export async function findAuditEntries(
  executor: Executor,
  query: AuditQuery,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const where = filters(query)
  const rows = await executor
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset(pageOffset(query.page, AUDIT_PAGE_SIZE))
  const [count] = await executor.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where)
  return {
    entries: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actorEmail: row.actorEmail,
      action: row.action,
      method: row.method,
      route: row.route,
      params: row.params,
      customerId: row.customerId,
      status: row.status,
      ip: row.ip,
      requestId: row.requestId,
    })),
    total: count?.total ?? 0,
  }
}
