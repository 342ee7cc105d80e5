import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { toast } from '../../../lib/toast.ts'
import { useDeleteConversations } from '../api/delete-conversations.ts'

interface DeleteConversationsDialogProps {
  /** The conversations to delete, and how to name them ('the conversation with ann@example.com'). */
  target: { ids: string[]; label: string } | null
  onClose(): void
  onDeleted(ids: string[]): void
}

/** Confirms deleting one or several conversations (with their transcripts). */
export function DeleteConversationsDialog({ target, onClose, onDeleted }: DeleteConversationsDialogProps) {
  const remove = useDeleteConversations()
  const several = (target?.ids.length ?? 0) > 1
  async function confirm() {
    if (!target) return
    try {
      const { notice } = await remove.mutateAsync(target.ids)
      void toast.success(notice)
      onDeleted(target.ids)
    } catch {
      void toast.error(several ? 'Failed to delete conversations' : 'Failed to delete conversation')
    }
    onClose()
  }
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={several ? 'Delete conversations' : 'Delete conversation'}
      description={
        target
          ? `Delete ${target.label}? ${several ? 'Their transcripts are' : 'Its transcript is'} removed for good.`
          : undefined
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </>
      }
    />
  )
}
