import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { isLateForChanges } from '#shared/content/change-window.ts'
import { CONTENT_LIMITS } from '#shared/content/content-rules.ts'
import { DASHBOARD_PLACES } from '#shared/dashboard-places.ts'
import { requestChangesRequestSchema } from '#shared/schemas/content.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { TextareaField } from '../../../components/ui/field.tsx'
import { LATE_LABEL } from './change-window.tsx'

interface RequestChangesDialogProps {
  open: boolean
  onOpenChange(open: boolean): void
  scheduledAt: string
  /** Sends the comment; resolves once the server has it (the dialog then closes). */
  onSend(comment: string): Promise<boolean>
}

/** 'Request Changes': the comment is required; after the 48-hour cut-off the customer is told first. */
export function RequestChangesDialog({ open, onOpenChange, scheduledAt, onSend }: RequestChangesDialogProps) {
  const form = useForm({ resolver: zodResolver(requestChangesRequestSchema), defaultValues: { comment: '' } })
  const { errors, isSubmitting } = form.formState
  const late = isLateForChanges(scheduledAt, Date.now())
  const close = () => {
    form.reset()
    onOpenChange(false)
  }
  const submit = form.handleSubmit(async ({ comment }) => {
    if (await onSend(comment)) close()
  })
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={DASHBOARD_PLACES.requestChanges}
      description="Tell us what you would like changed. We revise the post and send it back to you."
    >
      <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
        {late ? (
          <p className="rounded-control bg-yellow-50 p-3 text-sm text-yellow-900">
            {LATE_LABEL}: the 48-hour cut-off has passed. We will still do our best.
          </p>
        ) : null}
        <TextareaField
          label="What would you like changed?"
          rows={4}
          maxLength={CONTENT_LIMITS.comment}
          error={errors.comment?.message}
          {...form.register('comment')}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Send Request'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
