/** The query keys of the job queue; every read and every invalidation of its data goes through these. */
export const jobQueueKeys = {
  all: ['job-queue'] as const,
  failed: () => [...jobQueueKeys.all, 'failed'] as const,
}
