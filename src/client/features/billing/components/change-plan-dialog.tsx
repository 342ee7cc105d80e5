import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { type PlanId, planIds, plans } from '#shared/catalogue/plans.ts'
import { formatDate } from '#shared/format/dates.ts'
import { formatPencePerMonth } from '#shared/format/money.ts'
import { planChangeRequestSchema } from '#shared/schemas/support.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { TextareaField } from '../../../components/ui/field.tsx'
import { RadioGroup } from '../../../components/ui/radio-group.tsx'
import { useBillingState } from '../api/billing-api.ts'
import { usePlanChangePreview } from '../api/preview-plan-change.ts'
import { ChangePreview } from './change-preview.tsx'
import { type Extras, ExtrasEditor } from './extras-editor.tsx'
import type { SendRequest } from './send-request.ts'

interface ChangePlanDialogProps {
  open: boolean
  onOpenChange(open: boolean): void
  /** The plan the customer is on: not offered again. */
  currentPlanId: PlanId | undefined
  send: SendRequest
}

const isPlanId = (value: unknown): value is PlanId => planIds.includes(value as PlanId)

/**
 * The other plans, or extras on the current one; 'Please select an option' when none is chosen. A plan
 * shows before confirming what it costs: an upgrade's proration now, or a downgrade from the next period.
 */
export function ChangePlanDialog({ open, onOpenChange, currentPlanId, send }: ChangePlanDialogProps) {
  const form = useForm({
    resolver: zodResolver(planChangeRequestSchema),
    // No option is chosen until the customer picks one.
    defaultValues: { type: 'plan_change' as const, message: '' },
  })
  const { errors, isSubmitting } = form.formState
  const option = form.watch('option')
  const subscription = useBillingState().data?.subscription
  const pending = subscription?.pendingChange
  const current = subscription?.extras
  // Extras start from what the plan has; changing them takes effect like a change of plan.
  const watched = form.watch('extras')
  const extras: Extras | undefined = current
    ? {
        additionalChannels: [...(watched?.additionalChannels ?? current.additionalChannels)],
        addOns: watched?.addOns ?? current.addOns,
      }
    : undefined
  const editingExtras = option === 'extras' && current != null
  const change =
    open && isPlanId(option)
      ? { plan: option }
      : open && editingExtras && extras
        ? { additionalChannels: extras.additionalChannels, addOns: extras.addOns }
        : null
  const preview = usePlanChangePreview(change)
  const options = [
    ...plans
      // The current plan is offered only to withdraw a change waiting for the next period.
      .filter((plan) => plan.id !== currentPlanId || pending)
      .map((plan) => ({
        value: plan.id,
        label: `${plan.title}: ${formatPencePerMonth(plan.pricePence)}`,
        hint:
          plan.id === currentPlanId && pending
            ? `Keep my ${plan.title} plan: the change on ${formatDate(pending.at)} is withdrawn`
            : `${plan.postsPerMonth} posts a month`,
      })),
    {
      value: 'extras',
      label: 'Add or change extras',
      hint: 'Channels, videos, stories, carousels or reports',
    },
  ]
  const submit = form.handleSubmit(async (request) => {
    const quotedAt = change ? preview.data?.quotedAt : undefined
    const chosen =
      editingExtras && extras
        ? { extras: { additionalChannels: extras.additionalChannels, addOns: extras.addOns } }
        : {}
    if (await send({ ...request, ...chosen, ...(quotedAt ? { quotedAt } : {}) })) form.reset()
  })
  const close = (next: boolean) => {
    if (!next) form.reset()
    onOpenChange(next)
  }
  const waitingForPrice = change !== null && !preview.data

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Change Plan"
      description="A bigger plan starts now, paying the difference for the rest of this period; a smaller one starts with your next period."
    >
      <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
        <RadioGroup
          legend="Change to"
          options={options}
          error={errors.option?.message}
          {...form.register('option')}
        />
        {editingExtras && current && extras ? (
          <ExtrasEditor
            freeChannel={current.freeChannel}
            value={extras}
            onChange={(next) => form.setValue('extras', next)}
          />
        ) : null}
        {change ? <ChangePreview preview={preview} /> : null}
        <TextareaField
          label="Anything else we should know? (optional)"
          rows={3}
          error={errors.message?.message}
          {...form.register('message')}
        />
        <Button type="submit" className="self-end" disabled={isSubmitting || waitingForPrice}>
          {isSubmitting ? 'Sending...' : 'Submit Request'}
        </Button>
      </form>
    </Dialog>
  )
}
