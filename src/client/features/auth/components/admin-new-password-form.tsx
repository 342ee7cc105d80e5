import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { newPasswordSchema } from '#shared/schemas/auth.ts'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { toast } from '../../../lib/toast.ts'
import { BUSY_LABEL } from './auth-card.tsx'

/** The administrator's Set New Password mode: its rule breaks are told as toasts (spec §5). */
export function AdminNewPasswordForm({
  onSubmitPassword,
}: {
  onSubmitPassword(password: string): Promise<void>
}) {
  const form = useForm({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
    shouldFocusError: false,
  })
  const submit = form.handleSubmit(
    ({ password }) => onSubmitPassword(password),
    (errors) => {
      const tooShort = errors.password?.message
      if (tooShort) void toast.error('Password Too Short', { description: tooShort })
      else void toast.error("Passwords Don't Match", { description: 'Please make sure your passwords match' })
    },
  )
  const busy = form.formState.isSubmitting
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        {...form.register('password')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        {...form.register('confirmPassword')}
      />
      <Button type="submit" disabled={busy}>
        {busy ? BUSY_LABEL : 'Update Password'}
      </Button>
    </form>
  )
}
