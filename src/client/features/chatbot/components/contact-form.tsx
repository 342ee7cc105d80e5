import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId } from 'react'
import { useForm } from 'react-hook-form'
import { paths } from '#shared/paths.ts'
import { type ChatContactForm, chatContactFormSchema } from '#shared/schemas/chatbot.ts'
import { TEXT_LIMITS } from '#shared/schemas/fields.ts'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { Link } from '../../../lib/navigation.tsx'
import type { CapturePurpose } from '../lib/use-conversation.ts'

interface ContactFormProps {
  purpose: CapturePurpose
  waiting: boolean
  onSubmit(details: ChatContactForm): Promise<boolean>
}

/** Name and e-mail, for the booking link or for the team to reply; with the privacy policy. */
export function ContactForm({ purpose, waiting, onSubmit }: ContactFormProps) {
  const headingId = useId()
  const form = useForm({
    resolver: zodResolver(chatContactFormSchema),
    defaultValues: { name: '', email: '' },
  })
  const errors = form.formState.errors
  const { setFocus } = form
  useEffect(() => setFocus('name'), [setFocus])
  const submit = form.handleSubmit(async (details) => {
    await onSubmit(details)
  })

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      className="flex flex-col gap-2 border-t border-line p-3"
    >
      <p id={headingId} className="text-sm font-semibold text-ink">
        {purpose === 'booking' ? 'Your details for the booking' : 'Leave your details'}
      </p>
      <TextField
        label="Name"
        autoComplete="name"
        maxLength={TEXT_LIMITS.displayName}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={TEXT_LIMITS.email}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <p className="text-xs text-muted">
        We use these only to arrange your call and reply to you. Read our{' '}
        <Link to={paths.privacyPolicy} className="underline">
          privacy policy
        </Link>
        .
      </p>
      <Button type="submit" size="sm" disabled={waiting}>
        {purpose === 'booking' ? 'Continue to booking' : 'Send my details'}
      </Button>
    </form>
  )
}
