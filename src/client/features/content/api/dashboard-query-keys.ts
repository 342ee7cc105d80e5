/** The query keys of the customer dashboard; every read and every invalidation of its data goes through these. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  account: () => [...dashboardKeys.all, 'account'] as const,
  latestOrder: () => [...dashboardKeys.all, 'latest-order'] as const,
  messages: () => [...dashboardKeys.all, 'messages'] as const,
  messagePage: (page: number) => [...dashboardKeys.messages(), 'page', page] as const,
  unreadCount: () => [...dashboardKeys.messages(), 'unread-count'] as const,
  links: () => [...dashboardKeys.all, 'links'] as const,
  tickets: () => [...dashboardKeys.all, 'tickets'] as const,
  ticketPage: (page: number) => [...dashboardKeys.tickets(), 'page', page] as const,
  toReviewCount: () => [...dashboardKeys.all, 'content', 'to-review'] as const,
}
