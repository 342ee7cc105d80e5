/** The query keys of billing; every read and every invalidation of its data goes through these. */
export const billingKeys = {
  all: ['billing'] as const,
  subscription: () => [...billingKeys.all, 'subscription'] as const,
  payments: () => [...billingKeys.all, 'payments'] as const,
  customer: (userId: string) => [...billingKeys.all, 'customer', userId] as const,
  settings: () => [...billingKeys.all, 'settings'] as const,
  changePreview: (change: unknown) => [...billingKeys.all, 'change-preview', change] as const,
}
