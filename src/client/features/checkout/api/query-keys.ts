/** The query keys of checkout; every read and every invalidation of its data goes through these. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  detail: (id: string) => [...checkoutKeys.all, 'detail', id] as const,
}
