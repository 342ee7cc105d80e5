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
}
