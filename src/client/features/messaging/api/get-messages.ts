import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { messagePageSchema } from '#shared/schemas/messages.ts'
import type { ChangeTopic } from '#shared/schemas/realtime.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import type { Audience } from '../../../lib/audience.ts'
import { messagesUrl, messagingKeys } from './query-keys.ts'

/**
 * GET /api/admin/messages?page= (every message) or /api/messages?page= (the customer's own):
 * ten messages a page, newest first, grouped in threads.
 */
export function getMessages(audience: Audience, page: number, signal?: AbortSignal) {
  return apiRequest(`${messagesUrl[audience]}?page=${page}`, { schema: messagePageSchema, signal })
}

// New messages and replies appear as they arrive (server-sent events). The team's page also names
// people: a changed e-mail or display name comes as the customers list's notice.
const topics: Record<Audience, ChangeTopic[]> = { team: ['messages', 'customers'], customer: ['messages'] }

export function messagesQuery(audience: Audience, page: number) {
  return queryOptions({
    queryKey: messagingKeys.messagePage(audience, page),
    queryFn: ({ signal }) => getMessages(audience, page, signal),
    meta: { topics: topics[audience] },
    placeholderData: keepPreviousData,
  })
}

export function useMessages(audience: Audience, page: number) {
  return useQuery(messagesQuery(audience, page))
}
