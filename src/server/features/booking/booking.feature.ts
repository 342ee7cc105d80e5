import type { FastifyInstance } from 'fastify'
import { ADMIN_PREFIX, type FeatureParts, type ServerDeps } from '../../feature.ts'
import { bookingAdminRoutes } from './booking.admin-routes.ts'
import { bookingRoutes } from './booking.routes.ts'
import type { BookingDeps } from './booking.service.ts'
import { BookingLinks } from './booking-links.ts'
import { BOOKING_REMINDER_JOBS, BOOKING_REMINDER_QUEUE, sendBookingReminder } from './booking-reminder.ts'

/** Demo calls: the public booking and manage-booking pages, the team's Bookings page, the reminders. */
export async function register(
  app: FastifyInstance,
  deps: Pick<ServerDeps, 'db' | 'email' | 'config' | 'secret' | 'now' | 'notices'>,
): Promise<FeatureParts> {
  const { db, email, config, now, notices } = deps
  const booking: BookingDeps = {
    db,
    email,
    appUrl: config.APP_URL,
    supportEmail: config.SUPPORT_EMAIL,
    links: new BookingLinks(deps.secret, config.APP_URL),
    now,
    notices,
  }
  await app.register(bookingRoutes(booking))
  await app.register(bookingAdminRoutes(booking), { prefix: ADMIN_PREFIX })
  return {
    queues: [BOOKING_REMINDER_JOBS],
    handlers: { [BOOKING_REMINDER_QUEUE]: sendBookingReminder(booking) },
  }
}
