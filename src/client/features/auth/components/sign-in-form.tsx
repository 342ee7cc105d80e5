import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { type SignInInput, signInSchema } from '#shared/schemas/auth.ts'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { BUSY_LABEL } from './auth-card.tsx'

interface SignInFormProps {
  submitLabel: string
  defaultEmail?: string
  /** Creating an account: the browser offers to generate and save a new password. */
  newPassword?: boolean
  onSubmitCredentials(input: SignInInput): Promise<void>
}

export function SignInForm({
  submitLabel,
  defaultEmail = '',
  newPassword = false,
  onSubmitCredentials,
}: SignInFormProps) {
  const form = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: '' },
  })
  const { errors, isSubmitting } = form.formState
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit(onSubmitCredentials)}>
      <TextField
        label="Email"
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        {...form.register('email')}
      />
      <TextField
        label="Password"
        error={errors.password?.message}
        type="password"
        autoComplete={newPassword ? 'new-password' : 'current-password'}
        {...form.register('password')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? BUSY_LABEL : submitLabel}
      </Button>
    </form>
  )
}
