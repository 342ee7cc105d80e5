import { formatDateTime, formatTime } from '#shared/format/dates.ts'
import type { TranscriptMessage } from '#shared/schemas/chatbot-admin.ts'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { cn } from '../../../lib/cn.ts'
import { useTranscript } from '../api/get-transcript.ts'
import { IntentBadge, visitorLabel } from './conversation-table.tsx'

function SessionDivider({ at }: { at: string }) {
  return (
    <div
      className="flex items-center gap-3 py-2 text-xs font-medium text-muted"
      data-testid="session-divider"
    >
      <span className="h-px flex-1 bg-line" aria-hidden="true" />
      <span>Session started {formatDateTime(at)}</span>
      <span className="h-px flex-1 bg-line" aria-hidden="true" />
    </div>
  )
}

function MessageBubble({ message }: { message: TranscriptMessage }) {
  const visitor = message.role === 'user'
  return (
    <div className={cn('flex flex-col gap-1', visitor ? 'items-end' : 'items-start')}>
      <p
        className={cn(
          'max-w-[85%] rounded-card px-4 py-2 break-words whitespace-pre-wrap',
          visitor ? 'bg-brand-600 text-white' : 'bg-canvas text-ink',
        )}
      >
        <span className="sr-only">{visitor ? 'Visitor: ' : 'Assistant: '}</span>
        {message.content}
      </p>
      <span className="text-xs text-muted">
        {visitor ? 'Visitor' : 'Assistant'} · {formatTime(message.createdAt)}
      </span>
    </div>
  )
}

/** One visitor's sessions merged by e-mail, oldest first, with a divider where a session starts. */
export function TranscriptDialog({ conversationId, onClose }: { conversationId: string; onClose(): void }) {
  const transcript = useTranscript(conversationId)
  const data = transcript.data
  const sessions = data?.conversations.length ?? 0
  return (
    <Dialog
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      title="Conversation transcript"
      description={
        data ? (
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium break-all text-ink">{visitorLabel(data)}</span>
            {data.visitorEmail && data.visitorName ? <span>({data.visitorName})</span> : null}
            <span>
              · {sessions} {sessions === 1 ? 'session' : 'sessions'}
            </span>
            {sessions > 0 ? (
              <IntentBadge score={Math.max(...data.conversations.map((c) => c.intentScore))} />
            ) : null}
          </span>
        ) : undefined
      }
    >
      {transcript.isPending ? <Spinner /> : null}
      {transcript.isError ? (
        <p className="text-danger" role="alert">
          {errorMessage(transcript.error, 'Failed to load conversation transcript')}
        </p>
      ) : null}
      {data && data.messages.length === 0 ? <p className="text-muted">No messages yet.</p> : null}
      {data && data.messages.length > 0 ? (
        <section aria-label="Messages" className="flex flex-col gap-3">
          {data.messages.map((message) => (
            <div key={message.id} className="flex flex-col gap-3">
              {message.newSession ? <SessionDivider at={message.createdAt} /> : null}
              <MessageBubble message={message} />
            </div>
          ))}
        </section>
      ) : null}
    </Dialog>
  )
}
