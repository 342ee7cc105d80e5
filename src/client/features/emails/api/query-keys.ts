/** The query keys of the e-mail diagnostics; every read and every invalidation of its data goes through these. */
export const emailTestKeys = {
  all: ['email-test'] as const,
  senders: () => [...emailTestKeys.all, 'senders'] as const,
}
