import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { CANCELLATION_DISCOUNT } from '#shared/catalogue/business-rules.ts'
import { findPlan } from '#shared/catalogue/plans.ts'
import { formatDateTime } from '#shared/format/dates.ts'
import {
  cancelReasonLabels,
  type Ticket,
  type TicketStatus,
  ticketStatuses,
  updateTicketNotesSchema,
} from '#shared/schemas/support.ts'
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { Select, TextareaField } from '../../../components/ui/field.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import { useUpdateTicketNotes } from '../api/update-ticket-notes.ts'
import { useUpdateTicketStatus } from '../api/update-ticket-status.ts'

export const statusLabels: Record<TicketStatus, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
}

/** Spec §4: open red, in progress yellow, resolved green, closed grey. */
const statusTones: Record<TicketStatus, BadgeTone> = {
  open: 'red',
  in_progress: 'yellow',
  resolved: 'green',
  closed: 'grey',
}

const typeLabels: Record<Ticket['ticketType'], string> = {
  support: 'Support',
  cancel: 'Cancellation',
  plan_change: 'Plan change',
}

function TicketDetails({ details }: { details: Ticket['details'] }) {
  if (!details) return null
  const rows =
    details.kind === 'cancel'
      ? [
          [
            'Reason',
            details.otherReason
              ? `${cancelReasonLabels[details.reason]}: ${details.otherReason}`
              : cancelReasonLabels[details.reason],
          ],
          [
            `${CANCELLATION_DISCOUNT.percentOff}% offer accepted`,
            details.reason === CANCELLATION_DISCOUNT.reason
              ? details.offerAccepted
                ? 'Yes'
                : 'No'
              : 'Not offered',
          ],
        ]
      : [
          [
            'Requested',
            details.option === 'extras' ? 'Extras' : (findPlan(details.option)?.title ?? details.option),
          ],
        ]
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {rows.map(([term, detail]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-muted">{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  )
}

/** One ticket: what the customer asked, its status (any to any) and the team's notes. */
export function TicketCard({ ticket }: { ticket: Ticket }) {
  const statusId = useId()
  const updateStatus = useUpdateTicketStatus()
  async function changeStatus(status: TicketStatus) {
    try {
      const { notice } = await updateStatus.mutateAsync({ id: ticket.id, status })
      void toast.success(notice)
    } catch (error) {
      void toast.error('Error', { description: errorMessage(error, 'Failed to update ticket') })
    }
  }
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={statusTones[ticket.status]} data-testid="status-badge">
          {statusLabels[ticket.status]}
        </Badge>
        <Badge tone="brand">{typeLabels[ticket.ticketType]}</Badge>
        {ticket.priority ? <Badge tone="yellow">Priority</Badge> : null}
        <span className="text-sm text-muted">{formatDateTime(ticket.createdAt)}</span>
      </div>
      <div>
        <h3 className="font-semibold break-words">{ticket.subject}</h3>
        <p className="text-sm break-all text-muted">{ticket.userEmail}</p>
      </div>
      <p className="text-sm break-words whitespace-pre-wrap">{ticket.message}</p>
      <TicketDetails details={ticket.details} />
      <div className="flex flex-col gap-1.5 sm:max-w-56">
        <label htmlFor={statusId} className="text-sm font-medium">
          Status
        </label>
        <Select
          id={statusId}
          value={ticket.status}
          disabled={updateStatus.isPending}
          onChange={(event) => void changeStatus(event.target.value as TicketStatus)}
        >
          {ticketStatuses.map((status) => (
            <option key={status} value={status}>
              {statusLabels[status]}
            </option>
          ))}
        </Select>
      </div>
      <NotesForm ticket={ticket} />
    </Card>
  )
}

function NotesForm({ ticket }: { ticket: Ticket }) {
  const save = useUpdateTicketNotes()
  const form = useForm({
    resolver: zodResolver(updateTicketNotesSchema),
    values: { notes: ticket.adminNotes ?? '' },
  })
  const { errors, isSubmitting } = form.formState
  const submit = form.handleSubmit(async ({ notes }) => {
    try {
      const { notice } = await save.mutateAsync({ id: ticket.id, notes })
      void toast.success(notice)
    } catch (error) {
      void toast.error('Error', { description: errorMessage(error, 'Failed to save notes') })
    }
  })
  return (
    <form noValidate className="flex flex-col gap-2" onSubmit={submit}>
      <TextareaField
        label="Admin notes"
        error={errors.notes?.message}
        className="min-h-20"
        {...form.register('notes')}
      />
      <Button type="submit" size="sm" variant="secondary" className="self-start" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Save Notes'}
      </Button>
    </form>
  )
}
