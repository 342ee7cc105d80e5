import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { REPLY_SENT, replyRequestSchema } from '#shared/schemas/messages.ts'
import { Button } from '../../../components/ui/button.tsx'
import { TextareaField } from '../../../components/ui/field.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import { useReplyToThread } from '../api/customer-reply-to-thread.ts'

/** A reply in the thread ('Reply message cannot be empty'); its subject gets 'Re: ' on the server. */
export function ReplyForm({ threadId, subject }: { threadId: string; subject: string }) {
  const reply = useReplyToThread()
  const form = useForm({ resolver: zodResolver(replyRequestSchema), defaultValues: { message: '' } })
  const { errors, isSubmitting } = form.formState
  const submit = form.handleSubmit(async ({ message }) => {
    try {
      const { notice } = await reply.mutateAsync({ threadId, message })
      void toast.success('Success', { description: notice || REPLY_SENT })
      form.reset()
    } catch (error) {
      void toast.error('Error', { description: errorMessage(error, 'Failed to send message') })
    }
  })
  return (
    <form noValidate className="flex flex-col gap-2" onSubmit={submit}>
      <TextareaField
        label={`Reply to "${subject}"`}
        rows={3}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <Button type="submit" size="sm" className="self-end" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send Reply'}
      </Button>
    </form>
  )
}
