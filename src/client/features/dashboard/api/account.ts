import { queryOptions } from '@tanstack/react-query'
import type { AccountResponse } from '../../../../shared/schemas/account.ts'
import { apiRequest } from '../../../lib/api-client.ts'

export const accountQuery = queryOptions({
  queryKey: ['account'],
  queryFn: ({ signal }) => apiRequest<AccountResponse>('/api/account', { signal }),
})

export function markWelcomeShown(): Promise<{ welcomeShown: true }> {
  return apiRequest('/api/account/welcome-shown', { method: 'POST' })
}
