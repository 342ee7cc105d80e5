import type { OutcomeFilter } from '#shared/schemas/chatbot-admin.ts'
import type { TicketStatus } from '#shared/schemas/support.ts'

/** The query keys of the back office; every read and every invalidation of its data goes through these. */
export const adminKeys = {
  all: ['admin'] as const,
  recentEmails: () => [...adminKeys.all, 'recent-emails'] as const,
  failedJobs: () => [...adminKeys.all, 'jobs', 'failed'] as const,
  bookings: () => [...adminKeys.all, 'bookings'] as const,
  bookingAvailability: () => [...adminKeys.bookings(), 'availability'] as const,
  upcomingBookings: (page: number) => [...adminKeys.bookings(), 'upcoming', page] as const,
  overview: () => [...adminKeys.all, 'overview'] as const,
  customers: () => [...adminKeys.all, 'customers'] as const,
  customerPage: (search: string, page: number) => [...adminKeys.customers(), { search, page }] as const,
  messages: () => [...adminKeys.all, 'messages'] as const,
  messagePage: (page: number) => [...adminKeys.messages(), 'page', page] as const,
  unreadCount: () => [...adminKeys.messages(), 'unread-count'] as const,
  tickets: () => [...adminKeys.all, 'tickets'] as const,
  ticketPage: (status: TicketStatus | 'all', page: number) =>
    [...adminKeys.tickets(), 'page', { status, page }] as const,
  openTicketCount: () => [...adminKeys.tickets(), 'open-count'] as const,
  changeRequestCount: () => [...adminKeys.all, 'content', 'change-requests'] as const,
  chatbot: () => [...adminKeys.all, 'chatbot'] as const,
  chatbotStats: () => [...adminKeys.chatbot(), 'stats'] as const,
  conversations: () => [...adminKeys.chatbot(), 'conversations'] as const,
  conversationPage: (filter: ConversationFilter, page: number) =>
    [...adminKeys.conversations(), 'page', { ...filter, page }] as const,
  transcript: (id: string) => [...adminKeys.conversations(), 'transcript', id] as const,
  trainingDocuments: () => [...adminKeys.chatbot(), 'documents'] as const,
}

/** The Insights tab's filters (spec §2). */
export interface ConversationFilter {
  search: string
  minIntent: number
  outcome: OutcomeFilter
}
