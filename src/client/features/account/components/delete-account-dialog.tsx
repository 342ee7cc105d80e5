import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import {
  CONFIRM_WITH_EMAIL,
  DELETE_FAILED,
  deleteAccountRequestSchema,
} from '#shared/schemas/personal-data.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { ApiError, errorMessage } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import { toastAfterReload } from '../../../lib/toast-after-reload.ts'
import { useDeleteAccount } from '../api/delete-account.ts'

interface DeleteAccountDialogProps {
  open: boolean
  onOpenChange(open: boolean): void
  email: string
}

/** Typing the account's e-mail confirms; the account then goes, the session ends and the home page loads. */
export function DeleteAccountDialog({ open, onOpenChange, email }: DeleteAccountDialogProps) {
  const remove = useDeleteAccount()
  const form = useForm({
    resolver: zodResolver(deleteAccountRequestSchema),
    defaultValues: { confirmEmail: '' },
  })
  const typed = form.watch('confirmEmail')
  const matches = typed.trim().toLowerCase() === email.toLowerCase()
  const { errors, isSubmitting } = form.formState
  const close = (next: boolean) => {
    if (!next) form.reset()
    onOpenChange(next)
  }
  const submit = form.handleSubmit(async (request) => {
    try {
      const { notice } = await remove.mutateAsync(request)
      toastAfterReload({ kind: 'success', title: notice })
      window.location.assign('/')
    } catch (error) {
      const field = error instanceof ApiError ? error.fields.confirmEmail : undefined
      if (field) form.setError('confirmEmail', { message: field })
      else void toast.error(DELETE_FAILED, { description: errorMessage(error, 'Please try again.') })
    }
  })
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Delete my account"
      description="Your profile, messages, requests and files links are erased and your plan is cancelled. Orders are kept without your name for our six-year accounting record. This cannot be undone."
    >
      <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
        <TextField
          label={`Type ${email} to confirm`}
          type="email"
          autoComplete="off"
          hint={CONFIRM_WITH_EMAIL}
          error={errors.confirmEmail?.message}
          {...form.register('confirmEmail')}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => close(false)}>
            Keep my account
          </Button>
          <Button type="submit" variant="danger" disabled={!matches || isSubmitting}>
            {isSubmitting ? 'Deleting...' : 'Delete my account'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
