import { queryOptions, useQuery } from '@tanstack/react-query'
import { transcriptSchema } from '#shared/schemas/chatbot-admin.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { chatbotKeys } from './query-keys.ts'

/** GET /api/admin/chatbot/conversations/:id/transcript: the visitor's sessions merged by e-mail. */
export function transcriptQuery(id: string) {
  return queryOptions({
    queryKey: chatbotKeys.transcript(id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/chatbot/conversations/${encodeURIComponent(id)}/transcript`, {
        schema: transcriptSchema,
        signal,
      }),
    meta: { topics: ['conversations'] },
  })
}

export function useTranscript(id: string) {
  return useQuery(transcriptQuery(id))
}
