import { queryOptions, useQuery } from '@tanstack/react-query'
import { customerLinksSchema } from '#shared/schemas/links.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { customerLinksKeys } from './query-keys.ts'

/** GET /api/links: the customer's drive folder and spreadsheet, set by the team. */
export function getLinks(signal?: AbortSignal) {
  return apiRequest('/api/links', { schema: customerLinksSchema, signal })
}

export const linksQuery = queryOptions({
  queryKey: customerLinksKeys.mine(),
  queryFn: ({ signal }) => getLinks(signal),
})

export function useLinks() {
  return useQuery(linksQuery)
}
