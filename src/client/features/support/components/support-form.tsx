import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { SUPPORT_SENT, supportRequestSchema } from '#shared/schemas/support.ts'
import { Button } from '../../../components/ui/button.tsx'
import { TextareaField, TextField } from '../../../components/ui/field.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import { useCreateTicket } from '../api/create-ticket.ts'

/** Subject and message to the team ('Please fill in all fields'); the e-mail is the account's. */
export function SupportForm({ email }: { email: string }) {
  const createTicket = useCreateTicket()
  const form = useForm({
    resolver: zodResolver(supportRequestSchema),
    defaultValues: { type: 'support' as const, subject: '', message: '' },
  })
  const { errors, isSubmitting } = form.formState
  const submit = form.handleSubmit(async (request) => {
    try {
      await createTicket.mutateAsync(request)
      void toast.success(SUPPORT_SENT)
      form.reset()
    } catch (error) {
      void toast.error('Failed to send message', { description: errorMessage(error, 'Please try again.') })
    }
  })
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
      <TextField label="Email" type="email" value={email} readOnly hint="Replies go to this address." />
      <TextField label="Subject" error={errors.subject?.message} {...form.register('subject')} />
      <TextareaField label="Message" rows={6} error={errors.message?.message} {...form.register('message')} />
      <Button type="submit" className="self-start" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  )
}
