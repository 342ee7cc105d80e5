/** The query keys of a customer's links; every read and every invalidation of its data goes through these. */
export const customerLinksKeys = {
  all: ['customer-links'] as const,
  mine: () => [...customerLinksKeys.all, 'mine'] as const,
}
