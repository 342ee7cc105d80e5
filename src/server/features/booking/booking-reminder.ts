import { BOOKING_REMINDER_HOURS_BEFORE } from '#shared/catalogue/booking.ts'
import type { Executor } from '../../db/client.ts'
import { enqueue, type JobQueue } from '../../jobs/queue.ts'
import type { ClaimedJob } from '../../jobs/worker.ts'
import { type BookingRow, claimReminder } from './booking.repo.ts'
import type { BookingDeps } from './booking.service.ts'
import { queueReminderEmail } from './booking-emails.ts'

export const BOOKING_REMINDER_QUEUE = 'booking.reminder'

/**
 * The reminder e-mail, a job in the jobs table due 24 hours before the call, so it survives restarts
 * and runs in whichever process is up then. The job only writes the e-mail to the outbox (delivery has
 * its own retries); it is retried for a few hours, while a reminder is still worth sending.
 */
export const BOOKING_REMINDER_JOBS: JobQueue = {
  name: BOOKING_REMINDER_QUEUE,
  label: 'Demo-call reminder e-mail',
  retry: { baseDelayMs: 2000, maxDelayMs: 10 * 60_000, retryForMs: 6 * 60 * 60_000 },
  identifyingFields: ['bookingId'],
}

const BEFORE_MS = BOOKING_REMINDER_HOURS_BEFORE * 60 * 60_000

/** When the reminder of a call starting at `startAt` is due. */
export function reminderTime(startAt: Date): Date {
  return new Date(startAt.getTime() - BEFORE_MS)
}

/**
 * Queues the reminder in the caller's transaction. A call booked (or moved) less than 24 hours ahead
 * gets none: its confirmation has only just arrived.
 */
export async function scheduleReminder(executor: Executor, booking: BookingRow, now: Date): Promise<void> {
  const runAt = reminderTime(booking.startAt)
  if (runAt <= now) return
  await enqueue(
    executor,
    BOOKING_REMINDER_JOBS,
    { bookingId: booking.id, startAt: booking.startAt.toISOString() },
    { runAt },
  )
}

/**
 * The job handler. The job names the start it was queued for: a call since cancelled or moved (which
 * queued a reminder of its own) gets nothing from this one, and claiming the reminder on the row means
 * a repeated job sends it once.
 */
export function sendBookingReminder(
  deps: Pick<BookingDeps, 'db' | 'email' | 'appUrl' | 'supportEmail' | 'links'>,
) {
  return async (job: ClaimedJob): Promise<void> => {
    const bookingId = String(job.payload.bookingId)
    const startAt = new Date(String(job.payload.startAt))
    if (Number.isNaN(startAt.getTime())) throw new Error('reminder job without a valid startAt')
    await deps.db.transaction(async (tx) => {
      const row = await claimReminder(tx, bookingId, startAt)
      if (row) await queueReminderEmail(deps, tx, row)
    })
  }
}
