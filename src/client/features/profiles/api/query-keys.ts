/** The query keys of connected profiles. */
export const profilesKeys = {
  all: ['profiles'] as const,
  own: () => [...profilesKeys.all, 'own'] as const,
}
