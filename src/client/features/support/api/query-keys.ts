import type { TicketStatus } from '#shared/schemas/support.ts'
import type { Audience } from '../../../lib/audience.ts'

/** The query keys of support; every read and every invalidation of its data goes through these. */
export const supportKeys = {
  all: ['support'] as const,
  of: (audience: Audience) => [...supportKeys.all, audience] as const,
  ticketPage: <A extends Audience>(audience: A, filter: TicketFilter[A]) =>
    [...supportKeys.of(audience), 'page', filter] as const,
  openTicketCount: () => [...supportKeys.of('team'), 'open-count'] as const,
}

/** Which tickets a page shows: the team filters by status, a customer sees their own. */
export type TicketFilter = {
  team: { status: TicketStatus | 'all'; page: number }
  customer: { page: number }
}
