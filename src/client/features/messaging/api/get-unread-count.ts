import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminUnreadCountSchema } from '#shared/schemas/messages.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { adminKeys } from '../../chatbot/api/admin-query-keys.ts'

/** GET /api/admin/messages/unread-count: what this administrator received and has not read. */
export function getUnreadCount(signal?: AbortSignal) {
  return apiRequest('/api/admin/messages/unread-count', { schema: adminUnreadCountSchema, signal })
}

export const unreadCountQuery = queryOptions({
  queryKey: adminKeys.unreadCount(),
  queryFn: ({ signal }) => getUnreadCount(signal),
  meta: { topics: ['messages'] },
})

export function useUnreadCount() {
  return useQuery(unreadCountQuery)
}
