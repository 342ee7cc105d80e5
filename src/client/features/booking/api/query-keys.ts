/** The query keys of demo-call booking (the public site's and the team's Bookings page); every read and invalidation goes through these. */
export const bookingKeys = {
  all: ['booking'] as const,
  slots: () => [...bookingKeys.all, 'slots'] as const,
  managed: (token: string) => [...bookingKeys.all, 'managed', token] as const,
  team: () => [...bookingKeys.all, 'team'] as const,
  availability: () => [...bookingKeys.team(), 'availability'] as const,
  upcoming: (page: number) => [...bookingKeys.team(), 'upcoming', page] as const,
}
