import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { auditPageSchema } from '#shared/schemas/audit.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { type AuditFilters, auditKeys } from './query-keys.ts'

/** GET /api/admin/audit: what administrators did, newest first. */
export function getAuditLog(filters: AuditFilters, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(filters.page) })
  if (filters.action.trim()) query.set('action', filters.action.trim())
  if (filters.actor.trim()) query.set('actor', filters.actor.trim())
  return apiRequest(`/api/admin/audit?${query}`, { schema: auditPageSchema, signal })
}

export function auditLogQuery(filters: AuditFilters) {
  return queryOptions({
    queryKey: auditKeys.page(filters),
    queryFn: ({ signal }) => getAuditLog(filters, signal),
    placeholderData: keepPreviousData,
  })
}

export function useAuditLog(filters: AuditFilters) {
  return useQuery(auditLogQuery(filters))
}
