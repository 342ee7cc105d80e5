import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type DocumentManualRequest,
  type DocumentUrlRequest,
  trainingDocumentResponseSchema,
} from '#shared/schemas/chatbot-admin.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { chatbotKeys } from './query-keys.ts'

/** What the administrator gave: a file, a page address, or a typed text. */
export type NewTrainingDocument =
  | { kind: 'file'; file: File }
  | ({ kind: 'url' } & DocumentUrlRequest)
  | ({ kind: 'manual' } & DocumentManualRequest)

/** POST /api/admin/chatbot/documents/{file,url,manual}: stored as processing, then processed in the background. */
export function addTrainingDocument(document: NewTrainingDocument) {
  const options = { method: 'POST' as const, schema: trainingDocumentResponseSchema }
  if (document.kind === 'file') {
    const form = new FormData()
    form.append('file', document.file, document.file.name)
    return apiRequest('/api/admin/chatbot/documents/file', { ...options, body: form })
  }
  if (document.kind === 'url') {
    return apiRequest('/api/admin/chatbot/documents/url', {
      ...options,
      body: { sourceUrl: document.sourceUrl },
    })
  }
  return apiRequest('/api/admin/chatbot/documents/manual', {
    ...options,
    body: { manualTitle: document.manualTitle, manualText: document.manualText },
  })
}

export function useAddTrainingDocument() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addTrainingDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatbotKeys.trainingDocuments() }),
  })
}
