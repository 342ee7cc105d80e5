import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import { type SessionResponse, sessionResponseSchema } from '#shared/schemas/auth.ts'
import { ApiError, apiRequest } from './api-client.ts'

/**
 * The caller's session, held in the query cache and nowhere else. Signing in refreshes it
 * (`refreshSession`), signing out sets it (`endSessionQuietly`) or reloads the page (`useSignOut`).
 */
export const sessionKeys = {
  all: ['session'] as const,
}

export const signedOutSession: SessionResponse = { user: null, isAdmin: false, subscribed: false }

/** GET /api/session. A failed check counts as signed out, not admin and not subscribed (spec §8). */
export async function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  try {
    return await apiRequest('/api/session', { schema: sessionResponseSchema, signal })
  } catch (error) {
    // Only the server's refusal or an unreachable server: a body that breaks the schema stays loud.
    if (error instanceof ApiError) return signedOutSession
    throw error
  }
}

export const sessionQuery = queryOptions({
  queryKey: sessionKeys.all,
  queryFn: ({ signal }) => getSession(signal),
  staleTime: 30_000,
})

/** `{ data, isPending, … }`: pending until the server first answers. */
export function useSession() {
  return useQuery(sessionQuery)
}

/** Asks the server again (after signing in, or turning two-factor on or off) and returns the answer. */
export async function refreshSession(queryClient: QueryClient): Promise<SessionResponse> {
  // Cancels a check already under way (it may predate the sign-in) and refetches even when unobserved.
  await queryClient.invalidateQueries({ queryKey: sessionKeys.all, refetchType: 'all' })
  return queryClient.fetchQuery(sessionQuery)
}
