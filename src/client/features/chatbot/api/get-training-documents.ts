import { queryOptions, useQuery } from '@tanstack/react-query'
import { trainingDocumentListSchema } from '#shared/schemas/chatbot-admin.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { chatbotKeys } from './query-keys.ts'

/** While a document is processing, the list asks again this often, in case a live notice is missed. */
const PROCESSING_POLL_MS = 3000

/** GET /api/admin/chatbot/documents: training documents, newest first. */
export function trainingDocumentsQuery() {
  return queryOptions({
    queryKey: chatbotKeys.trainingDocuments(),
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/chatbot/documents', { schema: trainingDocumentListSchema, signal }),
    meta: { topics: ['knowledge'] },
    refetchInterval: (query) =>
      query.state.data?.documents.some((document) => document.status === 'processing')
        ? PROCESSING_POLL_MS
        : false,
  })
}

export function useTrainingDocuments() {
  return useQuery(trainingDocumentsQuery())
}
