import { Download, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { ADMIN } from '#shared/catalogue/business-rules.ts'
import type { ConversationSummary, OutcomeFilter } from '#shared/schemas/chatbot-admin.ts'
import { Button } from '../../../components/ui/button.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { Pagination } from '../../../components/ui/pagination.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import { leadsExportUrl, useChatbotStats, useConversations } from '../api/get-chatbot-insights.ts'
import type { ConversationFilter } from '../api/query-keys.ts'
import { ChatbotStatCards } from './chatbot-stat-cards.tsx'
import { ConversationFilters } from './conversation-filters.tsx'
import { ConversationTable, visitorLabel } from './conversation-table.tsx'
import { DeleteConversationsDialog } from './delete-conversations-dialog.tsx'
import { TranscriptDialog } from './transcript-dialog.tsx'

const SEARCH_PAUSE_MS = 300
/** The hand-off e-mail links here with ?conversation=<id> to open that transcript. */
const CONVERSATION_PARAM = 'conversation'

/** Insights: the stat cards, the filtered conversation table, transcripts, deletes and the leads export. */
export function ChatbotInsightsTab() {
  const [params, setParams] = useSearchParams()
  const [typed, setTyped] = useState('')
  const search = useDebouncedValue(typed.trim(), SEARCH_PAUSE_MS)
  const [minIntent, setMinIntent] = useState(0)
  const [outcome, setOutcome] = useState<OutcomeFilter>('all')
  const filter: ConversationFilter = { search, minIntent, outcome }
  const [page, setPage] = useState(1)
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [deleting, setDeleting] = useState<{ ids: string[]; label: string } | null>(null)
  const viewing = params.get(CONVERSATION_PARAM)

  // A new filter starts again from its first page, with nothing selected.
  const filterKey = JSON.stringify(filter)
  const [filteredBy, setFilteredBy] = useState(filterKey)
  if (filteredBy !== filterKey) {
    setFilteredBy(filterKey)
    setPage(1)
    setSelected(new Set())
  }

  const stats = useChatbotStats()
  const conversations = useConversations(filter, page)
  const data = conversations.data
  const pageCount = data ? Math.ceil(data.total / data.pageSize) : 0
  // After deleting the last conversations of the last page, show the page that is now last.
  if (data && pageCount > 0 && page > pageCount) setPage(pageCount)

  function select(ids: string[], checked: boolean) {
    const next = new Set(selected)
    for (const id of ids) {
      if (checked) next.add(id)
      else next.delete(id)
    }
    setSelected(next)
  }

  function view(id: string | null) {
    const next = new URLSearchParams(params)
    if (id) next.set(CONVERSATION_PARAM, id)
    else next.delete(CONVERSATION_PARAM)
    setParams(next, { replace: true })
  }

  function deleteOne(conversation: ConversationSummary) {
    setDeleting({ ids: [conversation.id], label: `the conversation with ${visitorLabel(conversation)}` })
  }

  function deleted(ids: string[]) {
    const next = new Set(selected)
    for (const id of ids) next.delete(id)
    setSelected(next)
  }

  return (
    <div className="flex flex-col gap-6">
      <ChatbotStatCards stats={stats.data} />
      <ConversationFilters
        search={typed}
        onSearchChange={setTyped}
        minIntent={minIntent}
        onMinIntentChange={setMinIntent}
        outcome={outcome}
        onOutcomeChange={setOutcome}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted" aria-live="polite">
          {data
            ? `${data.total.toLocaleString('en-GB')} ${data.total === 1 ? 'conversation' : 'conversations'}`
            : ''}
        </p>
        <div className="flex flex-wrap gap-2">
          {selected.size > 0 ? (
            <Button
              variant="danger"
              onClick={() =>
                setDeleting({
                  ids: [...selected],
                  label:
                    selected.size === 1
                      ? 'the selected conversation'
                      : `${selected.size} selected conversations`,
                })
              }
            >
              <Trash2 className="size-4" aria-hidden="true" />
              Delete Selected ({selected.size})
            </Button>
          ) : null}
          <Button asChild variant="secondary">
            <a href={leadsExportUrl(filter)} download>
              <Download className="size-4" aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        </div>
      </div>
      {conversations.isPending ? <Spinner /> : null}
      {conversations.isError ? <p className="text-danger">Failed to load chatbot conversations</p> : null}
      {data && data.conversations.length === 0 ? <EmptyState title="No conversations found" /> : null}
      {data && data.conversations.length > 0 ? (
        <ConversationTable
          conversations={data.conversations}
          selected={selected}
          onSelect={select}
          onView={(conversation) => view(conversation.id)}
          onDelete={deleteOne}
        />
      ) : null}
      <Pagination
        variant="numbered"
        maxPages={ADMIN.customersPagerMaxPages}
        page={page}
        pageCount={pageCount}
        onPageChange={(next) => {
          setSelected(new Set())
          setPage(next)
        }}
        label="Conversation pages"
      />
      {viewing ? <TranscriptDialog conversationId={viewing} onClose={() => view(null)} /> : null}
      <DeleteConversationsDialog target={deleting} onClose={() => setDeleting(null)} onDeleted={deleted} />
    </div>
  )
}
