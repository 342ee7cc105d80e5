import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { messagePageSchema } from '#shared/schemas/messages.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { adminKeys } from '../../chatbot/api/admin-query-keys.ts'

/** GET /api/admin/messages?page=: every message, 10 a page, newest first, grouped in threads. */
export function getMessages(page: number, signal?: AbortSignal) {
  return apiRequest(`/api/admin/messages?page=${page}`, { schema: messagePageSchema, signal })
}

export function messagesQuery(page: number) {
  return queryOptions({
    queryKey: adminKeys.messagePage(page),
    queryFn: ({ signal }) => getMessages(page, signal),
    // The page names people: a changed e-mail or display name comes as the customers list's notice.
    meta: { topics: ['messages', 'customers'] },
    placeholderData: keepPreviousData,
  })
}

export function useMessages(page: number) {
  return useQuery(messagesQuery(page))
}
