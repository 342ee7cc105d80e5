import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import {
  WHATSAPP_MESSAGES,
  type WhatsappStatus,
  whatsappConfirmRequestSchema,
  whatsappOptInRequestSchema,
} from '#shared/schemas/whatsapp.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Card, CardTitle } from '../../../components/ui/card.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import {
  useConfirmWhatsappCode,
  useRequestWhatsappCode,
  useWhatsappOptOut,
  useWhatsappStatus,
} from '../api/whatsapp.ts'

function PhoneForm({ status }: { status: WhatsappStatus }) {
  const requestCode = useRequestWhatsappCode()
  const form = useForm({
    resolver: zodResolver(whatsappOptInRequestSchema),
    defaultValues: { phone: status.phone ?? '' },
  })
  const submit = form.handleSubmit(async ({ phone }) => {
    try {
      const answer = await requestCode.mutateAsync(phone)
      void toast.success(answer.notice ?? WHATSAPP_MESSAGES.codeSent)
    } catch (error) {
      form.setError('phone', { message: errorMessage(error, 'Failed to send the code') })
    }
  })
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
      <TextField
        label="Mobile number (WhatsApp)"
        hint="With its country code, for example +44 7700 900123"
        type="tel"
        autoComplete="tel"
        error={form.formState.errors.phone?.message}
        {...form.register('phone')}
      />
      <Button type="submit" className="self-start" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting
          ? 'Sending...'
          : status.status === 'pending'
            ? 'Send a new code'
            : 'Send code'}
      </Button>
    </form>
  )
}

function CodeForm() {
  const confirm = useConfirmWhatsappCode()
  const form = useForm({ resolver: zodResolver(whatsappConfirmRequestSchema), defaultValues: { code: '' } })
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      const answer = await confirm.mutateAsync(code)
      void toast.success(answer.notice ?? WHATSAPP_MESSAGES.optedIn)
    } catch (error) {
      form.setError('code', { message: errorMessage(error, 'Failed to confirm the code') })
    }
  })
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
      <p>{WHATSAPP_MESSAGES.codeSent}</p>
      <TextField
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      <Button type="submit" className="self-start" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Confirming...' : 'Confirm'}
      </Button>
    </form>
  )
}

function OptedIn({ status }: { status: WhatsappStatus }) {
  const optOut = useWhatsappOptOut()
  const turnOff = async () => {
    try {
      const answer = await optOut.mutateAsync(undefined)
      void toast.success(answer.notice ?? WHATSAPP_MESSAGES.optedOut)
    } catch (error) {
      void toast.error('Failed to turn WhatsApp approvals off', {
        description: errorMessage(error, 'Please try again.'),
      })
    }
  }
  return (
    <div className="flex flex-col gap-4">
      <p>
        {WHATSAPP_MESSAGES.optedIn} Posts sent for review arrive at <strong>{status.phone}</strong>; answer
        with the Approve and Request changes buttons. Reply STOP to turn them off.
      </p>
      <Button
        type="button"
        variant="secondary"
        className="self-start"
        disabled={optOut.isPending}
        onClick={turnOff}
      >
        Turn off WhatsApp approvals
      </Button>
    </div>
  )
}

/** Approvals on WhatsApp (customer Settings): the number, its confirmation code, and opting out. */
export function WhatsappCard() {
  const status = useWhatsappStatus()
  const current = status.data?.whatsapp
  return (
    <Card>
      <CardTitle>WhatsApp approvals</CardTitle>
      <div className="mt-4 flex flex-col gap-4">
        {current && !current.offered ? <p>{WHATSAPP_MESSAGES.notOffered}</p> : null}
        {current?.offered && current.status !== 'on' ? (
          <>
            <p>Get posts for review on WhatsApp and approve them or ask for changes there.</p>
            <PhoneForm status={current} />
            {current.status === 'pending' ? <CodeForm /> : null}
          </>
        ) : null}
        {current?.offered && current.status === 'on' ? <OptedIn status={current} /> : null}
        {status.isPending ? <Spinner /> : null}
        {status.isError ? <p className="text-danger">Failed to load WhatsApp approvals</p> : null}
      </div>
    </Card>
  )
}
