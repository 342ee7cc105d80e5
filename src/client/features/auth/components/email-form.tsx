import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { forgotPasswordSchema } from '#shared/schemas/auth.ts'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { BUSY_LABEL } from './auth-card.tsx'

interface EmailFormProps {
  submitLabel: string
  defaultEmail?: string
  onSubmitEmail(email: string): Promise<void>
}

/** One e-mail field and a button: forgot password, and resending a reset link. */
export function EmailForm({ submitLabel, defaultEmail = '', onSubmitEmail }: EmailFormProps) {
  const form = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: defaultEmail },
  })
  const { errors, isSubmitting } = form.formState
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit(({ email }) => onSubmitEmail(email))}
    >
      <TextField
        label="Email"
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        {...form.register('email')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? BUSY_LABEL : submitLabel}
      </Button>
    </form>
  )
}
