import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type WhatsappStatusResponse, whatsappStatusResponseSchema } from '#shared/schemas/whatsapp.ts'
import { apiRequest } from '../../../lib/api-client.ts'

/** The query keys of WhatsApp approvals; every read and invalidation goes through these. */
export const whatsappKeys = {
  all: ['whatsapp'] as const,
  status: () => [...whatsappKeys.all, 'status'] as const,
}

export const whatsappStatusQuery = queryOptions({
  queryKey: whatsappKeys.status(),
  queryFn: ({ signal }) => apiRequest('/api/whatsapp', { schema: whatsappStatusResponseSchema, signal }),
})

export function useWhatsappStatus() {
  return useQuery(whatsappStatusQuery)
}

/** Each change answers with the new status, kept as the status query's data. */
function useWhatsappChange<Input>(request: (input: Input) => Promise<WhatsappStatusResponse>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: request,
    onSuccess: (answer) => queryClient.setQueryData(whatsappKeys.status(), { whatsapp: answer.whatsapp }),
  })
}

export const useRequestWhatsappCode = () =>
  useWhatsappChange((phone: string) =>
    apiRequest('/api/whatsapp/opt-in', {
      method: 'POST',
      body: { phone },
      schema: whatsappStatusResponseSchema,
    }),
  )

export const useConfirmWhatsappCode = () =>
  useWhatsappChange((code: string) =>
    apiRequest('/api/whatsapp/confirm', {
      method: 'POST',
      body: { code },
      schema: whatsappStatusResponseSchema,
    }),
  )

export const useWhatsappOptOut = () =>
  useWhatsappChange((_: undefined) =>
    apiRequest('/api/whatsapp', { method: 'DELETE', schema: whatsappStatusResponseSchema }),
  )
