import { type FormEvent, useState } from 'react'
import { toast } from 'sonner'
import { newPasswordSchema } from '../../../../shared/schemas/auth.ts'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { BUSY_LABEL } from './auth-card.tsx'

/** The administrator's Set New Password mode: its rule breaks are told as toasts (spec §5). */
export function AdminNewPasswordForm({
  onSubmitPassword,
}: {
  onSubmitPassword(password: string): Promise<void>
}) {
  const [password, setPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = newPasswordSchema.safeParse({ password, confirmPassword })
    if (!parsed.success) {
      const tooShort = parsed.error.issues.find((issue) => issue.path[0] === 'password')
      if (tooShort) toast.error('Password Too Short', { description: tooShort.message })
      else toast.error("Passwords Don't Match", { description: 'Please make sure your passwords match' })
      return
    }
    setBusy(true)
    try {
      await onSubmitPassword(parsed.data.password)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        value={confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
      />
      <Button type="submit" disabled={busy}>
        {busy ? BUSY_LABEL : 'Update Password'}
      </Button>
    </form>
  )
}
