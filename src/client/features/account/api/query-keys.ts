/** The query keys of account settings; every read and every invalidation of its data goes through these. */
export const accountSettingsKeys = {
  all: ['account-settings'] as const,
  profile: () => [...accountSettingsKeys.all, 'profile'] as const,
  team: () => [...accountSettingsKeys.all, 'team'] as const,
}
