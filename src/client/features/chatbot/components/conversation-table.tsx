import { Eye, Trash2 } from 'lucide-react'
import { intentBand } from '#shared/catalogue/business-rules.ts'
import { formatDuration, outcomeLabel } from '#shared/format/chatbot.ts'
import { formatDateTime } from '#shared/format/dates.ts'
import type { ConversationSummary } from '#shared/schemas/chatbot-admin.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Checkbox } from '../../../components/ui/checkbox.tsx'

/** Who the visitor is, as far as the chat learned. */
export function visitorLabel(conversation: Pick<ConversationSummary, 'visitorEmail' | 'visitorName'>) {
  return conversation.visitorEmail ?? conversation.visitorName ?? 'Anonymous visitor'
}

/** Spec §4: 70 and above green, 40 to 69 yellow, below 40 red. */
export function IntentBadge({ score }: { score: number }) {
  return (
    <Badge tone={intentBand(score)} data-testid="intent-badge">
      <span className="sr-only">Intent </span>
      {score}
    </Badge>
  )
}

interface ConversationTableProps {
  conversations: ConversationSummary[]
  selected: ReadonlySet<string>
  onSelect(ids: string[], checked: boolean): void
  onView(conversation: ConversationSummary): void
  onDelete(conversation: ConversationSummary): void
}

const cell = 'px-3 py-3 align-top'
// relative: screen-reader-only labels (absolutely placed) in the far columns stay inside the scroll region
// instead of widening the page.
const scrollRegion = 'relative overflow-x-auto rounded-card border border-line bg-white'

/** The conversations of one page; it scrolls sideways inside its own region on narrow screens. */
export function ConversationTable({
  conversations,
  selected,
  onSelect,
  onView,
  onDelete,
}: ConversationTableProps) {
  const ids = conversations.map((c) => c.id)
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id))
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must be reachable by keyboard
    <section aria-label="Conversations table" tabIndex={0} className={scrollRegion}>
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">Chatbot conversations, last seen first</caption>
        <thead className="border-b border-line bg-canvas text-xs uppercase text-muted">
          <tr>
            <th scope="col" className={cell}>
              <Checkbox
                label={<span className="sr-only">Select all conversations on this page</span>}
                checked={allSelected}
                onCheckedChange={(checked) => onSelect(ids, checked)}
              />
            </th>
            <th scope="col" className={`${cell} min-w-56`}>
              Visitor
            </th>
            <th scope="col" className={cell}>
              Intent
            </th>
            <th scope="col" className={cell}>
              Outcome
            </th>
            <th scope="col" className={cell}>
              Messages
            </th>
            <th scope="col" className={cell}>
              Duration
            </th>
            <th scope="col" className={cell}>
              Last seen
            </th>
            <th scope="col" className={cell}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {conversations.map((conversation) => {
            const visitor = visitorLabel(conversation)
            return (
              <tr key={conversation.id} className="border-b border-line last:border-0">
                <td className={cell}>
                  <Checkbox
                    label={<span className="sr-only">Select conversation with {visitor}</span>}
                    checked={selected.has(conversation.id)}
                    onCheckedChange={(checked) => onSelect([conversation.id], checked)}
                  />
                </td>
                <th scope="row" className={`${cell} font-normal`}>
                  <span className="block font-semibold break-words text-ink">{visitor}</span>
                  {conversation.visitorEmail && conversation.visitorName ? (
                    <span className="block text-muted">{conversation.visitorName}</span>
                  ) : null}
                </th>
                <td className={cell}>
                  <IntentBadge score={conversation.intentScore} />
                </td>
                <td className={cell}>{outcomeLabel(conversation.finalOutcome)}</td>
                <td className={cell}>{conversation.messageCount}</td>
                <td className={cell}>{formatDuration(conversation.sessionDurationSeconds)}</td>
                <td className={`${cell} whitespace-nowrap`}>{formatDateTime(conversation.lastSeenAt)}</td>
                <td className={cell}>
                  <div className="flex justify-end gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`View transcript of ${visitor}`}
                      onClick={() => onView(conversation)}
                    >
                      <Eye className="size-4" aria-hidden="true" />
                      View
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Delete conversation with ${visitor}`}
                      onClick={() => onDelete(conversation)}
                    >
                      <Trash2 className="size-4 text-danger" aria-hidden="true" />
                    </Button>
                  </div>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}
