import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SessionResponse } from '../../shared/schemas/auth.ts'
import { apiRequest } from './api-client.ts'

export const sessionQueryKey = ['session'] as const

const signedOut: SessionResponse = { user: null, isAdmin: false, subscribed: false }

/** The caller's session; a failed check counts as signed out, not admin and not subscribed (spec §8). */
export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async ({ signal }) => {
    try {
      return await apiRequest<SessionResponse>('/api/session', { signal })
    } catch {
      return signedOut
    }
  },
  staleTime: 30_000,
})

export function useSession() {
  return useQuery(sessionQuery)
}
