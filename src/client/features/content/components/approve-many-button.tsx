import { CheckCheck } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'

interface ApproveManyButtonProps {
  /** The button's words, before the count: 'Approve all', 'Approve all for this week'. */
  label: string
  waiting: number
  /** What the confirmation says will be approved. */
  description: string
  /** The toast's title when the server refuses. */
  failure: string
  approve: () => Promise<{ notice: string }>
  pending: boolean
}

/** Approves several posts at once, confirmed first; the server's notice or refusal shows as a toast. */
export function ApproveManyButton({
  label,
  waiting,
  description,
  failure,
  approve,
  pending,
}: ApproveManyButtonProps) {
  const [confirming, setConfirming] = useState(false)
  const noun = waiting === 1 ? 'post' : 'posts'

  async function confirm() {
    try {
      const { notice } = await approve()
      void toast.success(notice)
    } catch (error) {
      void toast.error(failure, { description: errorMessage(error, 'Please try again.') })
    }
    setConfirming(false)
  }

  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
        <CheckCheck className="size-4" aria-hidden="true" />
        {label} ({waiting})
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Approve ${waiting} ${noun}?`}
        description={description}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button onClick={confirm} disabled={pending}>
              {pending ? 'Approving...' : 'Approve all'}
            </Button>
          </>
        }
      />
    </>
  )
}
