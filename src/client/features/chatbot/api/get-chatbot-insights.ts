import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { chatbotStatsSchema, conversationListSchema } from '#shared/schemas/chatbot-admin.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { type ConversationFilter, chatbotKeys } from './query-keys.ts'

/** GET /api/admin/chatbot/stats: the four Insights cards. */
export function chatbotStatsQuery() {
  return queryOptions({
    queryKey: chatbotKeys.stats(),
    queryFn: ({ signal }) => apiRequest('/api/admin/chatbot/stats', { schema: chatbotStatsSchema, signal }),
    // Orders and bookings turn conversations into conversions.
    meta: { topics: ['conversations', 'customers', 'bookings'] },
  })
}

export function useChatbotStats() {
  return useQuery(chatbotStatsQuery())
}

function filterQuery(filter: ConversationFilter): URLSearchParams {
  const query = new URLSearchParams()
  if (filter.search) query.set('search', filter.search)
  if (filter.minIntent > 0) query.set('minIntent', String(filter.minIntent))
  if (filter.outcome !== 'all') query.set('outcome', filter.outcome)
  return query
}

/** GET /api/admin/chatbot/conversations: 50 a page, last seen first, filtered on the server. */
export function conversationsQuery(filter: ConversationFilter, page: number) {
  const query = filterQuery(filter)
  query.set('page', String(page))
  return queryOptions({
    queryKey: chatbotKeys.conversationPage(filter, page),
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/chatbot/conversations?${query}`, { schema: conversationListSchema, signal }),
    meta: { topics: ['conversations'] },
    placeholderData: keepPreviousData,
  })
}

export function useConversations(filter: ConversationFilter, page: number) {
  return useQuery(conversationsQuery(filter, page))
}

/** GET /api/admin/chatbot/leads.csv: the leads matching the filters, as a CSV download (not JSON). */
export function leadsExportUrl(filter: ConversationFilter): string {
  const query = filterQuery(filter).toString()
  return query ? `/api/admin/chatbot/leads.csv?${query}` : '/api/admin/chatbot/leads.csv'
}
