/** The query keys of the portfolio; every read and invalidation of it goes through these. */
export const portfolioKeys = {
  all: ['portfolio'] as const,
  team: () => [...portfolioKeys.all, 'team'] as const,
}
