import { PenSquare, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { DASHBOARD_PLACES } from '#shared/dashboard-places.ts'
import type { Thread } from '#shared/schemas/messages.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { Pagination } from '../../../components/ui/pagination.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { toast } from '../../../lib/toast.ts'
import { useDeleteMessages } from '../api/delete-messages.ts'
import { useMessages } from '../api/get-messages.ts'
import { useMarkThreadRead } from '../api/mark-thread-read.ts'
import { NewMessageDialog } from '../components/new-message-dialog.tsx'
import { ThreadItem } from '../components/team-thread-item.tsx'

/** Every conversation with customers, 10 messages a page, newest first. */
export default function MessagesPage() {
  const [page, setPage] = useState(1)
  const messages = useMessages('team', page)
  const markRead = useMarkThreadRead('team')
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [composing, setComposing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const data = messages.data
  const pageCount = data ? Math.ceil(data.total / data.pageSize) : 0

  // After deleting the last messages of the last page, show the page that is now last.
  if (data && pageCount > 0 && page > pageCount) setPage(pageCount)

  function toggle(thread: Thread) {
    const next = new Set(expanded)
    if (next.delete(thread.threadId)) return setExpanded(next)
    next.add(thread.threadId)
    setExpanded(next)
    // Spec §4: expanding marks what this administrator received in the thread as read.
    if (thread.unreadCount > 0) markRead.mutate(thread.threadId)
  }

  function select(ids: string[], checked: boolean) {
    const next = new Set(selected)
    for (const id of ids) {
      if (checked) next.add(id)
      else next.delete(id)
    }
    setSelected(next)
  }

  function changePage(next: number) {
    setSelected(new Set())
    setPage(next)
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold">Messages</h2>
        <div className="flex flex-wrap gap-2">
          {selected.size > 0 ? (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              <Trash2 className="size-4" aria-hidden="true" />
              Delete Selected ({selected.size})
            </Button>
          ) : null}
          <Button onClick={() => setComposing(true)}>
            <PenSquare className="size-4" aria-hidden="true" />
            {DASHBOARD_PLACES.newMessage}
          </Button>
        </div>
      </div>
      {messages.isPending ? <Spinner /> : null}
      {messages.isError ? <p className="text-danger">Failed to load messages</p> : null}
      {data && data.threads.length === 0 ? <EmptyState title="No messages yet" /> : null}
      {data && data.threads.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label="Conversations">
          {data.threads.map((thread) => (
            <li key={thread.threadId}>
              <ThreadItem
                thread={thread}
                expanded={expanded.has(thread.threadId)}
                onToggle={() => toggle(thread)}
                selected={selected}
                onSelect={select}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <Pagination
        variant="ends"
        page={page}
        pageCount={pageCount}
        onPageChange={changePage}
        label="Message pages"
      />
      <NewMessageDialog audience="team" open={composing} onOpenChange={setComposing} />
      <DeleteDialog
        ids={[...selected]}
        open={confirming}
        onClose={() => setConfirming(false)}
        onDeleted={() => setSelected(new Set())}
      />
    </div>
  )
}

function DeleteDialog(props: { ids: string[]; open: boolean; onClose(): void; onDeleted(): void }) {
  const remove = useDeleteMessages('team')
  const count = props.ids.length
  async function confirm() {
    try {
      const { notice } = await remove.mutateAsync(props.ids)
      void toast.success(notice)
      props.onDeleted()
    } catch {
      void toast.error('Failed to delete messages. Please try again.')
    }
    props.onClose()
  }
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => !open && props.onClose()}
      title="Delete messages"
      description={`Delete ${count} selected message(s)? They are removed for the customer too.`}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose}>
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
