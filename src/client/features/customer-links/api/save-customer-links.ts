import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type SaveLinksRequest, saveLinksResponseSchema } from '#shared/schemas/links.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { customersKeys } from '../../../lib/customers.ts'

/** PUT /api/admin/customers/:userId/links */
export function saveCustomerLinks({ userId, links }: { userId: string; links: SaveLinksRequest }) {
  return apiRequest(`/api/admin/customers/${encodeURIComponent(userId)}/links`, {
    method: 'PUT',
    body: links,
    schema: saveLinksResponseSchema,
  })
}

export function useSaveCustomerLinks() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveCustomerLinks,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customersKeys.all }),
  })
}
