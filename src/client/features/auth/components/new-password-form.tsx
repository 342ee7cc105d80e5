import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { newPasswordSchema } from '#shared/schemas/auth.ts'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { BUSY_LABEL } from './auth-card.tsx'

/** Choose a new password after a recovery or invite link (rules: the shared newPasswordSchema). */
export function NewPasswordForm({ onSubmitPassword }: { onSubmitPassword(password: string): Promise<void> }) {
  const form = useForm({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })
  const { errors, isSubmitting } = form.formState
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit(({ password }) => onSubmitPassword(password))}
    >
      <TextField
        label="New password"
        error={errors.password?.message}
        type="password"
        autoComplete="new-password"
        {...form.register('password')}
      />
      <TextField
        label="Confirm new password"
        error={errors.confirmPassword?.message}
        type="password"
        autoComplete="new-password"
        {...form.register('confirmPassword')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? BUSY_LABEL : 'Update Password'}
      </Button>
    </form>
  )
}
