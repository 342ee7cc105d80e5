import type { FastifyInstance } from 'fastify'
import { ADMIN_PREFIX, type FeatureParts, type ServerDeps } from '../../feature.ts'
import { bookingAdminRoutes } from './booking.admin-routes.ts'
import { bookingRoutes } from './booking.routes.ts'
import { BookingLinks } from './booking-links.ts'
import { BOOKING_REMINDER_JOBS, BOOKING_REMINDER_QUEUE, sendBookingReminder } from './booking-reminder.ts'
import { supportCallRoutes } from './support-calls.routes.ts'
import { type SupportCallDeps, supportCallRules } from './support-calls.service.ts'
import type { SupportCustomers } from './support-customers.ts'

/**
 * Demo calls and customers' support video calls: booking, the manage-booking page, the team's Bookings
 * page, the reminders.
 */
export async function register(
  app: FastifyInstance,
  deps: Pick<ServerDeps, 'db' | 'email' | 'config' | 'secret' | 'now' | 'notices'> & {
    customers: SupportCustomers
  },
): Promise<FeatureParts> {
  const { db, email, config, now, notices, customers } = deps
  const booking: SupportCallDeps = {
    db,
    email,
    appUrl: config.APP_URL,
    supportEmail: config.SUPPORT_EMAIL,
    links: new BookingLinks(deps.secret, config.APP_URL),
    now,
    notices,
    customers,
    videoCallBaseUrl: config.VIDEO_CALL_BASE_URL,
    supportRules: async (executor, row) =>
      supportCallRules(row.customerId ? await customers.planOf(executor, row.customerId) : undefined),
  }
  await app.register(bookingRoutes(booking))
  await app.register(supportCallRoutes(booking))
  await app.register(bookingAdminRoutes(booking), { prefix: ADMIN_PREFIX })
  return {
    queues: [BOOKING_REMINDER_JOBS],
    handlers: { [BOOKING_REMINDER_QUEUE]: sendBookingReminder(booking) },
  }
}
