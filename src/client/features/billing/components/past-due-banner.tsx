import { UPDATE_CARD } from '#shared/schemas/billing.ts'
import { Button } from '../../../components/ui/button.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import { useBillingState, useUpdateCard } from '../api/billing-api.ts'

/** On every dashboard page while a payment has failed: the way to put it right. */
export function PastDueBanner() {
  const state = useBillingState()
  const updateCard = useUpdateCard()
  if (state.data?.subscription?.status !== 'past_due') return null
  const onUpdate = async () => {
    try {
      const { url } = await updateCard.mutateAsync()
      if (new URL(url, window.location.href).origin !== window.location.origin) window.location.assign(url)
      else void toast.success('Thank you: your payment has gone through')
    } catch (error) {
      void toast.error('Could not update your card', {
        description: errorMessage(error, 'Please try again.'),
      })
    }
  }
  return (
    <div role="alert" className="border-b border-danger bg-danger/10 px-4 py-3">
      <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-3">
        <p className="font-medium">
          Your last payment did not go through. Please update your card to keep your plan.
        </p>
        <Button variant="danger" onClick={() => void onUpdate()} disabled={updateCard.isPending}>
          {UPDATE_CARD}
        </Button>
      </div>
    </div>
  )
}
