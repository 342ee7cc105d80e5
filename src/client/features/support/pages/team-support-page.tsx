import { useState } from 'react'
import { ADMIN } from '#shared/catalogue/business-rules.ts'
import { type TicketStatus, ticketStatuses } from '#shared/schemas/support.ts'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { Pagination } from '../../../components/ui/pagination.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { cn } from '../../../lib/cn.ts'
import { useTickets } from '../api/get-tickets.ts'
import { statusLabels, TicketCard } from '../components/ticket-card.tsx'

type Filter = TicketStatus | 'all'
const filters: Array<{ value: Filter; label: string }> = [
  { value: 'all', label: 'All' },
  ...ticketStatuses.map((status) => ({ value: status, label: statusLabels[status] })),
]

/** Support tickets, newest first, filtered by status; new tickets arrive live. */
export default function SupportPage() {
  const [filter, setFilter] = useState<Filter>('all')
  const [page, setPage] = useState(1)
  const tickets = useTickets('team', { status: filter, page })
  const data = tickets.data
  const pageCount = data ? Math.ceil(data.total / data.pageSize) : 0
  if (data && pageCount > 0 && page > pageCount) setPage(pageCount)

  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-2xl font-bold">Support Tickets</h2>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Filter tickets by status</legend>
        {filters.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => {
              setFilter(value)
              setPage(1)
            }}
            className={cn(
              'inline-flex h-10 items-center gap-2 rounded-control border px-3 text-sm font-medium',
              filter === value ? 'border-brand-600 bg-brand-600 text-white' : 'border-line bg-white text-ink',
            )}
          >
            {label}
            <span className="rounded-full bg-black/10 px-2 text-xs">{data ? data.counts[value] : '–'}</span>
          </button>
        ))}
      </fieldset>
      {tickets.isPending ? <Spinner /> : null}
      {tickets.isError ? <p className="text-danger">Failed to load tickets</p> : null}
      {data && data.tickets.length === 0 ? <EmptyState title="No tickets found" /> : null}
      {data && data.tickets.length > 0 ? (
        <ul className="flex flex-col gap-4" aria-label="Tickets">
          {data.tickets.map((ticket) => (
            <li key={ticket.id}>
              <TicketCard ticket={ticket} />
            </li>
          ))}
        </ul>
      ) : null}
      <Pagination
        variant="numbered"
        maxPages={ADMIN.customersPagerMaxPages}
        page={page}
        pageCount={pageCount}
        onPageChange={setPage}
        label="Ticket pages"
      />
    </div>
  )
}
