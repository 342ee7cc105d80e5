import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { changePasswordSchema } from '#shared/schemas/auth.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Card, CardTitle } from '../../../components/ui/card.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import { useChangePassword } from '../api/change-password.ts'

const fields = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
] as const

/** Change Password (customer Settings and Admin Settings): the rules are changePasswordSchema's. */
export function ChangePasswordForm() {
  const changePassword = useChangePassword()
  const form = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  })
  const { errors, isSubmitting } = form.formState
  const values = form.watch()
  const incomplete = !values.currentPassword || !values.newPassword || !values.confirmPassword

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword })
      void toast.success('Password changed successfully')
      form.reset()
    } catch (error) {
      void toast.error('Failed to change password', { description: errorMessage(error, 'Please try again.') })
    }
  })

  return (
    <Card>
      <CardTitle>Change Password</CardTitle>
      <form noValidate className="mt-4 flex flex-col gap-4" onSubmit={submit}>
        {fields.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            error={errors[field.name]?.message}
            type="password"
            autoComplete={field.autoComplete}
            {...form.register(field.name)}
          />
        ))}
        <Button type="submit" className="self-start" disabled={incomplete || isSubmitting}>
          {isSubmitting ? 'Changing...' : 'Change Password'}
        </Button>
      </form>
    </Card>
  )
}
