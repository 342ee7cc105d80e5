import { readFileSync } from 'node:fs'
import { inject } from 'vitest'
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts'
import { runMigrations } from '#server/db/migrate.ts'
import { createEmptyPostgresDatabase } from './postgres-database.ts'

export type Backend = 'pglite' | 'postgres'

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. API tests run once per backend. */
export const backends: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

export interface TestDatabase {
  handle: DatabaseHandle
  /** For a PostgreSQL copy: its URL, so child processes can share it. */
  url: string | undefined
}

/**
 * A fresh, migrated database: a copy of the migrated template, in-memory PGlite or PostgreSQL.
 * `started`: on PGlite, as a test app leaves it after its first start (see started-dump.ts).
 */
export async function createTestDatabase(
  backend: Backend,
  { started = false }: { started?: boolean } = {},
): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const handle = await openDatabase({
      initialData: templateDump(started ? 'pgliteStartedTemplate' : 'pgliteTemplate'),
    })
    // A no-op on the migrated copy; it still proves the copy is at the latest migration.
    await runMigrations(handle)
    return { handle, url: undefined }
  }
  const url = await createPostgresCopy()
  return { handle: await openDatabase({ databaseUrl: url }), url }
}

export async function createPostgresCopy(): Promise<string> {
  const template = inject('postgresTemplate')
  if (!process.env.TEST_DATABASE_URL || !template) throw new Error('PostgreSQL tests need TEST_DATABASE_URL')
  // Copies are named after this run's template, which drops them at the end of the run
  // (database-global-setup.ts) without touching another run's databases on the same server.
  return (await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL, `${template}_`, template)).url
}

const dumps = new Map<'pgliteTemplate' | 'pgliteStartedTemplate', Blob>()

/** One of the run's embedded database dumps (see the global setup), read once per test file. */
function templateDump(name: 'pgliteTemplate' | 'pgliteStartedTemplate'): Blob {
  let dump = dumps.get(name)
  if (!dump) {
    dump = new Blob([readFileSync(inject(name))])
    dumps.set(name, dump)
  }
  return dump
}
