import { useMutation } from '@tanstack/react-query'
import { knowledgeReloadSchema, searchIndexRebuildSchema } from '#shared/schemas/chatbot-admin.ts'
import { apiRequest } from '../../../lib/api-client.ts'

/** POST /api/admin/chatbot/knowledge/reload: the site's own pages into the knowledge base. */
export function useReloadSiteContent() {
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/admin/chatbot/knowledge/reload', { method: 'POST', schema: knowledgeReloadSchema }),
  })
}

/** POST /api/admin/chatbot/knowledge/rebuild-index: the full-text search index, from scratch. */
export function useRebuildSearchIndex() {
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/admin/chatbot/knowledge/rebuild-index', {
        method: 'POST',
        schema: searchIndexRebuildSchema,
      }),
  })
}
