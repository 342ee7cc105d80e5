import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { appSettings } from '../../db/schema/infrastructure.ts'

const KEY = 'auth_secret'

/**
 * The session-signing secret is generated once and kept in the database, so every process on one
 * PostgreSQL signs and verifies with the same key and nobody has to configure one.
 */
export async function loadAuthSecret(db: Database): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key: KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY))
  if (!row) throw new Error('auth secret missing after insert')
  return row.value
}
