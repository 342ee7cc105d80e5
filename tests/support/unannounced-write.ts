import { sql } from 'drizzle-orm'
import type { Database, Executor } from '#server/db/client.ts'

/**
 * Runs `write` in a transaction whose triggers do not fire, so the database announces nothing: a change
 * that no notice reports, for tests that prove a kept page or count is really kept.
 */
export function writeUnannounced<T>(db: Database, write: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`)
    return write(tx)
  })
}
