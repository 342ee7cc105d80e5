import { useMutation } from '@tanstack/react-query'
import { paths } from '#shared/paths.ts'
import { authStatusResponseSchema } from '#shared/schemas/auth.ts'
import { apiRequest } from '../../../lib/api-client.ts'

/** POST /api/auth/send-verification-email: a new confirmation link for the signed-in account's e-mail. */
export function sendConfirmationEmail(email: string) {
  return apiRequest('/api/auth/send-verification-email', {
    method: 'POST',
    body: { email, callbackURL: paths.dashboard },
    schema: authStatusResponseSchema,
  })
}

export function useSendConfirmationEmail() {
  return useMutation({ mutationFn: sendConfirmationEmail })
}
