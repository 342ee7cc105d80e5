import { Button } from '../../../components/ui/button.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import { useSendConfirmationEmail } from '../api/send-confirmation-email.ts'

/**
 * Two-factor waits for a proven address (decision 0007): until the e-mail is confirmed, the section says
 * so and offers a new confirmation link instead of the Turn On button.
 */
export function ConfirmEmailFirst({ email }: { email: string }) {
  const send = useSendConfirmationEmail()
  async function resend() {
    try {
      await send.mutateAsync(email)
      void toast.success('Confirmation e-mail sent', { description: `Check your inbox at ${email}.` })
    } catch (error) {
      void toast.error('Error', { description: errorMessage(error, 'Please try again.') })
    }
  }
  return (
    <div className="mt-4 flex flex-col items-start gap-3">
      <p className="text-sm">
        Confirm your e-mail address to turn on two-factor sign-in: use the link we sent to{' '}
        <strong>{email}</strong>.
      </p>
      <Button variant="secondary" onClick={() => void resend()} disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send the confirmation e-mail again'}
      </Button>
    </div>
  )
}
