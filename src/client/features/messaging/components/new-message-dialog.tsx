import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { DASHBOARD_PLACES } from '#shared/dashboard-places.ts'
import {
  type AdminNewMessageRequest,
  adminNewMessageRequestSchema,
  MESSAGE_SENT_TO_ADMIN,
  newMessageRequestSchema,
} from '#shared/schemas/messages.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Checkbox } from '../../../components/ui/checkbox.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { TextareaField, TextField } from '../../../components/ui/field.tsx'
import { ApiError, errorMessage } from '../../../lib/api-client.ts'
import type { Audience } from '../../../lib/audience.ts'
import { toast } from '../../../lib/toast.ts'
import { useSendMessage } from '../api/send-message.ts'
import { RecipientPicker } from './recipient-picker.tsx'

const blank = { subject: '', message: '', sendToAll: false, recipientId: '', recipientEmail: '' }

/** The request: to everyone, to the customer picked from the list, or to the e-mail typed in. */
function toRequest(values: AdminNewMessageRequest): AdminNewMessageRequest {
  const { subject, message } = values
  if (values.sendToAll) return { subject, message, sendToAll: true }
  if (values.recipientId) return { subject, message, recipientId: values.recipientId }
  return { subject, message, recipientEmail: values.recipientEmail ?? '' }
}

interface DialogProps {
  open: boolean
  onOpenChange(open: boolean): void
}

/** 'New Message': the team writes to one customer or to all of them; a customer writes to the team. */
export function NewMessageDialog({ audience, ...props }: DialogProps & { audience: Audience }) {
  return audience === 'team' ? <TeamNewMessage {...props} /> : <CustomerNewMessage {...props} />
}

/** One customer (picked from the list or typed as an e-mail), or Send to All. */
function TeamNewMessage({ open, onOpenChange }: DialogProps) {
  const send = useSendMessage('team')
  const form = useForm<AdminNewMessageRequest>({
    resolver: zodResolver(adminNewMessageRequestSchema),
    defaultValues: blank,
  })
  const { errors, isSubmitting } = form.formState
  const sendToAll = form.watch('sendToAll') ?? false
  const recipientId = form.watch('recipientId') ?? ''
  const recipientEmail = form.watch('recipientEmail') ?? ''

  const close = () => {
    form.reset(blank)
    onOpenChange(false)
  }
  const submit = form.handleSubmit(async (values) => {
    try {
      const { notice } = await send.mutateAsync(toRequest(values))
      void toast.success(notice)
      close()
    } catch (error) {
      const fieldError = error instanceof ApiError ? error.fields.recipientId : undefined
      if (fieldError) form.setError('recipientId', { message: fieldError })
      void toast.error('Error', { description: errorMessage(error, 'Failed to send message') })
    }
  })

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={DASHBOARD_PLACES.newMessage}
    >
      <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
        <Checkbox
          label="Send to All"
          checked={sendToAll}
          onCheckedChange={(checked) => form.setValue('sendToAll', checked)}
        />
        {sendToAll ? null : (
          <RecipientPicker
            typed={recipientEmail}
            chosenId={recipientId}
            error={errors.recipientId?.message}
            onType={(text) => {
              form.setValue('recipientEmail', text)
              form.setValue('recipientId', '')
            }}
            onChoose={(customer) => {
              form.setValue('recipientEmail', customer.email)
              form.setValue('recipientId', customer.id)
              form.clearErrors('recipientId')
            }}
          />
        )}
        <TextField label="Subject" error={errors.subject?.message} {...form.register('subject')} />
        <TextareaField label="Message" error={errors.message?.message} {...form.register('message')} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Sending...' : sendToAll ? 'Send to All' : 'Send Message'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

/** A new message to the team: subject and message, both required. */
function CustomerNewMessage({ open, onOpenChange }: DialogProps) {
  const send = useSendMessage('customer')
  const form = useForm({
    resolver: zodResolver(newMessageRequestSchema),
    defaultValues: { subject: '', message: '' },
  })
  const { errors, isSubmitting } = form.formState
  const close = (next: boolean) => {
    if (!next) form.reset()
    onOpenChange(next)
  }
  const submit = form.handleSubmit(async (request) => {
    try {
      const { notice } = await send.mutateAsync(request)
      void toast.success('Success', { description: notice || MESSAGE_SENT_TO_ADMIN })
      close(false)
    } catch (error) {
      void toast.error('Error', { description: errorMessage(error, 'Failed to send message') })
    }
  })
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={DASHBOARD_PLACES.newMessage}
      description="Write to the team."
    >
      <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
        <TextField label="Subject" error={errors.subject?.message} {...form.register('subject')} />
        <TextareaField
          label="Message"
          rows={5}
          error={errors.message?.message}
          {...form.register('message')}
        />
        <Button type="submit" className="self-end" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send Message'}
        </Button>
      </form>
    </Dialog>
  )
}
