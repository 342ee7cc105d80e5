import { useMutation } from '@tanstack/react-query'
import { type DeleteAccountRequest, deleteAccountResponseSchema } from '#shared/schemas/personal-data.ts'
import { apiRequest } from '../../../lib/api-client.ts'

/** POST /api/account/delete: erases the account (confirmed with its e-mail) and ends the session. */
export function deleteAccount(body: DeleteAccountRequest) {
  return apiRequest('/api/account/delete', { method: 'POST', body, schema: deleteAccountResponseSchema })
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount })
}
