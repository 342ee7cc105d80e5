import {
  type ChatConversationUpdate,
  type ChatQueryRequest,
  type ChatSessionRequest,
  chatConversationUpdateResponseSchema,
  chatQueryResponseSchema,
  chatSessionResponseSchema,
} from '#shared/schemas/chatbot.ts'
import { TEXT_LIMITS } from '#shared/schemas/fields.ts'
import { apiRequest } from '../../../lib/api-client.ts'

/** POST /api/chatbot/sessions */
export function startChat(body: ChatSessionRequest) {
  return apiRequest('/api/chatbot/sessions', { method: 'POST', body, schema: chatSessionResponseSchema })
}

/** POST /api/chatbot/query */
export function askChatbot(body: ChatQueryRequest) {
  return apiRequest('/api/chatbot/query', { method: 'POST', body, schema: chatQueryResponseSchema })
}

/** PATCH /api/chatbot/conversations/{id} */
export function updateConversation(id: string, body: ChatConversationUpdate) {
  return apiRequest(`/api/chatbot/conversations/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    schema: chatConversationUpdateResponseSchema,
  })
}

const UTM = ['source', 'medium', 'campaign', 'term', 'content'] as const

/** Where the chat started: page, referrer, campaign parameters and browser, cut to the server's bounds. */
export function whereChatStarted(): ChatSessionRequest {
  const query = new URLSearchParams(window.location.search)
  const utm = Object.fromEntries(
    UTM.flatMap((name) => {
      const value = query.get(`utm_${name}`)?.trim()
      return value ? [[name, value.slice(0, TEXT_LIMITS.short)]] : []
    }),
  )
  return {
    page_url: window.location.href.slice(0, TEXT_LIMITS.url),
    referrer: document.referrer.slice(0, TEXT_LIMITS.url) || null,
    utm_params: Object.keys(utm).length > 0 ? utm : null,
    user_agent: navigator.userAgent.slice(0, 500),
  }
}
