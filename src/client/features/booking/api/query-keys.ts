/** The query keys of demo-call booking on the public site; every read and invalidation goes through these. */
export const bookingKeys = {
  all: ['booking'] as const,
  slots: () => [...bookingKeys.all, 'slots'] as const,
  managed: (token: string) => [...bookingKeys.all, 'managed', token] as const,
}
