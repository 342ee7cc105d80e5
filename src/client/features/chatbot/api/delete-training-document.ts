import { useMutation, useQueryClient } from '@tanstack/react-query'
import { documentDeletedSchema } from '#shared/schemas/chatbot-admin.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { chatbotKeys } from './query-keys.ts'

/** DELETE /api/admin/chatbot/documents/:id: the document and its knowledge chunks. */
export function deleteTrainingDocument(id: string) {
  return apiRequest(`/api/admin/chatbot/documents/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: documentDeletedSchema,
  })
}

export function useDeleteTrainingDocument() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteTrainingDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatbotKeys.trainingDocuments() }),
  })
}
