/** The query keys of e-mails (the /email-test diagnostics and the team's recent e-mails); every read and every invalidation of its data goes through these. */
export const emailsKeys = {
  all: ['emails'] as const,
  recent: () => [...emailsKeys.all, 'recent'] as const,
  senders: () => [...emailsKeys.all, 'senders'] as const,
}
