import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import type { DatabaseHandle } from './client.ts'

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

/** An arbitrary constant: the advisory lock that keeps two starting processes from migrating at once. */
const MIGRATION_LOCK_ID = 727_274_001

/**
 * Extensions the schema's indexes need, created before the migrations that use them (the schema files
 * cannot declare an extension). pg_trgm is a trusted extension: the database's owner may create it.
 */
const CREATE_EXTENSIONS = 'create extension if not exists pg_trgm'

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (!handle.connectionString) {
    await handle.db.execute(sql.raw(CREATE_EXTENSIONS))
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder })
    return
  }
  const client = new pg.Client({ connectionString: handle.connectionString })
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
    await client.query(CREATE_EXTENSIONS)
    await migratePostgres(drizzle({ client }), { migrationsFolder })
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {})
    await client.end()
  }
}
