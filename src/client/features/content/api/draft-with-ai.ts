import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { type DraftRequest, draftAvailabilitySchema, draftResponseSchema } from '#shared/schemas/drafting.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { contentKeys } from './query-keys.ts'

/** GET /api/admin/draft-with-ai: whether a model is configured (without one the button is absent). */
export function getDraftAvailability(signal?: AbortSignal) {
  return apiRequest('/api/admin/draft-with-ai', { schema: draftAvailabilitySchema, signal })
}

export function useDraftAvailability() {
  return useQuery(
    queryOptions({
      queryKey: contentKeys.draftAvailability(),
      queryFn: ({ signal }) => getDraftAvailability(signal),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  )
}

/** POST /api/admin/customers/:customerId/draft-with-ai: a caption and hashtags for the team to edit. */
export function draftWithAi({ customerId, request }: { customerId: string; request: DraftRequest }) {
  return apiRequest(`/api/admin/customers/${encodeURIComponent(customerId)}/draft-with-ai`, {
    method: 'POST',
    body: request,
    schema: draftResponseSchema,
  })
}

export function useDraftWithAi() {
  return useMutation({ mutationFn: draftWithAi })
}
