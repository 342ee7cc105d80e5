import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { messagePageSchema } from '#shared/schemas/messages.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { dashboardKeys } from '../../content/api/dashboard-query-keys.ts'

/** GET /api/messages?page=N: ten messages, newest first, with the page grouped in threads. */
export function getMessages(page: number, signal?: AbortSignal) {
  return apiRequest(`/api/messages?page=${page}`, { schema: messagePageSchema, signal })
}

export const messagePageQuery = (page: number) =>
  queryOptions({
    queryKey: dashboardKeys.messagePage(page),
    queryFn: ({ signal }) => getMessages(page, signal),
    placeholderData: keepPreviousData,
    // New messages and replies appear as they arrive (server-sent events).
    meta: { topics: ['messages'] },
  })

export function useMessages(page: number) {
  return useQuery(messagePageQuery(page))
}
