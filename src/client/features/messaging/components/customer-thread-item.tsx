import { ChevronDown } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'
import { formatDateTime } from '#shared/format/dates.ts'
import type { Thread } from '#shared/schemas/messages.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { Checkbox } from '../../../components/ui/checkbox.tsx'
import { cn } from '../../../lib/cn.ts'
import { useMarkThreadRead } from '../api/mark-thread-read.ts'
import { ReplyForm } from './reply-form.tsx'

interface ThreadItemProps {
  thread: Thread
  expanded: boolean
  onToggle(): void
  selected: boolean
  onSelect(selected: boolean): void
}

/** One thread of the page: its summary, and when expanded its messages and the reply form. */
export function ThreadItem({ thread, expanded, onToggle, selected, onSelect }: ThreadItemProps) {
  const panelId = useId()
  const markRead = useMarkThreadRead('customer')
  const team = thread.participants.find((participant) => participant.isTeam)?.name ?? 'The team'
  // Each administrator's reply is signed with their name.
  const signature = (senderId: string) => thread.participants.find((p) => p.id === senderId)?.name ?? team
  // Open, the thread is being read: what arrives in it while open is read too (spec §4). Each newest
  // unread message is marked once, however often the list refetches before the change shows.
  const { mutate } = markRead
  const markedUpTo = useRef<string | undefined>(undefined)
  const newestUnread = thread.unreadCount > 0 ? thread.messages.at(-1)?.id : undefined
  useEffect(() => {
    if (!expanded || !newestUnread || markedUpTo.current === newestUnread) return
    markedUpTo.current = newestUnread
    mutate(thread.threadId)
  }, [expanded, newestUnread, thread.threadId, mutate])

  return (
    <li
      className={cn(
        'rounded-card border bg-surface',
        thread.unreadCount > 0 ? 'border-brand-200' : 'border-line',
      )}
    >
      <div className="flex items-start gap-3 p-4">
        <div className="pt-3">
          <Checkbox
            checked={selected}
            onCheckedChange={onSelect}
            label={<span className="sr-only">Select "{thread.subject}"</span>}
          />
        </div>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex min-w-0 flex-1 flex-col items-start gap-1 rounded-control p-2 text-left hover:bg-canvas"
        >
          <span className="flex w-full flex-wrap items-center gap-2">
            <span className="font-semibold break-words">{thread.subject}</span>
            {thread.unreadCount > 0 ? <Badge tone="red">{thread.unreadCount} unread</Badge> : null}
            <ChevronDown
              className={cn('ml-auto size-4 shrink-0 transition-transform', expanded && 'rotate-180')}
              aria-hidden="true"
            />
          </span>
          <span className="w-full text-sm break-words text-muted">{thread.lastMessage}</span>
          <span className="text-xs text-muted">
            {formatDateTime(thread.lastMessageAt)} · {thread.messageCount}{' '}
            {thread.messageCount === 1 ? 'message' : 'messages'}
          </span>
        </button>
      </div>
      {expanded ? (
        <div id={panelId} className="flex flex-col gap-4 border-t border-line p-4">
          <ol aria-label={`Messages in "${thread.subject}"`} className="flex flex-col gap-3">
            {thread.messages.map((message) => (
              <li
                key={message.id}
                className={cn(
                  'max-w-[90%] rounded-card px-4 py-3',
                  message.fromTeam ? 'self-start bg-canvas' : 'self-end bg-brand-50',
                )}
              >
                <p className="text-xs font-semibold text-muted">
                  {message.fromTeam ? signature(message.senderId) : 'You'} ·{' '}
                  {formatDateTime(message.createdAt)}
                </p>
                <p className="mt-1 break-words whitespace-pre-line">{message.message}</p>
              </li>
            ))}
          </ol>
          <ReplyForm audience="customer" threadId={thread.threadId} subject={thread.subject} />
        </div>
      ) : null}
    </li>
  )
}
