import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  bookingResponseSchema,
  cancelManagedBookingSchema,
  createBookingSchema,
  manageBookingResponseSchema,
  manageQuerySchema,
  rescheduleBookingSchema,
  rescheduleResponseSchema,
  slotsResponseSchema,
} from '#shared/schemas/booking.ts'
import { perAddress } from '../../plugins/rate-limit/rate-limits.ts'
import { type BookingDeps, bookDemoCall, listSlots } from './booking.service.ts'
import {
  cancelManagedBooking,
  findManagedBooking,
  managedBookingSlots,
  rescheduleManagedBooking,
} from './booking-manage.service.ts'

/**
 * Demo-call booking for visitors (no account): the free times, booking one, and the signed link's
 * booking page. Each route is limited per address: reading generously, writing enough for a visitor who
 * changes their mind, too little to fill the calendar.
 */
export function bookingRoutes(deps: BookingDeps) {
  return async function routes(base: FastifyInstance) {
    const app = base.withTypeProvider<ZodTypeProvider>()
    const tags = ['demo booking']

    app.get(
      '/api/booking/slots',
      {
        schema: {
          tags,
          summary: 'Free demo-call times of the next days',
          response: { 200: slotsResponseSchema },
        },
        config: { rateLimit: perAddress(60, '1 minute') },
      },
      async () => listSlots(deps),
    )

    app.post(
      '/api/booking/bookings',
      {
        schema: {
          tags,
          summary: 'Book a demo call',
          body: createBookingSchema,
          response: { 201: bookingResponseSchema },
        },
        config: { rateLimit: perAddress(10, '1 hour') },
      },
      async (request, reply) => reply.status(201).send(await bookDemoCall(deps, request.body)),
    )

    app.get(
      '/api/booking/manage',
      {
        schema: {
          tags,
          summary: 'The booking a signed link names',
          querystring: manageQuerySchema,
          response: { 200: manageBookingResponseSchema },
        },
        config: { rateLimit: perAddress(60, '1 minute') },
      },
      async (request) => findManagedBooking(deps, request.query.token),
    )

    app.get(
      '/api/booking/manage/slots',
      {
        schema: {
          tags,
          summary: 'The free times the call a signed link names may move to',
          querystring: manageQuerySchema,
          response: { 200: slotsResponseSchema },
        },
        config: { rateLimit: perAddress(60, '1 minute') },
      },
      async (request) => managedBookingSlots(deps, request.query.token),
    )

    app.post(
      '/api/booking/manage/cancel',
      {
        schema: {
          tags,
          summary: 'Cancel the booking a signed link names',
          body: cancelManagedBookingSchema,
          response: { 200: bookingResponseSchema },
        },
        config: { rateLimit: perAddress(20, '1 hour') },
      },
      async (request) => cancelManagedBooking(deps, request.body.token),
    )

    app.post(
      '/api/booking/manage/reschedule',
      {
        schema: {
          tags,
          summary: 'Move the booking a signed link names to another free time',
          body: rescheduleBookingSchema,
          response: { 200: rescheduleResponseSchema },
        },
        config: { rateLimit: perAddress(20, '1 hour') },
      },
      async (request) => rescheduleManagedBooking(deps, request.body),
    )
  }
}
