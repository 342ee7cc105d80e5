import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { users } from '../../db/schema/auth.ts'

/**
 * Who owns an e-mail and whether they proved it, in one prepared statement (every checkout asks, so it
 * is built once and, on PostgreSQL, planned once per connection). Addresses are stored lower-cased by
 * the authentication library, which looks them up the same way.
 */
export function ownerOfEmail(db: Database) {
  const query = db
    .select({ userId: users.id, proven: users.emailVerified })
    .from(users)
    .where(eq(users.email, sql.placeholder('email')))
    .limit(1)
    .prepare('owner_of_email')
  return async (email: string): Promise<{ userId: string; proven: boolean } | undefined> => {
    const [owner] = await query.execute({ email: email.trim().toLowerCase() })
    return owner
  }
}
