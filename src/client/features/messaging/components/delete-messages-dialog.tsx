import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'

interface DeleteMessagesDialogProps {
  open: boolean
  onOpenChange(open: boolean): void
  count: number
  deleting: boolean
  onConfirm(): void
}

/** Deleting is for both parties and cannot be undone, so it is confirmed first. */
export function DeleteMessagesDialog({
  open,
  onOpenChange,
  count,
  deleting,
  onConfirm,
}: DeleteMessagesDialogProps) {
  const noun = count === 1 ? 'message' : 'messages'
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete ${count} ${noun}?`}
      description={`The selected ${noun} will be deleted for you and for the team. This cannot be undone.`}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="danger" disabled={deleting} onClick={onConfirm}>
            {deleting ? 'Deleting...' : 'Delete'}
          </Button>
        </>
      }
    />
  )
}
