import type { Audience } from '../../../lib/audience.ts'

/** The query keys of messaging; every read and every invalidation of its data goes through these. */
export const messagingKeys = {
  all: ['messaging'] as const,
  of: (audience: Audience) => [...messagingKeys.all, audience] as const,
  messagePage: (audience: Audience, page: number) => [...messagingKeys.of(audience), 'page', page] as const,
  unreadCount: (audience: Audience) => [...messagingKeys.of(audience), 'unread-count'] as const,
}

/** Where each audience's messages live: the team's inbox, or the customer's own threads. */
export const messagesUrl = {
  team: '/api/admin/messages',
  customer: '/api/messages',
} as const satisfies Record<Audience, string>
