import { useState } from 'react'
import { formatDate } from '#shared/format/dates.ts'
import { type TicketStatus, ticketStatusLabels, ticketTypeLabels } from '#shared/schemas/support.ts'
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx'
import { Card, CardTitle } from '../../../components/ui/card.tsx'
import { Pagination } from '../../../components/ui/pagination.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useTickets } from '../api/get-tickets.ts'

/** Spec §4: open red, in progress yellow, resolved green, closed grey. */
const statusTones: Record<TicketStatus, BadgeTone> = {
  open: 'red',
  in_progress: 'yellow',
  resolved: 'green',
  closed: 'grey',
}
const PAGER_MAX_PAGES = 5

/** The customer's own requests (support, cancellation, plan change) and where each stands. */
export function MyRequests() {
  const [page, setPage] = useState(1)
  const tickets = useTickets('customer', { page })
  const data = tickets.data
  return (
    <Card>
      <CardTitle>Your Requests</CardTitle>
      {tickets.isPending ? <Spinner /> : null}
      {tickets.isError ? <p className="mt-2 text-danger">We could not load your requests.</p> : null}
      {data && data.total === 0 ? (
        <p className="mt-2 text-muted">You have not sent any requests yet.</p>
      ) : null}
      {data && data.tickets.length > 0 ? (
        <ul aria-label="Your requests" className="mt-4 flex flex-col divide-y divide-line">
          {data.tickets.map((ticket) => (
            <li key={ticket.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <span className="flex flex-col">
                <span className="font-medium">{ticket.subject}</span>
                <span className="text-sm text-muted">
                  {ticketTypeLabels[ticket.ticketType]} · {formatDate(ticket.createdAt)}
                </span>
              </span>
              <Badge tone={statusTones[ticket.status]}>{ticketStatusLabels[ticket.status]}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {data ? (
        <div className="mt-4">
          <Pagination
            variant="numbered"
            maxPages={PAGER_MAX_PAGES}
            label="Request pages"
            page={page}
            pageCount={Math.ceil(data.total / data.pageSize)}
            onPageChange={setPage}
          />
        </div>
      ) : null}
    </Card>
  )
}
