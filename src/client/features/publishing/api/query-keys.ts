/** The query keys of the team's publishing list and its badge. */
export const publishingKeys = {
  all: ['publishing'] as const,
  list: () => [...publishingKeys.all, 'list'] as const,
  count: () => [...publishingKeys.all, 'count'] as const,
}
