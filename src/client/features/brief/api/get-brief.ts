import { queryOptions, useQuery } from '@tanstack/react-query'
import { briefSchema } from '#shared/schemas/brief.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { briefKeys } from './query-keys.ts'

/** GET /api/brief: the customer's own brief (blank answers before they start). */
export function getBrief(signal?: AbortSignal) {
  return apiRequest('/api/brief', { schema: briefSchema, signal })
}

export const briefQuery = queryOptions({
  queryKey: briefKeys.own(),
  queryFn: ({ signal }) => getBrief(signal),
})

export function useBrief() {
  return useQuery(briefQuery)
}
