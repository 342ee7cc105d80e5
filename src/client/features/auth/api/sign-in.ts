import { useMutation } from '@tanstack/react-query'
import { type SignInInput, signInResponseSchema } from '#shared/schemas/auth.ts'
import { apiRequest } from '../../../lib/api-client.ts'

/** POST /api/auth/sign-in/email. With two-factor on, the session is granted only after a code. */
export function signIn(input: SignInInput) {
  return apiRequest('/api/auth/sign-in/email', { method: 'POST', body: input, schema: signInResponseSchema })
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn })
}
