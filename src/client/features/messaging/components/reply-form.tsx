import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { REPLY_SENT, replyRequestSchema } from '#shared/schemas/messages.ts'
import { Button } from '../../../components/ui/button.tsx'
import { TextareaField } from '../../../components/ui/field.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import type { Audience } from '../../../lib/audience.ts'
import { toast } from '../../../lib/toast.ts'
import { useReplyToThread } from '../api/reply-to-thread.ts'

/** What differs between the team's reply box and the customer's: the words around the same form. */
const wording = {
  team: {
    label: () => 'Reply',
    field: { className: 'min-h-20' },
    sent: (notice: string) => void toast.success(notice),
    failed: 'Failed to send reply',
  },
  customer: {
    label: (subject: string) => `Reply to "${subject}"`,
    field: { rows: 3 },
    sent: (notice: string) => void toast.success('Success', { description: notice || REPLY_SENT }),
    failed: 'Failed to send message',
  },
} satisfies Record<Audience, unknown>

/** A reply in the thread ('Reply message cannot be empty'); its subject gets 'Re: ' on the server. */
export function ReplyForm(props: { audience: Audience; threadId: string; subject: string }) {
  const { audience, threadId } = props
  const words = wording[audience]
  const reply = useReplyToThread(audience)
  const form = useForm({ resolver: zodResolver(replyRequestSchema), defaultValues: { message: '' } })
  const { errors, isSubmitting } = form.formState
  const submit = form.handleSubmit(async ({ message }) => {
    try {
      const { notice } = await reply.mutateAsync({ threadId, message })
      words.sent(notice)
      form.reset()
    } catch (error) {
      void toast.error('Error', { description: errorMessage(error, words.failed) })
    }
  })
  return (
    <form noValidate className="flex flex-col gap-2" onSubmit={submit}>
      <TextareaField
        label={words.label(props.subject)}
        {...words.field}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <Button type="submit" size="sm" className="self-end" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send Reply'}
      </Button>
    </form>
  )
}
