import type { SignInInput } from '#shared/schemas/auth.ts'
import { errorMessage } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import { useSignIn } from '../api/sign-in.ts'
import { useVerifyTwoFactorCode } from '../api/verify-two-factor.ts'

interface SignInSteps {
  /** The failure toast's title: 'Login Failed' on the team's card, 'Sign In Failed' on the customer's. */
  failedTitle: string
  /** The account has two-factor on: the card asks for the code next. */
  onTwoFactor(): void
  afterSignIn(): Promise<void>
}

/** E-mail and password, then (with two-factor on) the code: the same steps on the team's and the customer's card. */
export function useSignInSteps({ failedTitle, onTwoFactor, afterSignIn }: SignInSteps) {
  const signIn = useSignIn()
  const verifyCode = useVerifyTwoFactorCode()
  return {
    async submitCredentials(input: SignInInput) {
      try {
        const result = await signIn.mutateAsync(input)
        if ('twoFactorRedirect' in result) onTwoFactor()
        else await afterSignIn()
      } catch (error) {
        void toast.error(failedTitle, { description: errorMessage(error, 'Invalid email or password') })
      }
    },
    async submitCode(code: string) {
      try {
        await verifyCode.mutateAsync(code)
        await afterSignIn()
      } catch (error) {
        void toast.error(failedTitle, { description: errorMessage(error, 'Invalid code') })
      }
    },
  }
}
