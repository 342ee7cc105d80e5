import type { CustomerEntry } from '#shared/schemas/customers.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import { useTurnOffTwoFactor } from '../api/turn-off-two-factor.ts'

/** Confirms turning off a customer's two-factor sign-in: only once the request surely comes from them. */
export function TurnOffTwoFactorDialog({ customer, onClose }: { customer: CustomerEntry; onClose(): void }) {
  const turnOff = useTurnOffTwoFactor()

  async function confirm() {
    try {
      const { notice } = await turnOff.mutateAsync(customer.id)
      void toast.success(notice)
    } catch (error) {
      void toast.error('Could not turn off two-factor sign-in', {
        description: errorMessage(error, 'Please try again.'),
      })
    } finally {
      onClose()
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title="Turn off two-factor sign-in?"
      description={`${customer.email} will sign in with their password alone until they turn it on again, and is signed out everywhere now. We e-mail them to say so. Do this only once you are sure the request comes from them.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep it on
          </Button>
          <Button variant="danger" onClick={confirm} disabled={turnOff.isPending}>
            {turnOff.isPending ? 'Turning off...' : 'Turn off two-factor'}
          </Button>
        </>
      }
    />
  )
}
