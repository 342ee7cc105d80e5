import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client.ts'
import { runMigrations } from '../../src/server/db/migrate.ts'

export type Backend = 'pglite' | 'postgres'

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. API tests run once per backend. */
export const backends: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

export interface TestDatabase {
  handle: DatabaseHandle
  /** For a PostgreSQL copy: its URL, so child processes can share it. */
  url: string | undefined
}

/** A fresh, migrated database: in-memory PGlite, or a copy of the migrated PostgreSQL template. */
export async function createTestDatabase(backend: Backend): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const handle = await openDatabase({})
    await runMigrations(handle)
    return { handle, url: undefined }
  }
  const url = await createPostgresCopy()
  return { handle: await openDatabase({ databaseUrl: url }), url }
}

export async function createPostgresCopy(): Promise<string> {
  const baseUrl = process.env.TEST_DATABASE_URL
  const template = inject('postgresTemplate')
  if (!baseUrl || !template) throw new Error('PostgreSQL tests need TEST_DATABASE_URL')
  const name = `postcraft_t_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  try {
    await admin.query(`create database ${name} template ${template}`)
  } finally {
    await admin.end()
  }
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return url.toString()
}
