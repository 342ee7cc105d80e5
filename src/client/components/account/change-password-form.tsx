import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { changePasswordSchema } from '../../../shared/schemas/auth.ts'
import { Button } from '../ui/button.tsx'
import { Card, CardTitle } from '../ui/card.tsx'
import { TextField } from '../ui/field.tsx'
import { changePassword, messageOf } from './account-api.ts'

const fields = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
] as const

/** Change Password (customer Settings and Admin Settings): at least 6 characters, confirmation must match. */
export function ChangePasswordForm() {
  const form = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  })
  const { errors, isSubmitting } = form.formState
  const values = form.watch()
  const incomplete = !values.currentPassword || !values.newPassword || !values.confirmPassword

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword(currentPassword, newPassword)
      toast.success('Password changed successfully')
      form.reset()
    } catch (error) {
      toast.error('Failed to change password', { description: messageOf(error, 'Please try again.') })
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
