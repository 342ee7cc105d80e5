import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  adminBookingListSchema,
  adminCancelResponseSchema,
  availabilityResponseSchema,
  availabilitySchema,
  bookingParamsSchema,
  saveAvailabilityResponseSchema,
} from '#shared/schemas/booking.ts'
import { pageQuerySchema } from '#shared/schemas/paging.ts'
import type { BookingDeps } from './booking.service.ts'
import {
  cancelBookingAsAdmin,
  getAvailability,
  listUpcomingBookings,
  setAvailability,
  setSupportAvailability,
  upcomingBookingsCsv,
} from './booking-admin.service.ts'

/** Administrator routes, mounted under /api/admin (where every route requires an administrator). */
export function bookingAdminRoutes(deps: BookingDeps) {
  return async function routes(base: FastifyInstance) {
    const app = base.withTypeProvider<ZodTypeProvider>()
    const tags = ['admin: demo bookings']

    app.get(
      '/bookings/availability',
      {
        schema: {
          tags,
          summary: 'When visitors can book a demo call, with the bank holidays left out',
          response: { 200: availabilityResponseSchema },
        },
      },
      async () => getAvailability(deps.db, deps.now()),
    )

    app.put(
      '/bookings/availability',
      {
        schema: {
          tags,
          summary: 'Save the weekly hours, call length, buffer, notice, horizon and days off',
          body: availabilitySchema,
          response: { 200: saveAvailabilityResponseSchema },
        },
      },
      async (request) => setAvailability(deps, request.body),
    )

    app.get(
      '/bookings/support-availability',
      {
        schema: {
          tags,
          summary: 'When customers on Pro and Premium can book a support video call',
          response: { 200: availabilityResponseSchema },
        },
      },
      async () => getAvailability(deps.db, deps.now(), 'support'),
    )

    app.put(
      '/bookings/support-availability',
      {
        schema: {
          tags,
          summary: 'Save the support hours (separate from the demo hours)',
          body: availabilitySchema,
          response: { 200: saveAvailabilityResponseSchema },
        },
      },
      async (request) => setSupportAvailability(deps, request.body),
    )

    app.get(
      '/bookings',
      {
        schema: {
          tags,
          summary: 'Upcoming demo and support calls: priority support first, then soonest first',
          querystring: pageQuerySchema,
          response: { 200: adminBookingListSchema },
        },
      },
      async (request) => listUpcomingBookings(deps, request.query.page),
    )

    app.get(
      '/bookings.csv',
      { schema: { tags, summary: 'Upcoming demo calls as a CSV file', produces: ['text/csv'] } },
      async (_request, reply) => {
        const stamp = new Date(deps.now()).toISOString().slice(0, 10)
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="demo-calls-${stamp}.csv"`)
          .header('cache-control', 'no-store')
          .send(await upcomingBookingsCsv(deps))
      },
    )

    app.post(
      '/bookings/:id/cancel',
      {
        schema: {
          tags,
          summary: 'Cancel a demo call; the visitor is e-mailed',
          params: bookingParamsSchema,
          response: { 200: adminCancelResponseSchema },
        },
      },
      async (request) => cancelBookingAsAdmin(deps, request.params.id),
    )
  }
}
