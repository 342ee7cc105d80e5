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

/** No answer, or the server failing: the check says nothing about who is signed in. */
export function isConnectionError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500)
}

/**
 * GET /api/session. The server's refusal counts as signed out, not admin and not subscribed (spec §8);
 * a lost connection or a failing server is thrown, so the check is retried and whoever was signed in
 * stays signed in meanwhile. A body that breaks the schema stays loud.
 */
export async function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  try {
    return await apiRequest('/api/session', { schema: sessionResponseSchema, signal })
  } catch (error) {
    if (error instanceof ApiError && !isConnectionError(error)) return signedOutSession
    throw error
  }
}

/** Spec §8: retried with exponential backoff starting at 200 ms (here up to 10 s between tries). */
export function sessionRetryDelay(failures: number): number {
  return Math.min(200 * 2 ** failures, 10_000)
}

export const sessionQuery = queryOptions({
  queryKey: sessionKeys.all,
  queryFn: ({ signal }) => getSession(signal),
  staleTime: 30_000,
  retry: (_failures, error) => isConnectionError(error),
  retryDelay: sessionRetryDelay,
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
