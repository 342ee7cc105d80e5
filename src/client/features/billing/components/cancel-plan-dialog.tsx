import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { CANCELLATION_DISCOUNT } from '#shared/catalogue/business-rules.ts'
import { cancelReasonLabels, cancelReasons, cancelRequestSchema } from '#shared/schemas/support.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { TextareaField } from '../../../components/ui/field.tsx'
import { RadioGroup } from '../../../components/ui/radio-group.tsx'
import type { SendRequest } from './send-request.ts'

interface CancelPlanDialogProps {
  open: boolean
  onOpenChange(open: boolean): void
  send: SendRequest
}

const reasonOptions = cancelReasons.map((reason) => ({ value: reason, label: cancelReasonLabels[reason] }))

/**
 * A reason is required. 'Too expensive' brings the offer of 10% off next month, answered with 'Yes, I'd
 * stay!' or 'No, thanks'; any other reason is sent with Submit Cancellation.
 */
export function CancelPlanDialog({ open, onOpenChange, send }: CancelPlanDialogProps) {
  const form = useForm({
    resolver: zodResolver(cancelRequestSchema),
    // No reason is chosen until the customer picks one.
    defaultValues: { type: 'cancel' as const, otherReason: '', offerAccepted: false },
  })
  const { errors, isSubmitting } = form.formState
  const reason = form.watch('reason')
  const submit = (offerAccepted: boolean) =>
    form.handleSubmit(async (request) => {
      if (await send({ ...request, offerAccepted })) form.reset()
    })
  const close = (next: boolean) => {
    if (!next) form.reset()
    onOpenChange(next)
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Cancel Plan"
      description="We are sorry to see you go. Please tell us why you want to cancel."
      footer={
        reason === CANCELLATION_DISCOUNT.reason ? (
          <>
            <Button variant="secondary" disabled={isSubmitting} onClick={submit(false)}>
              No, thanks
            </Button>
            <Button disabled={isSubmitting} onClick={submit(true)}>
              Yes, I'd stay!
            </Button>
          </>
        ) : (
          <Button variant="danger" disabled={isSubmitting} onClick={submit(false)}>
            {isSubmitting ? 'Sending...' : 'Submit Cancellation'}
          </Button>
        )
      }
    >
      {/* The footer's buttons send: Enter on a reason must not answer the offer for the customer. */}
      <form noValidate className="flex flex-col gap-4" onSubmit={(event) => event.preventDefault()}>
        <RadioGroup
          legend="Reason for cancelling"
          options={reasonOptions}
          error={errors.reason?.message}
          {...form.register('reason')}
        />
        {reason === 'other' ? (
          <TextareaField
            label="Tell us more"
            rows={3}
            error={errors.otherReason?.message}
            {...form.register('otherReason')}
          />
        ) : null}
        {reason === CANCELLATION_DISCOUNT.reason ? (
          <div role="note" className="rounded-control border border-brand-200 bg-brand-50 p-4">
            <p className="font-semibold text-brand-800">
              Before you go: {CANCELLATION_DISCOUNT.percentOff}% off your next month
            </p>
            <p className="mt-1 text-sm text-ink">
              Stay with us and we will take {CANCELLATION_DISCOUNT.percentOff}% off next month's bill.
            </p>
          </div>
        ) : null}
      </form>
    </Dialog>
  )
}
