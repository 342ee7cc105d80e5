import { zodResolver } from '@hookform/resolvers/zod'
import { type UseFormReturn, useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { paths } from '#shared/paths.ts'
import { emailStatusCheckSchema, emailTestRequestSchema, RECIPIENT_REQUIRED } from '#shared/schemas/email.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Card, CardTitle } from '../../../components/ui/card.tsx'
import { Field, Select, TextField } from '../../../components/ui/field.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { useSession } from '../../../lib/session.ts'
import { toast } from '../../../lib/toast.ts'
import { useCheckEmailStatus } from '../api/check-email-status.ts'
import { useSenders } from '../api/get-senders.ts'
import { useSendTestEmail } from '../api/send-test-email.ts'

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

type StatusForm = UseFormReturn<{ id: string }>

function Diagnostics() {
  // The status check is filled in with the id of each message sent from here.
  const statusForm = useForm({ resolver: zodResolver(emailStatusCheckSchema), defaultValues: { id: '' } })
  return (
    <div className="grid gap-6">
      <SendTestEmail onSent={(id) => statusForm.setValue('id', id)} />
      <CheckStatus form={statusForm} />
    </div>
  )
}

const failure = (error: unknown) => errorMessage(error, String(error))

function SendTestEmail({ onSent }: { onSent(id: string): void }) {
  const senders = useSenders()
  const send = useSendTestEmail()
  const form = useForm({
    resolver: zodResolver(emailTestRequestSchema),
    defaultValues: { to: '', sender: 'mail-from' as const },
  })
  const submit = form.handleSubmit(
    async (request) => {
      try {
        const { data } = await send.mutateAsync(request)
        onSent(data.id)
        void toast.success(`Test email sent! ID: ${data.id}`)
      } catch (error) {
        void toast.error(`Failed to send: ${failure(error)}`)
      }
    },
    ({ to }) => {
      if (to?.message === RECIPIENT_REQUIRED) void toast.error('Error', { description: RECIPIENT_REQUIRED })
    },
  )

  return (
    <Card>
      <CardTitle>Send a test e-mail</CardTitle>
      <form className="mt-4 grid gap-4" onSubmit={submit} noValidate>
        <TextField
          label="Recipient"
          error={form.formState.errors.to?.message}
          type="email"
          autoComplete="email"
          {...form.register('to')}
        />
        <Field label="Sender">
          {({ id }) => (
            <Select id={id} {...form.register('sender')}>
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

function CheckStatus({ form }: { form: StatusForm }) {
  const status = useCheckEmailStatus()
  const check = form.handleSubmit(
    async ({ id }) => {
      try {
        await status.mutateAsync(id)
        void toast.success('Status retrieved successfully')
      } catch (error) {
        void toast.error(`Failed to check status: ${failure(error)}`)
      }
    },
    // Told as a toast only (spec §8): the field has nothing wrong in it the visitor could fix.
    ({ id }) => void (id?.message && toast.error(id.message)),
  )

  return (
    <Card>
      <CardTitle>Check delivery status</CardTitle>
      <form className="mt-4 grid gap-4" onSubmit={check} noValidate>
        <TextField label="Message ID" {...form.register('id')} />
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
