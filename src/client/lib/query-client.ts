import { QueryClient } from '@tanstack/react-query'
import type { SessionResponse } from '#shared/schemas/auth.ts'
import { ApiError, ResponseMismatchError } from './api-client.ts'
import { sessionKeys } from './session.ts'

/**
 * The one query client of the app. It is loaded with the first application page, and on the public
 * pages only once they are interactive (docs/decisions/0008-session-in-the-query-cache.md); it keeps
 * its cache across pages.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refusal will not change on a retry, and neither will a body that breaks its schema.
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
        !(error instanceof ResponseMismatchError) &&
        count < 2,
      refetchOnWindowFocus: false,
    },
  },
})

// A different person (or nobody) must never see the previous person's cached data: when the session's
// user changes, everything else in the cache goes.
let lastUserId: string | null | undefined
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' || event.action.type !== 'success') return
  if (event.query.queryKey[0] !== sessionKeys.all[0]) return
  const userId = (event.query.state.data as SessionResponse | undefined)?.user?.id ?? null
  if (lastUserId !== undefined && userId !== lastUserId) {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] })
  }
  lastUserId = userId
})
