import { ChevronDown, ChevronRight } from 'lucide-react'
import { useId } from 'react'
import { formatDateTime } from '#shared/format/dates.ts'
import type { Message, Thread } from '#shared/schemas/messages.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { Checkbox } from '../../../components/ui/checkbox.tsx'
import { cn } from '../../../lib/cn.ts'
import { ReplyForm } from './reply-form.tsx'

interface ThreadItemProps {
  thread: Thread
  expanded: boolean
  onToggle(): void
  selected: ReadonlySet<string>
  onSelect(ids: string[], checked: boolean): void
}

/** One conversation: a summary line that expands into its messages (oldest first) and a reply form. */
export function ThreadItem({ thread, expanded, onToggle, selected, onSelect }: ThreadItemProps) {
  const panelId = useId()
  const customer = thread.participants.find((p) => !p.isTeam)
  const ids = thread.messages.map((m) => m.id)
  const allSelected = ids.every((id) => selected.has(id))
  return (
    <Card className={cn('p-4', thread.unreadCount > 0 && 'border-brand-200 bg-brand-50')}>
      <div className="flex items-start gap-3">
        <div className="pt-1">
          <Checkbox
            label={<span className="sr-only">Select conversation {thread.subject}</span>}
            checked={allSelected}
            onCheckedChange={(checked) => onSelect(ids, checked)}
          />
        </div>
        <button
          type="button"
          className="flex min-w-0 flex-1 items-start gap-2 text-left"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
        >
          {expanded ? (
            <ChevronDown className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          ) : (
            <ChevronRight className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          )}
          <span className="min-w-0 flex-1">
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-semibold break-words">{thread.subject}</span>
              {thread.unreadCount > 0 ? <Badge tone="red">{thread.unreadCount} unread</Badge> : null}
              <span className="text-sm text-muted">
                {thread.messageCount} {thread.messageCount === 1 ? 'message' : 'messages'}
              </span>
            </span>
            <span className="block text-sm break-all text-muted">
              {customer
                ? `${customer.name}${customer.email && customer.email !== customer.name ? ` · ${customer.email}` : ''}`
                : ''}
            </span>
            <span className="block text-sm break-words text-ink">{thread.lastMessage}</span>
            <span className="block text-xs text-muted">{formatDateTime(thread.lastMessageAt)}</span>
          </span>
        </button>
      </div>
      {expanded ? (
        <div id={panelId} className="mt-4 flex flex-col gap-3 border-t border-line pt-4">
          <ul className="flex flex-col gap-3">
            {thread.messages.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                sender={thread.participants.find((p) => p.id === message.senderId)?.name ?? 'Unknown'}
                selected={selected.has(message.id)}
                onSelect={(checked) => onSelect([message.id], checked)}
              />
            ))}
          </ul>
          <ReplyForm audience="team" threadId={thread.threadId} subject={thread.subject} />
        </div>
      ) : null}
    </Card>
  )
}

function MessageItem(props: {
  message: Message
  sender: string
  selected: boolean
  onSelect(checked: boolean): void
}) {
  const { message, sender } = props
  return (
    <li className={cn('rounded-control border border-line p-3', message.fromTeam ? 'bg-white' : 'bg-canvas')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Checkbox
          label={
            <span>
              <span className="font-medium">{message.fromTeam ? `${sender} (team)` : sender}</span>
              <span className="sr-only">, message of {formatDateTime(message.createdAt)}</span>
            </span>
          }
          checked={props.selected}
          onCheckedChange={props.onSelect}
        />
        <span className="text-xs text-muted">{formatDateTime(message.createdAt)}</span>
      </div>
      <p className="mt-2 text-sm break-words whitespace-pre-wrap">{message.message}</p>
    </li>
  )
}
