import { desc, eq } from 'drizzle-orm'
import type { Executor } from '../db/client.ts'
import { auditEvents } from '../db/schema/billing.ts'

/** Who acted: a signed-in person (customer or team), or the system (a job) or a provider's event. */
export type AuditActor =
  | { kind: 'customer' | 'team'; userId: string }
  | { kind: 'system' | 'provider'; userId?: null }

export interface AuditEntry {
  actor: AuditActor
  /** What happened, as a dotted name: 'billing.cancel_scheduled', 'billing.refund'. */
  action: string
  /** The customer the change is about. */
  subjectUserId: string | null
  details?: Record<string, unknown>
  at?: Date
}

/**
 * Records one change for the team, inside the caller's transaction: the record exists exactly when the
 * change commits. Any feature may call it (it is infrastructure, like the e-mail outbox).
 */
export async function recordAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditEvents).values({
    actorId: entry.actor.userId ?? null,
    actorKind: entry.actor.kind,
    action: entry.action,
    subjectUserId: entry.subjectUserId,
    details: entry.details ?? {},
    ...(entry.at ? { at: entry.at } : {}),
  })
}

/** The newest changes about one customer, for the team. */
export async function auditOf(executor: Executor, subjectUserId: string, limit = 100) {
  return executor
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.subjectUserId, subjectUserId))
    .orderBy(desc(auditEvents.at))
    .limit(limit)
}
