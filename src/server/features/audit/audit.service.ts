import type { AuditPage, AuditQuery } from '#shared/schemas/audit.ts'
import type { Database } from '../../db/client.ts'
import { AUDIT_PAGE_SIZE, findAuditEntries } from './audit.repo.ts'

export interface AuditDeps {
  db: Database
}

/** What administrators did, newest first, filtered as Admin Settings asks. */
export async function auditPage(deps: AuditDeps, query: AuditQuery): Promise<AuditPage> {
  const { entries, total } = await findAuditEntries(deps.db, query)
  return { entries, page: query.page, pageSize: AUDIT_PAGE_SIZE, total }
}
