import { MessageSquare, Plus, Trash2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { DASHBOARD_PLACES } from '#shared/dashboard-places.ts'
import { paths } from '#shared/paths.ts'
import { MESSAGES_DELETED } from '#shared/schemas/messages.ts'
import { PageFrame } from '../../../components/dashboard-page-frame.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { Pagination } from '../../../components/ui/pagination.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { toast } from '../../../lib/toast.ts'
import { useDeleteMessages } from '../api/delete-messages.ts'
import { useMessages } from '../api/get-messages.ts'
import { ThreadItem } from '../components/customer-thread-item.tsx'
import { DeleteMessagesDialog } from '../components/delete-messages-dialog.tsx'
import { NewMessageDialog } from '../components/new-message-dialog.tsx'

export default function MessagesPage() {
  const [page, setPage] = useState(1)
  const [composing, setComposing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const messages = useMessages('customer', page)
  const remove = useDeleteMessages('customer')
  const data = messages.data
  const pageCount = data ? Math.ceil(data.total / data.pageSize) : 0

  // After deleting the last messages of the last page, step back to the page that still exists.
  useEffect(() => {
    if (pageCount > 0 && page > pageCount) setPage(pageCount)
  }, [page, pageCount])

  const threads = data?.threads ?? []
  const selectedIds = threads
    .filter((thread) => selected.has(thread.threadId))
    .flatMap((thread) => thread.messages.map((message) => message.id))
  const toggle = (set: ReadonlySet<string>, id: string, on: boolean) => {
    const next = new Set(set)
    if (on) next.add(id)
    else next.delete(id)
    return next
  }
  const changePage = (next: number) => {
    setSelected(new Set())
    setPage(next)
  }
  const confirmDelete = () =>
    remove.mutate(selectedIds, {
      onSuccess: ({ deleted, notice }) => {
        void toast.success('Success', { description: `${notice || MESSAGES_DELETED} (${deleted})` })
        setSelected(new Set())
        setConfirming(false)
      },
      onError: () =>
        void toast.error('Error', { description: 'Failed to delete messages. Please try again.' }),
    })

  return (
    <PageFrame
      title={DASHBOARD_PLACES.messages}
      description="Your conversations with the team."
      path={paths.dashboardMessages}
      actions={
        <>
          <Button variant="secondary" disabled={selectedIds.length === 0} onClick={() => setConfirming(true)}>
            <Trash2 className="size-4" aria-hidden="true" />
            Delete Selected{selectedIds.length > 0 ? ` (${selectedIds.length})` : ''}
          </Button>
          <Button onClick={() => setComposing(true)}>
            <Plus className="size-4" aria-hidden="true" />
            {DASHBOARD_PLACES.newMessage}
          </Button>
        </>
      }
    >
      {messages.isPending ? <Spinner /> : null}
      {messages.isError ? <p className="text-danger">Failed to load messages</p> : null}
      {data && data.total === 0 ? (
        <EmptyState title="No messages yet" icon={<MessageSquare className="size-8" aria-hidden="true" />}>
          Write to the team with New Message: we reply here and let you know by e-mail.
        </EmptyState>
      ) : null}
      {threads.length > 0 ? (
        <ul aria-label="Message threads" className="flex flex-col gap-3">
          {threads.map((thread) => (
            <ThreadItem
              key={thread.threadId}
              thread={thread}
              expanded={expanded.has(thread.threadId)}
              onToggle={() => setExpanded((set) => toggle(set, thread.threadId, !set.has(thread.threadId)))}
              selected={selected.has(thread.threadId)}
              onSelect={(on) => setSelected((set) => toggle(set, thread.threadId, on))}
            />
          ))}
        </ul>
      ) : null}
      {data ? (
        <Pagination
          variant="ends"
          label="Message pages"
          page={page}
          pageCount={pageCount}
          onPageChange={changePage}
        />
      ) : null}
      <NewMessageDialog audience="customer" open={composing} onOpenChange={setComposing} />
      <DeleteMessagesDialog
        open={confirming}
        onOpenChange={setConfirming}
        count={selectedIds.length}
        deleting={remove.isPending}
        onConfirm={confirmDelete}
      />
    </PageFrame>
  )
}
