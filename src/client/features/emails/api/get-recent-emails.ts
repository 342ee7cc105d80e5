import { queryOptions, useQuery } from '@tanstack/react-query'
import { outboxListResponseSchema } from '#shared/schemas/email.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { emailsKeys } from './query-keys.ts'

/** GET /api/admin/emails: the latest e-mails with their delivery status. */
export function getRecentEmails(signal?: AbortSignal) {
  return apiRequest('/api/admin/emails', { schema: outboxListResponseSchema, signal })
}

export const recentEmailsQuery = queryOptions({
  queryKey: emailsKeys.recent(),
  queryFn: ({ signal }) => getRecentEmails(signal),
  // Refetched when the server announces a change to the outbox (lib/realtime.ts).
  meta: { topics: ['emails'] },
})

export function useRecentEmails() {
  return useQuery(recentEmailsQuery)
}
