/** The query keys of the audit log; every read of its data goes through these. */
export const auditKeys = {
  all: ['audit'] as const,
  page: (filters: AuditFilters) => [...auditKeys.all, 'page', filters] as const,
}

export interface AuditFilters {
  page: number
  /** Words of the action or its route. */
  action: string
  /** Part of the administrator's e-mail. */
  actor: string
}
