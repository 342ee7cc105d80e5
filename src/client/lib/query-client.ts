import { QueryClient } from '@tanstack/react-query'
import type { SessionResponse } from '../../shared/schemas/auth.ts'
import { ApiError } from './api-client.ts'
import { onSessionChange, refreshSession, sessionQueryKey } from './session.ts'

/**
 * The one query client of the app. It is loaded with the first application page (never by the public
 * marketing pages, which stay light), and keeps its cache across pages.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
})

// The session lives in lib/session.ts; mirror it under sessionQueryKey so that invalidating that key
// (after signing in, say) refreshes the session everywhere.
let lastUserId: string | null | undefined
onSessionChange((session: SessionResponse) => {
  const userId = session.user?.id ?? null
  // A different person (or nobody) must never see the previous person's cached data.
  if (lastUserId !== undefined && userId !== lastUserId) queryClient.clear()
  lastUserId = userId
  queryClient.setQueryData(sessionQueryKey, session)
})
queryClient.setQueryDefaults(sessionQueryKey, { queryFn: refreshSession, staleTime: 30_000 })
queryClient.getQueryCache().subscribe((event) => {
  if (event.query.queryKey[0] !== sessionQueryKey[0]) return
  if (event.type === 'updated' && event.action.type === 'invalidate') void refreshSession()
})
