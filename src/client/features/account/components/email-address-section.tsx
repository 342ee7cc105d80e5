import { Button } from '../../../components/ui/button.tsx'
import { Card, CardTitle } from '../../../components/ui/card.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { useSession } from '../../../lib/session.ts'
import { toast } from '../../../lib/toast.ts'
import { useSendConfirmationEmail } from '../api/send-confirmation-email.ts'

/**
 * Whether the account's address is confirmed (decision 0023): until it is, two-factor stays off and what
 * is kept under the address (chats, demo-call bookings, checkouts, e-mails) is not part of the
 * account's data. A new confirmation link can be sent from here.
 */
export function EmailAddressSection() {
  const { data } = useSession()
  const send = useSendConfirmationEmail()
  const user = data?.user
  if (!user) return null
  const { email } = user
  async function resend() {
    try {
      await send.mutateAsync(email)
      void toast.success('Confirmation e-mail sent', { description: `Check your inbox at ${email}.` })
    } catch (error) {
      void toast.error('Error', { description: errorMessage(error, 'Please try again.') })
    }
  }
  return (
    <Card>
      <CardTitle>E-mail address</CardTitle>
      {user.emailVerified ? (
        <p className="mt-2 text-muted" role="status">
          <strong className="text-ink">{email}</strong> is confirmed.
        </p>
      ) : (
        <>
          <p className="mt-2 text-muted" role="status">
            <strong className="text-ink">{email}</strong> is not confirmed yet. Use the link we sent to it.
          </p>
          <p className="mt-2 text-sm text-muted">
            Until then, two-factor sign-in stays off, and chats, demo-call bookings, checkouts and e-mails
            kept under this address are not part of your data here (download or deletion).
          </p>
          <Button
            className="mt-4"
            variant="secondary"
            onClick={() => void resend()}
            disabled={send.isPending}
          >
            {send.isPending ? 'Sending...' : 'Send the confirmation again'}
          </Button>
        </>
      )}
    </Card>
  )
}
