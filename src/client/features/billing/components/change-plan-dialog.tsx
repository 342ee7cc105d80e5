import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { type PlanId, plans } from '#shared/catalogue/plans.ts'
import { formatPencePerMonth } from '#shared/format/money.ts'
import { planChangeRequestSchema } from '#shared/schemas/support.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { TextareaField } from '../../../components/ui/field.tsx'
import { RadioGroup } from '../../../components/ui/radio-group.tsx'
import type { SendRequest } from './send-request.ts'

interface ChangePlanDialogProps {
  open: boolean
  onOpenChange(open: boolean): void
  /** The plan the customer is on: not offered again. */
  currentPlanId: PlanId | undefined
  send: SendRequest
}

/** The other plans, or extras on the current one; 'Please select an option' when none is chosen. */
export function ChangePlanDialog({ open, onOpenChange, currentPlanId, send }: ChangePlanDialogProps) {
  const form = useForm({
    resolver: zodResolver(planChangeRequestSchema),
    // No option is chosen until the customer picks one.
    defaultValues: { type: 'plan_change' as const, message: '' },
  })
  const { errors, isSubmitting } = form.formState
  const options = [
    ...plans
      .filter((plan) => plan.id !== currentPlanId)
      .map((plan) => ({
        value: plan.id,
        label: `${plan.title}: ${formatPencePerMonth(plan.pricePence)}`,
        hint: `${plan.postsPerMonth} posts a month`,
      })),
    {
      value: 'extras',
      label: 'Add or change extras',
      hint: 'Channels, videos, stories, carousels or reports',
    },
  ]
  const submit = form.handleSubmit(async (request) => {
    if (await send(request)) form.reset()
  })
  const close = (next: boolean) => {
    if (!next) form.reset()
    onOpenChange(next)
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Change Plan"
      description="Choose what you would like and our team will make the change with you."
    >
      <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
        <RadioGroup
          legend="Change to"
          options={options}
          error={errors.option?.message}
          {...form.register('option')}
        />
        <TextareaField
          label="Anything else we should know? (optional)"
          rows={3}
          error={errors.message?.message}
          {...form.register('message')}
        />
        <Button type="submit" className="self-end" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Submit Request'}
        </Button>
      </form>
    </Dialog>
  )
}
