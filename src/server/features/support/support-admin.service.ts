import { AppError } from '#shared/errors.ts'
import { pageOffset } from '#shared/schemas/paging.ts'
import {
  NOTES_SAVED,
  TICKET_NOT_FOUND,
  TICKET_STATUS_UPDATED,
  type TicketList,
  type TicketStatus,
  ticketStatuses,
} from '#shared/schemas/support.ts'
import type { Database } from '../../db/client.ts'
import type { CountCache } from '../../plugins/realtime/count-cache.ts'
import {
  countOpenTickets,
  countTicketsByStatus,
  listTickets,
  type TicketRow,
  updateTicket,
} from './support.repo.ts'
import { type SupportDeps, TICKETS_PAGE_SIZE, tellTicketsChanged, toTicket } from './support.service.ts'

/** Every ticket, newest first, optionally of one status, with the count of each status for the filters. */
export async function listAllTickets(
  db: Database,
  status: TicketStatus | 'all',
  page: number,
): Promise<TicketList> {
  const filter = status === 'all' ? undefined : status
  const [rows, byStatus] = await Promise.all([
    listTickets(db, filter, TICKETS_PAGE_SIZE, pageOffset(page, TICKETS_PAGE_SIZE)),
    countTicketsByStatus(db),
  ])
  const counts = { all: 0, open: 0, in_progress: 0, resolved: 0, closed: 0 }
  for (const key of ticketStatuses) {
    counts[key] = byStatus.get(key) ?? 0
    counts.all += counts[key]
  }
  return {
    tickets: rows.map(toTicket),
    counts,
    page,
    pageSize: TICKETS_PAGE_SIZE,
    total: counts[status],
  }
}

/** The open-ticket badge, which the overview shows too: one count, kept under one key (see CountCache). */
export function openTicketCount({ db, counts }: { db: Database; counts: CountCache }): Promise<number> {
  return counts.badge('tickets', 'open', () => countOpenTickets(db))
}

async function changeTicket(
  deps: SupportDeps,
  id: string,
  changes: Partial<Pick<TicketRow, 'status' | 'adminNotes'>>,
) {
  const row = await updateTicket(deps.db, id, changes)
  if (!row) throw new AppError('not_found', TICKET_NOT_FOUND)
  // Notes are the team's own: the customer's view changes only with the status.
  tellTicketsChanged(deps, changes.status ? row.userId : undefined)
  return toTicket(row)
}

/** Any status may follow any other (spec §4). */
export async function setTicketStatus(deps: SupportDeps, id: string, status: TicketStatus) {
  return { ticket: await changeTicket(deps, id, { status }), notice: TICKET_STATUS_UPDATED }
}

/** Empty notes clear them. */
export async function setTicketNotes(deps: SupportDeps, id: string, notes: string) {
  return { ticket: await changeTicket(deps, id, { adminNotes: notes || null }), notice: NOTES_SAVED }
}
