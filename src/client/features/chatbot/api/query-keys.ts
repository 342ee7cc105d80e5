import type { OutcomeFilter } from '#shared/schemas/chatbot-admin.ts'

/** The query keys of the team's Chatbot page; every read and every invalidation of its data goes through these. */
export const chatbotKeys = {
  all: ['chatbot'] as const,
  stats: () => [...chatbotKeys.all, 'stats'] as const,
  conversations: () => [...chatbotKeys.all, 'conversations'] as const,
  conversationPage: (filter: ConversationFilter, page: number) =>
    [...chatbotKeys.conversations(), 'page', { ...filter, page }] as const,
  transcript: (id: string) => [...chatbotKeys.conversations(), 'transcript', id] as const,
  trainingDocuments: () => [...chatbotKeys.all, 'documents'] as const,
}

/** The Insights tab's filters (spec §2). */
export interface ConversationFilter {
  search: string
  minIntent: number
  outcome: OutcomeFilter
}
