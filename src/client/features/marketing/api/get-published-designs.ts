import { publishedDesignsSchema } from '#shared/schemas/portfolio.ts'
import { apiRequest } from '../../../lib/api-client.ts'

/** GET /api/portfolio: the published designs of /our-work, in their order (public). */
export function getPublishedDesigns(signal?: AbortSignal) {
  return apiRequest('/api/portfolio', { schema: publishedDesignsSchema, signal })
}
