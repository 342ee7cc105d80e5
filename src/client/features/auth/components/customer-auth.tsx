import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { RESET_LINK_VALID_HOURS } from '#shared/catalogue/business-rules.ts'
import { paths } from '#shared/paths.ts'
import { TEXT_LIMITS } from '#shared/schemas/fields.ts'
import { Button } from '../../../components/ui/button.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { refreshSession } from '../../../lib/session.ts'
import { endSessionQuietly } from '../../../lib/sign-out.ts'
import { toast } from '../../../lib/toast.ts'
import { useRequestPasswordReset } from '../api/request-password-reset.ts'
import { isInvalidTokenError, useResetPassword } from '../api/reset-password.ts'
import { useSignUp } from '../api/sign-up.ts'
import { afterSignInTarget, type UrlState } from '../lib/url-state.ts'
import { useSignInSteps } from '../lib/use-sign-in-steps.ts'
import { AuthCard, LinkButton } from './auth-card.tsx'
import { EmailForm } from './email-form.tsx'
import { NewPasswordForm } from './new-password-form.tsx'
import { SignInForm } from './sign-in-form.tsx'
import { TwoFactorForm } from './two-factor-form.tsx'

export const RECOVERY_REDIRECT = `${paths.auth}?type=recovery`
export const SIGN_UP_SUCCESS = 'Account created successfully. You can now sign in.'
/** Confirming the address is part of signing up (decision 0023). */
export const confirmAfterSignUp = (email: string) =>
  `We sent a confirmation link to ${email}. Open it to confirm your address: until then two-factor sign-in stays off, and chats, demo-call bookings and checkouts under this address do not join your account.`
export const EXPIRED_LINK = 'This password reset link has expired. Please request a new one.'
const LINK_LIFETIME = `${RESET_LINK_VALID_HOURS} hour${RESET_LINK_VALID_HOURS === 1 ? '' : 's'}`

type View =
  | 'sign-in'
  | 'sign-up'
  | 'two-factor'
  | 'forgot'
  | 'email-sent'
  | 'recovery'
  | 'expired'
  | 'reset-success'

function initialView(state: UrlState): View {
  if (state.view === 'recovery') return 'recovery'
  if (state.view === 'expired') return 'expired'
  if (state.view === 'reset-success') return 'reset-success'
  return 'sign-in'
}

/** After signing in: back where the visitor was sent from (see `afterSignInTarget`). */
function useAfterSignIn() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const target = afterSignInTarget((useLocation().state as { from?: unknown } | null)?.from)
  return async () => {
    await refreshSession(queryClient)
    navigate(target, { replace: true })
  }
}

