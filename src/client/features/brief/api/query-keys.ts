/** The query keys of the onboarding brief; every read and invalidation of it goes through these. */
export const briefKeys = {
  all: ['brief'] as const,
  own: () => [...briefKeys.all, 'own'] as const,
  customer: (userId: string) => [...briefKeys.all, 'customer', userId] as const,
}
