import type { ChangeTopic } from '#shared/schemas/realtime.ts'
import type { Audience } from './event-bus.ts'

/**
 * The one way server code tells open pages that something changed, so they refetch: `topic` says what
 * changed (`customers`, `messages`, `emails` …, the list in src/shared/schemas/realtime.ts), `audience`
 * who may hear of it. Every feature that changes what an open page shows takes this as a required
 * dependency. Telling never fails the caller: a lost notice only delays a refresh. Kept reads (counts,
 * pages) do not need it: the database announces changes to their tables itself (docs/decisions/0029).
 */
export interface Notices {
  tell(topic: ChangeTopic, audience: Audience): void
}
