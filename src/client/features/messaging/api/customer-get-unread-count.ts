import { queryOptions, useQuery } from '@tanstack/react-query'
import { unreadCountSchema } from '#shared/schemas/messages.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { dashboardKeys } from '../../content/api/dashboard-query-keys.ts'

/** GET /api/messages/unread-count: what the customer received from the team and has not read. */
export function getUnreadCount(signal?: AbortSignal) {
  return apiRequest('/api/messages/unread-count', { schema: unreadCountSchema, signal })
}

export const unreadCountQuery = queryOptions({
  queryKey: dashboardKeys.unreadCount(),
  queryFn: ({ signal }) => getUnreadCount(signal),
  // The badge follows the team's replies as they arrive (server-sent events).
  meta: { topics: ['messages'] },
})

export function useUnreadCount() {
  return useQuery(unreadCountQuery)
}
