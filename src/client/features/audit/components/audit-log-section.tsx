import { useState } from 'react'
import { formatDateTime } from '#shared/format/dates.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { Card, CardTitle } from '../../../components/ui/card.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { Pagination } from '../../../components/ui/pagination.tsx'
import { SearchBox } from '../../../components/ui/search-box.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import { useAuditLog } from '../api/get-audit-log.ts'

const FILTER_PAUSE_MS = 300

/** What administrators did (changes and exports of customer data), newest first, filterable. */
export function AuditLogSection() {
  const [action, setAction] = useState('')
  const [actor, setActor] = useState('')
  const [page, setPage] = useState(1)
  const filters = {
    page,
    action: useDebouncedValue(action, FILTER_PAUSE_MS),
    actor: useDebouncedValue(actor, FILTER_PAUSE_MS),
  }
  const log = useAuditLog(filters)
  const pageCount = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1

  return (
    <Card>
      <CardTitle>Audit log</CardTitle>
      <p className="mt-1 text-sm text-muted">
        Every change an administrator made and every export of customer data: who, when, what and from where.
        Kept for six years.
      </p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <SearchBox
          label="Filter by action"
          placeholder="Action, e.g. links"
          value={action}
          onChange={(value) => {
            setAction(value)
            setPage(1)
          }}
        />
        <SearchBox
          label="Filter by administrator"
          placeholder="Administrator's email"
          value={actor}
          onChange={(value) => {
            setActor(value)
            setPage(1)
          }}
        />
      </div>
      <div className="mt-4">
        {log.isPending ? (
          <Spinner />
        ) : log.isError ? (
          <p className="text-danger">Failed to load the audit log</p>
        ) : log.data.entries.length === 0 ? (
          <EmptyState title="No actions recorded" />
        ) : (
          <ul className="divide-y divide-line">
            {log.data.entries.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="font-medium break-words">{entry.action}</p>
                  <p className="text-sm break-words text-muted">
                    {entry.actorEmail} · {formatDateTime(entry.at)} · from {entry.ip}
                    {entry.customerId ? ` · customer ${entry.customerId}` : ''}
                  </p>
                  <p className="text-xs break-all text-muted">
                    {entry.method} {entry.route} · request {entry.requestId}
                  </p>
                </div>
                <Badge tone={entry.status < 300 ? 'green' : 'red'}>
                  {entry.status < 300 ? 'done' : `refused (${entry.status})`}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
      {pageCount > 1 ? (
        <div className="mt-4">
          <Pagination
            variant="ends"
            label="Audit log pages"
            page={page}
            pageCount={pageCount}
            onPageChange={setPage}
          />
        </div>
      ) : null}
    </Card>
  )
}
