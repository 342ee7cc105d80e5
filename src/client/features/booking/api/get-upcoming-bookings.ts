import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { adminBookingListSchema } from '#shared/schemas/booking.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import { bookingKeys } from './query-keys.ts'

/** GET /api/admin/bookings?page=N: upcoming demo calls, soonest first. */
export function getUpcomingBookings(page: number, signal?: AbortSignal) {
  return apiRequest(`/api/admin/bookings?page=${page}`, { schema: adminBookingListSchema, signal })
}

export const upcomingBookingsQuery = (page: number) =>
  queryOptions({
    queryKey: bookingKeys.upcoming(page),
    queryFn: ({ signal }) => getUpcomingBookings(page, signal),
    // Refetched when a visitor books, moves or cancels a call (lib/realtime.ts).
    meta: { topics: ['bookings'] },
  })

export function useUpcomingBookings(page: number) {
  return useQuery({ ...upcomingBookingsQuery(page), placeholderData: keepPreviousData })
}

/** The CSV download is a plain link (the browser saves the file); this is its address. */
export const UPCOMING_BOOKINGS_CSV = '/api/admin/bookings.csv'
