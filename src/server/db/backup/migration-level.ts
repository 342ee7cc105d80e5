import { readFileSync } from 'node:fs'
import path from 'node:path'
import { migrationsFolder } from '../migrate.ts'

/** How far a database's schema has come: the migrations applied, and the last one's name and time. */
export interface MigrationLevel {
  count: number
  last: { tag: string; when: number } | null
}

interface JournalEntry {
  tag: string
  when: number
}

export function knownMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[]
  }
  return journal.entries.map(({ tag, when }) => ({ tag, when }))
}

/** Runs a statement and returns its rows; each backend's client fits behind this. */
export type RowReader = (statement: string) => Promise<Record<string, unknown>[]>

/** Reads drizzle's log of applied migrations (none when the table is missing: an empty database). */
export async function readMigrationLevel(read: RowReader): Promise<MigrationLevel> {
  const [exists] = await read(`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`)
  if (!exists?.exists) return { count: 0, last: null }
  const rows = await read(
    'select created_at::text as "when" from drizzle.__drizzle_migrations order by created_at',
  )
  const lastWhen = rows.at(-1)?.when
  if (lastWhen === undefined) return { count: 0, last: null }
  const when = Number(lastWhen)
  const tag = knownMigrations().find((entry) => entry.when === when)?.tag ?? 'unknown to this version'
  return { count: rows.length, last: { tag, when } }
}

/** Null when this version knows every migration of `level`; else why it cannot take it. */
export function newerThanThisVersion(level: MigrationLevel): string | null {
  if (!level.last) return null
  const known = knownMigrations()
  const index = known.findIndex((entry) => entry.when === level.last?.when)
  if (index === -1 || level.count > known.length) {
    return `its database has migration ${level.last.tag} (${level.count} applied), which this version of PostCraft does not have`
  }
  return null
}
