import { queryOptions, useQuery } from '@tanstack/react-query'
import { contentSettingsSchema } from '#shared/schemas/content.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { contentKeys } from './query-keys.ts'

/** GET /api/content/settings: the customer's no-answer rule (the team sets it). */
export function getMySettings(signal?: AbortSignal) {
  return apiRequest('/api/content/settings', { schema: contentSettingsSchema, signal })
}

export function useMySettings() {
  return useQuery(
    queryOptions({
      queryKey: contentKeys.mySettings(),
      queryFn: ({ signal }) => getMySettings(signal),
      meta: { topics: ['content'] },
    }),
  )
}
