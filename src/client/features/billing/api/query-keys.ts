/** The query keys of billing; every read and every invalidation of its data goes through these. */
export const billingKeys = {
  all: ['billing'] as const,
  latestOrder: () => [...billingKeys.all, 'latest-order'] as const,
}
