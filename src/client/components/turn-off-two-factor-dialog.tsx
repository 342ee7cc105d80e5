import { errorMessage } from '../lib/api-client.ts'
import { toast } from '../lib/toast.ts'
import { useTurnOffTwoFactor } from '../lib/two-factor-reset.ts'
import { Button } from './ui/button.tsx'
import { Dialog } from './ui/dialog.tsx'

/**
 * Confirms turning off an account's two-factor sign-in (a customer's, or another administrator's): only
 * once the request surely comes from its owner. `onDone` runs after it is off.
 */
export function TurnOffTwoFactorDialog({
  account,
  onClose,
  onDone,
}: {
  account: { id: string; email: string }
  onClose(): void
  onDone?(): void
}) {
  const turnOff = useTurnOffTwoFactor()

  async function confirm() {
    try {
      const { notice } = await turnOff.mutateAsync(account.id)
      void toast.success(notice)
      onDone?.()
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
      description={`${account.email} will sign in with their password alone until they turn it on again, and is signed out everywhere now. We e-mail them to say so. Do this only once you are sure the request comes from them.`}
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
