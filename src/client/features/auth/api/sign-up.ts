import { useMutation } from '@tanstack/react-query'
import { authUserResponseSchema, type SignInInput } from '#shared/schemas/auth.ts'
import { apiRequest } from '../../../lib/api-client.ts'

/** POST /api/auth/sign-up/email. Only e-mail and password are asked; the name starts as the local part. */
export function signUp({ email, password }: SignInInput) {
  const name = email.split('@')[0] ?? email
  return apiRequest('/api/auth/sign-up/email', {
    method: 'POST',
    body: { email, password, name },
    schema: authUserResponseSchema,
  })
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp })
}
