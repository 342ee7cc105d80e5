/**
 * The key of the back office's overview counts (features/customers). Messaging, support and the
 * chatbot change what it counts, so they invalidate it through this key without importing that feature.
 */
export const overviewKey = ['overview'] as const