/** Every view of /auth (spec §2): one card whose content follows the address and the visitor's steps. */
export function CustomerAuth({ urlState }: { urlState: UrlState }) {
  const [view, setView] = useState<View>(() => initialView(urlState))
  const [email, setEmail] = useState('')
  const [notice, setNotice] = useState<{ title: string; detail: string }>()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const afterSignIn = useAfterSignIn()
  const signUp = useSignUp()
  const steps = useSignInSteps({
    failedTitle: 'Sign In Failed',
    onTwoFactor: () => setView('two-factor'),
    afterSignIn,
  })
  const requestReset = useRequestPasswordReset()
  const resetPassword = useResetPassword()
  const token = urlState.view === 'recovery' ? urlState.token : ''

  async function sendResetLink(address: string) {
    try {
      await requestReset.mutateAsync({ email: address, redirectTo: RECOVERY_REDIRECT })
      setEmail(address)
      setView('email-sent')
      void toast.success('Password reset email sent! Check your inbox.')
    } catch (error) {
      void toast.error('Error', { description: errorMessage(error, 'Failed to send reset email') })
    }
  }

  function showSignIn() {
    setView('sign-in')
    navigate(paths.auth, { replace: true })
  }

  const backToSignIn = (
    <p className="mt-6 text-center text-sm">
      <LinkButton onClick={showSignIn}>Back to Sign In</LinkButton>
    </p>
  )

  switch (view) {
    case 'sign-in':
      return (
        <AuthCard title="Sign In" description="Welcome back. Sign in to your account.">
          {notice ? (
            <div role="status" className="mb-4 rounded-control bg-brand-50 p-3 text-sm text-brand-800">
              <p className="font-medium">{notice.title}</p>
              <p className="mt-1">{notice.detail}</p>
            </div>
          ) : null}
          <SignInForm
            submitLabel="Sign In"
            defaultEmail={email}
            onSubmitCredentials={steps.submitCredentials}
          />
          <p className="mt-4 text-center text-sm">
            <LinkButton onClick={() => setView('forgot')}>Forgot password?</LinkButton>
          </p>
          <p className="mt-2 text-center text-sm text-muted">
            Don't have an account? <LinkButton onClick={() => setView('sign-up')}>Create account</LinkButton>
          </p>
        </AuthCard>
      )
    case 'sign-up':
      return (
        <AuthCard title="Create Account" description="Sign up with your e-mail address and a password.">
          <SignInForm
            submitLabel="Create Account"
            newPassword
            onSubmitCredentials={async (input) => {
              try {
                await signUp.mutateAsync(input)
                void toast.success('Account created', { description: SIGN_UP_SUCCESS })
                setEmail(input.email)
                setNotice({ title: SIGN_UP_SUCCESS, detail: confirmAfterSignUp(input.email) })
                setView('sign-in')
              } catch (error) {
                void toast.error('Sign Up Failed', { description: errorMessage(error, 'Please try again.') })
              }
            }}
          />
          <p className="mt-4 text-center text-sm text-muted">
            Already have an account? <LinkButton onClick={() => setView('sign-in')}>Sign in</LinkButton>
          </p>
        </AuthCard>
      )
    case 'two-factor':
      return (
        <AuthCard
          title="Two-Factor Authentication"
          description="Your account is protected with two-factor sign-in."
        >
          <TwoFactorForm onSubmitCode={steps.submitCode} />
          {backToSignIn}
        </AuthCard>
      )
    case 'forgot':
      return (
        <AuthCard
          title="Reset Password"
          description="Enter your e-mail address and we will send you a reset link."
        >
          <EmailForm submitLabel="Send Reset Link" defaultEmail={email} onSubmitEmail={sendResetLink} />
          {backToSignIn}
        </AuthCard>
      )
    case 'email-sent':
      return (
        <AuthCard title="Check Your Email">
          <p>
            If an account exists for <strong>{email}</strong>, we have sent a link to reset your password.
          </p>
          <p className="mt-2 text-muted">The link works once and is valid for {LINK_LIFETIME}.</p>
          {backToSignIn}
        </AuthCard>
      )
    case 'recovery':
      return (
        <AuthCard
          title="Set New Password"
          description={`Choose a new password of at least ${TEXT_LIMITS.passwordMin} characters.`}
        >
          <NewPasswordForm
            onSubmitPassword={async (password) => {
              try {
                await resetPassword.mutateAsync({ token, newPassword: password })
              } catch (error) {
                if (isInvalidTokenError(error)) setView('expired')
                else
                  void toast.error('Error', { description: errorMessage(error, 'Failed to update password') })
                return
              }
              await endSessionQuietly(queryClient)
              navigate(paths.passwordResetSuccess, { replace: true })
            }}
          />
        </AuthCard>
      )
    case 'expired':
      return (
        <AuthCard title="Link Expired">
          <p role="alert" className="font-medium text-danger">
            {EXPIRED_LINK}
          </p>
          <p className="mt-2 mb-6 text-muted">
            Password reset links are valid for {LINK_LIFETIME}. Enter your e-mail address to get a new one.
          </p>
          <EmailForm submitLabel="Send New Link" onSubmitEmail={sendResetLink} />
          {backToSignIn}
        </AuthCard>
      )
    case 'reset-success':
      return (
        <AuthCard title="Password Updated" description="Your password has been updated. You can now sign in.">
          <Button className="w-full" onClick={showSignIn}>
            Go to Sign In
          </Button>
        </AuthCard>
      )
  }
}
