import { queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { adminUnreadCountSchema, unreadCountSchema } from '#shared/schemas/messages.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import type { Audience } from '../../../lib/audience.ts'
import { messagesUrl, messagingKeys } from './query-keys.ts'

// The team's badge counts the team's unread messages (the same for every administrator), with allUnread.
const schemas: { [A in Audience]: z.ZodType<UnreadCount[A]> } = {
  team: adminUnreadCountSchema,
  customer: unreadCountSchema,
}
type UnreadCount = {
  team: z.output<typeof adminUnreadCountSchema>
  customer: z.output<typeof unreadCountSchema>
}

/** GET …/messages/unread-count: what the caller received (from the customers, or from the team) and has not read. */
export function getUnreadCount<A extends Audience>(audience: A, signal?: AbortSignal) {
  return apiRequest(`${messagesUrl[audience]}/unread-count`, { schema: schemas[audience], signal })
}

export function unreadCountQuery(audience: Audience) {
  return queryOptions({
    queryKey: messagingKeys.unreadCount(audience),
    queryFn: ({ signal }) => getUnreadCount(audience, signal),
    // The badge follows new messages as they arrive (server-sent events).
    meta: { topics: ['messages'] },
  })
}

export function useUnreadCount(audience: Audience) {
  return useQuery(unreadCountQuery(audience))
}
