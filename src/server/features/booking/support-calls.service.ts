import { randomBytes } from 'node:crypto'
import { BRAND } from '#shared/brand.ts'
import { getPlan, type PlanId } from '#shared/catalogue/plans.ts'
import { planSupport, VIDEO_ROOM_BYTES } from '#shared/catalogue/support-calls.ts'
import { AppError } from '#shared/errors.ts'
import { BOOKING_MESSAGES, type CreateSupportCall } from '#shared/schemas/booking.ts'
import { type BookingRow, insertBooking, listCustomerCalls } from './booking.repo.ts'
import {
  type BookingDeps,
  type CallRules,
  listSlots,
  requireFreeSlot,
  tellBookingsChanged,
  toBooking,
} from './booking.service.ts'
import { queueBookedEmails } from './booking-emails.ts'
import { scheduleReminder } from './booking-reminder.ts'
import type { SupportCustomers } from './support-customers.ts'

export interface SupportCallDeps extends BookingDeps {
  customers: SupportCustomers
  /** VIDEO_CALL_BASE_URL, without a trailing slash. */
  videoCallBaseUrl: string
}

type Caller = { id: string; name: string; email: string }

/** The rules of a plan's support calls; a plan without video calls is refused (403). */
export function supportCallRules(planId: PlanId | undefined): CallRules {
  if (!planSupport(planId).videoCalls) throw new AppError('forbidden', BOOKING_MESSAGES.supportNotIncluded)
  return { kind: 'support', officeHoursOnly: !planSupport(planId).anyHour }
}

/** A room nobody can guess: 128 random bits in its name. */
export function videoRoomUrl(baseUrl: string): string {
  return `${baseUrl}/${BRAND.name}-${randomBytes(VIDEO_ROOM_BYTES).toString('hex')}`
}

const toSupportCall = (deps: SupportCallDeps, row: BookingRow) => ({
  ...toBooking(row),
  manageUrl: deps.links.url(row),
})

/** What the customer's plan includes, and the free times it may book (none without video calls). */
export async function supportCallSlots(deps: SupportCallDeps, caller: Caller) {
  const customer = await deps.customers.supportCustomer(deps.db, caller)
  const support = planSupport(customer.planId)
  const planTitle = customer.planId ? getPlan(customer.planId).title : null
  if (!support.videoCalls) return { included: false, anyHour: false, planTitle, slotMinutes: 0, slots: [] }
  const slots = await listSlots(deps, undefined, supportCallRules(customer.planId))
  return { included: true, anyHour: support.anyHour, planTitle, ...slots }
}

export async function listMySupportCalls(deps: SupportCallDeps, caller: Caller) {
  const rows = await listCustomerCalls(deps.db, caller.id, deps.now())
  return { calls: rows.map((row) => toSupportCall(deps, row)) }
}

/**
 * Books a support video call for a customer whose plan includes them, in the support hours (office hours
 * only without 24/7), with its own video room; the confirmation (link and calendar file), the team's notice
 * and the reminder commit with it.
 */
export async function bookSupportCall(deps: SupportCallDeps, caller: Caller, input: CreateSupportCall) {
  const now = deps.now()
  const row = await deps.db.transaction(async (tx) => {
    const customer = await deps.customers.supportCustomer(tx, caller)
    const rules = supportCallRules(customer.planId)
    const slot = await requireFreeSlot(tx, now, new Date(input.start), undefined, rules)
    const booking = await insertBooking(tx, {
      kind: 'support',
      customerId: customer.id,
      priority: planSupport(customer.planId).priority,
      videoUrl: videoRoomUrl(deps.videoCallBaseUrl),
      startAt: slot.start,
      endAt: slot.end,
      name: customer.name,
      email: customer.email,
      businessName: '',
      topic: input.topic ?? '',
      visitorTimeZone: input.timeZone ?? null,
    })
    if (!booking)
      throw new AppError('conflict', BOOKING_MESSAGES.slotTaken, { start: BOOKING_MESSAGES.slotTaken })
    await scheduleReminder(tx, booking, now)
    await queueBookedEmails(deps, tx, booking, 'booked')
    return booking
  })
  tellBookingsChanged(deps)
  return { call: toSupportCall(deps, row), notice: BOOKING_MESSAGES.supportBooked }
}
