import type { BookingKind } from '#shared/schemas/booking.ts'

/** The query keys of demo-call booking (the public site's and the team's Bookings page); every read and invalidation goes through these. */
export const bookingKeys = {
  all: ['booking'] as const,
  slots: () => [...bookingKeys.all, 'slots'] as const,
  managed: (token: string) => [...bookingKeys.all, 'managed', token] as const,
  team: () => [...bookingKeys.all, 'team'] as const,
  availability: (kind: BookingKind) => [...bookingKeys.team(), 'availability', kind] as const,
  managedSlots: (token: string) => [...bookingKeys.all, 'managed-slots', token] as const,
  supportSlots: () => [...bookingKeys.all, 'support', 'slots'] as const,
  supportCalls: () => [...bookingKeys.all, 'support', 'calls'] as const,
  upcoming: (page: number) => [...bookingKeys.team(), 'upcoming', page] as const,
}
