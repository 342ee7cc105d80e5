import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '#shared/paths.ts'
import { errorMessage } from '../../../lib/api-client.ts'
import { refreshSession } from '../../../lib/session.ts'
import { endSessionQuietly } from '../../../lib/sign-out.ts'
import { toast } from '../../../lib/toast.ts'
import { useRequestPasswordReset } from '../api/request-password-reset.ts'
import { isInvalidTokenError, useResetPassword } from '../api/reset-password.ts'
import type { UrlState } from '../lib/url-state.ts'
import { useSignInSteps } from '../lib/use-sign-in-steps.ts'
import { AdminNewPasswordForm } from './admin-new-password-form.tsx'
import { AuthCard, LinkButton } from './auth-card.tsx'
import { EXPIRED_LINK } from './customer-auth.tsx'
import { EmailForm } from './email-form.tsx'
import { SignInForm } from './sign-in-form.tsx'
import { TwoFactorForm } from './two-factor-form.tsx'

export const ADMIN_RECOVERY_REDIRECT = `${paths.adminLogin}?type=recovery`

type Mode = 'sign-in' | 'two-factor' | 'forgot' | 'recovery'

/** The administrator's card (spec §2 Admin login): Sign In, Forgot password and Set New Password. */
export function AdminLogin({ urlState }: { urlState: UrlState }) {
  const [mode, setMode] = useState<Mode>(
    urlState.view === 'recovery' ? 'recovery' : urlState.view === 'expired' ? 'forgot' : 'sign-in',
  )
  const [notice, setNotice] = useState(urlState.view === 'expired' ? EXPIRED_LINK : undefined)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const requestReset = useRequestPasswordReset()
  const resetPassword = useResetPassword()

  const steps = useSignInSteps({
    failedTitle: 'Login Failed',
    onTwoFactor: () => setMode('two-factor'),
    async afterSignIn() {
      const session = await refreshSession(queryClient)
      // A customer stays here and is shown 'Admin Access Only' by the page.
      if (session.isAdmin) navigate(paths.adminDashboard, { replace: true })
    },
  })

  function toggle(next: Mode) {
    setNotice(undefined)
    setMode(next)
  }

  if (mode === 'recovery') {
    const token = urlState.view === 'recovery' ? urlState.token : ''
    return (
      <AuthCard title="Set New Password" description="Choose a new password for your administrator account.">
        <AdminNewPasswordForm
          onSubmitPassword={async (password) => {
            try {
              await resetPassword.mutateAsync({ token, newPassword: password })
            } catch (error) {
              void toast.error('Update Failed', {
                description: errorMessage(error, 'Failed to update password'),
              })
              if (isInvalidTokenError(error)) {
                setNotice(EXPIRED_LINK)
                setMode('forgot')
              }
              return
            }
            await endSessionQuietly(queryClient)
            void toast.success('Password Updated', { description: 'Please sign in with your new password.' })
            navigate(paths.adminLogin, { replace: true })
            setMode('sign-in')
          }}
        />
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title="Admin Login"
      description={
        mode === 'forgot' ? 'Enter your e-mail address to receive a reset link.' : 'Administrators only.'
      }
    >
      {notice ? (
        <p role="alert" className="mb-4 rounded-control bg-red-50 p-3 text-sm font-medium text-danger">
          {notice}
        </p>
      ) : null}
      {mode === 'sign-in' ? (
        <SignInForm submitLabel="Sign In" onSubmitCredentials={steps.submitCredentials} />
      ) : null}
      {mode === 'two-factor' ? <TwoFactorForm onSubmitCode={steps.submitCode} /> : null}
      {mode === 'forgot' ? (
        <EmailForm
          submitLabel="Send Reset Link"
          onSubmitEmail={async (email) => {
            try {
              await requestReset.mutateAsync({ email, redirectTo: ADMIN_RECOVERY_REDIRECT })
              void toast.success('Reset Email Sent', {
                description: 'Check your email for password reset instructions',
              })
              toggle('sign-in')
            } catch (error) {
              void toast.error('Reset Failed', {
                description: errorMessage(error, 'Failed to send reset email'),
              })
            }
          }}
        />
      ) : null}
      <p className="mt-4 text-center text-sm">
        {mode === 'forgot' ? (
          <LinkButton onClick={() => toggle('sign-in')}>Back to Login</LinkButton>
        ) : (
          <LinkButton onClick={() => toggle('forgot')}>Forgot Password?</LinkButton>
        )}
      </p>
    </AuthCard>
  )
}
