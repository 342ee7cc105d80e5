import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { MESSAGE_SENT_TO_ADMIN, newMessageRequestSchema } from '#shared/schemas/messages.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { TextareaField, TextField } from '../../../components/ui/field.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import { useSendMessage } from '../api/send-message.ts'

/** A new message to the team: subject and message, both required. */
export function NewMessageDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange(open: boolean): void
}) {
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
    <Dialog open={open} onOpenChange={close} title="New Message" description="Write to the team.">
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
