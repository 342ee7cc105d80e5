import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { paths } from '../../../../shared/paths.ts'
import { RECIPIENT_REQUIRED } from '../../../../shared/schemas/email.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Card, CardTitle } from '../../../components/ui/card.tsx'
import { Field, Select, TextField } from '../../../components/ui/field.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useSession } from '../../../lib/session.ts'
import { type SenderChoice, sendersQuery, useEmailStatus, useSendTestEmail } from '../api/email-test.ts'

export default function EmailTestPage() {
  const { data: session, isPending } = useSession()
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">Email diagnostics</h1>
      <p className="mt-2 text-muted">Send a test e-mail through the service and check its delivery status.</p>
      <div className="mt-8">
        {isPending ? (
          <Spinner />
        ) : session?.isAdmin ? (
          <Diagnostics />
        ) : (
          <SignInPrompt signedIn={Boolean(session?.user)} />
        )}
      </div>
    </section>
  )
}

function SignInPrompt({ signedIn }: { signedIn: boolean }) {
  return (
    <Card>
      <CardTitle>Administrators only</CardTitle>
      <p className="mt-2 text-muted">
        {signedIn
          ? 'This page is for administrators. Sign in with an administrator account to send test e-mails.'
          : 'Sign in as an administrator to send test e-mails and check their delivery.'}
      </p>
      <Button asChild className="mt-4">
        <Link to={paths.adminLogin}>Sign In</Link>
      </Button>
    </Card>
  )
}

function Diagnostics() {
  const [messageId, setMessageId] = useState('')
  return (
    <div className="grid gap-6">
      <SendTestEmail onSent={setMessageId} />
      <CheckStatus messageId={messageId} onMessageIdChange={setMessageId} />
    </div>
  )
}

function SendTestEmail({ onSent }: { onSent(id: string): void }) {
  const senders = useQuery(sendersQuery)
  const send = useSendTestEmail()
  const [to, setTo] = useState('')
  const [sender, setSender] = useState<SenderChoice['value']>('mail-from')
  const [error, setError] = useState<string>()

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!to.trim()) {
      setError(RECIPIENT_REQUIRED)
      toast.error('Error', { description: RECIPIENT_REQUIRED })
      return
    }
    setError(undefined)
    try {
      const result = await send.mutateAsync({ to: to.trim(), sender })
      const id = result.data?.id
      if (id) {
        onSent(id)
        toast.success(`Test email sent! ID: ${id}`)
      } else {
        toast.warning('Email sent but no ID returned')
      }
    } catch (failure) {
      toast.error(`Failed to send: ${failure instanceof Error ? failure.message : String(failure)}`)
    }
  }

  return (
    <Card>
      <CardTitle>Send a test e-mail</CardTitle>
      <form className="mt-4 grid gap-4" onSubmit={submit} noValidate>
        <TextField
          label="Recipient"
          error={error}
          type="email"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          autoComplete="email"
        />
        <Field label="Sender">
          {({ id }) => (
            <Select
              id={id}
              value={sender}
              onChange={(e) => setSender(e.target.value as SenderChoice['value'])}
            >
              {(senders.data?.senders ?? []).map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label} ({choice.address})
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send Test Email'}
          </Button>
        </div>
      </form>
    </Card>
  )
}

function CheckStatus({
  messageId,
  onMessageIdChange,
}: {
  messageId: string
  onMessageIdChange(id: string): void
}) {
  const status = useEmailStatus()

  async function check(event: FormEvent) {
    event.preventDefault()
    if (!messageId.trim()) {
      toast.error('Please send a test email first to get a message ID')
      return
    }
    try {
      await status.mutateAsync(messageId.trim())
      toast.success('Status retrieved successfully')
    } catch (failure) {
      toast.error(`Failed to check status: ${failure instanceof Error ? failure.message : String(failure)}`)
    }
  }

  return (
    <Card>
      <CardTitle>Check delivery status</CardTitle>
      <form className="mt-4 grid gap-4" onSubmit={check} noValidate>
        <TextField label="Message ID" value={messageId} onChange={(e) => onMessageIdChange(e.target.value)} />
        <div>
          <Button type="submit" variant="secondary" disabled={status.isPending}>
            {status.isPending ? 'Checking...' : 'Check Status'}
          </Button>
        </div>
      </form>
      {status.data ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold">Delivery status</h3>
          <pre className="mt-4 overflow-x-auto rounded-control bg-canvas p-4 text-sm">
            {JSON.stringify(status.data, null, 2)}
          </pre>
        </div>
      ) : null}
    </Card>
  )
}
