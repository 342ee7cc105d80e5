import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { twoFactorCodeSchema } from '#shared/schemas/auth.ts'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { BUSY_LABEL } from './auth-card.tsx'

/** The second step of signing in when two-factor is on: the session is granted only after this. */
export function TwoFactorForm({ onSubmitCode }: { onSubmitCode(code: string): Promise<void> }) {
  const form = useForm({ resolver: zodResolver(twoFactorCodeSchema), defaultValues: { code: '' } })
  const { errors, isSubmitting } = form.formState
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit(({ code }) => onSubmitCode(code))}
    >
      <TextField
        label="Authentication code"
        error={errors.code?.message}
        hint="Enter the 6-digit code from your authenticator app, or one of your backup codes."
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        {...form.register('code')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? BUSY_LABEL : 'Verify'}
      </Button>
    </form>
  )
}
