import { ADMIN } from '#shared/catalogue/business-rules.ts'
import { findPlan, findPlanByProductId } from '#shared/catalogue/plans.ts'
import { planSupport } from '#shared/catalogue/support-calls.ts'
import { AppError } from '#shared/errors.ts'
import { paths } from '#shared/paths.ts'
import type { PlanChangeRequest } from '#shared/schemas/billing.ts'
import { pageOffset } from '#shared/schemas/paging.ts'
import {
  type CreateTicket,
  type CustomerTicket,
  REQUEST_SENT,
  SUPPORT_SENT,
  type Ticket,
} from '#shared/schemas/support.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { EmailService } from '../../email/email.service.ts'
import {
  supportRequestForTeamEmail,
  supportRequestReceivedEmail,
} from '../../email/templates/support-requests.ts'
import type { CountCache } from '../../plugins/realtime/count-cache.ts'
import type { Notices } from '../../plugins/realtime/notices.ts'
import {
  countTicketsOf,
  findActiveProductId,
  findDisplayName,
  insertTicket,
  listTicketsOf,
  type TicketRow,
} from './support.repo.ts'
import { ticketContent } from './ticket-content.ts'

export interface SupportDeps {
  db: Database
  email: EmailService
  appUrl: string
  /** SUPPORT_EMAIL: where the team reads requests. */
  supportEmail: string
  notices: Notices
  counts: CountCache
  /** The billing feature (app.ts passes it in): a cancellation and the retention offer take effect. */
  billing?: SupportBilling
}

/** What support needs from billing, in the ticket's transaction; null when the customer has no plan. */
export interface SupportBilling {
  cancel(tx: Executor, userId: string, details: Record<string, unknown>): Promise<Date | null>
  retain(tx: Executor, userId: string): Promise<number | null>
  /** Applies a change of plan or extras; returns what was done, for the ticket. */
  change(tx: Executor, userId: string, change: PlanChangeRequest, quotedAt?: Date): Promise<string | null>
}

export const TICKETS_PAGE_SIZE = ADMIN.ticketsPageSize

export function toCustomerTicket(row: TicketRow): CustomerTicket {
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    ticketType: row.ticketType as Ticket['ticketType'],
    status: row.status as Ticket['status'],
    details: row.details,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export function toTicket(row: TicketRow): Ticket {
  return {
    ...toCustomerTicket(row),
    userId: row.userId,
    userEmail: row.userEmail,
    adminNotes: row.adminNotes,
    priority: row.priority,
  }
}

/** Tells every administrator and, when the change shows in their list, the ticket's customer. */
export function tellTicketsChanged(deps: Pick<SupportDeps, 'notices'>, userId: string | undefined) {
  deps.notices.tell('tickets', { userIds: userId ? [userId] : [], admins: true })
}

interface Caller {
  id: string
  email: string
  name: string
}

/**
 * Stores the request with the e-mail of the signed-in account, and in the same transaction e-mails the
 * team and confirms to the customer.
 */
export async function createTicket(deps: SupportDeps, caller: Caller, request: CreateTicket) {
  const row = await deps.db.transaction(async (tx) => {
    // Without billing the team is asked; with it, billing refuses the plan the customer is on.
    if (request.type === 'plan_change' && request.option !== 'extras' && !deps.billing) {
      const current = findPlanByProductId(await findActiveProductId(tx, caller.id))
      if (current?.id === request.option) {
        throw new AppError('bad_request', `You are already on the ${findPlan(request.option)?.title} plan`, {
          option: 'Please choose another plan',
        })
      }
    }
    const content = ticketContent(request)
    if (request.type === 'plan_change' && deps.billing && (request.option !== 'extras' || request.extras)) {
      const plan = request.option === 'extras' ? undefined : request.option
      const quotedAt = request.quotedAt ? new Date(request.quotedAt) : undefined
      const applied = await deps.billing.change(tx, caller.id, { plan, ...request.extras }, quotedAt)
      if (applied) content.message = `${content.message}\n\n${applied}`
    }
    // The request takes effect (billing), and the ticket and e-mails stay for the team's follow-up.
    if (request.type === 'cancel' && deps.billing) {
      if (content.offerDiscount) await deps.billing.retain(tx, caller.id)
      else await deps.billing.cancel(tx, caller.id, { reason: request.reason })
    }
    const planId = findPlanByProductId(await findActiveProductId(tx, caller.id))?.id
    const ticket = await insertTicket(tx, {
      priority: planSupport(planId).priority,
      userId: caller.id,
      userEmail: caller.email,
      subject: content.subject,
      message: content.message,
      ticketType: request.type,
      status: 'open',
      details: content.details,
    })
    const details = {
      requestType: request.type,
      customerName: (await findDisplayName(tx, caller.id)) || caller.name,
      customerEmail: caller.email,
      subject: content.subject,
      message: content.message,
      cancelReason: content.cancelReason,
      offerDiscount: content.offerDiscount,
      dashboardUrl: `${deps.appUrl}${paths.dashboard}`,
    }
    await deps.email.queue(tx, {
      to: deps.supportEmail,
      template: 'support-request-team',
      content: supportRequestForTeamEmail(details),
      about: { userId: caller.id },
    })
    await deps.email.queue(tx, {
      to: caller.email,
      template: 'support-request-received',
      content: supportRequestReceivedEmail(details),
      about: { userId: caller.id },
    })
    return ticket
  })
  tellTicketsChanged(deps, caller.id)
  deps.notices.tell('emails', { admins: true })
  return { ticket: toCustomerTicket(row), notice: request.type === 'support' ? SUPPORT_SENT : REQUEST_SENT }
}

export async function listOwnTickets(db: Database, callerId: string, page: number) {
  const [rows, total] = await Promise.all([
    listTicketsOf(db, callerId, TICKETS_PAGE_SIZE, pageOffset(page, TICKETS_PAGE_SIZE)),
    countTicketsOf(db, callerId),
  ])
  return { tickets: rows.map(toCustomerTicket), page, pageSize: TICKETS_PAGE_SIZE, total }
}
