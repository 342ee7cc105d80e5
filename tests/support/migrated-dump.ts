import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts'
import { runMigrations } from '#server/db/migrate.ts'
import { oncePerRun } from './once-per-run.ts'

export interface MigratedDump {
  /** PGlite's dump (a tar file) of a freshly migrated embedded database. */
  file: string
  remove(): void
}

/**
 * Initialises and migrates an embedded database once per run and dumps it: the API tests' databases
 * and the server processes' data folders all start from it (starting PGlite from a dump takes a tenth
 * of the time of initdb and the migrations).
 */
export function sharedMigratedDump(): Promise<MigratedDump> {
  return oncePerRun('migrated-dump', createMigratedDump)
}

async function createMigratedDump(): Promise<MigratedDump> {
  const handle = await openDatabase({})
  await runMigrations(handle)
  return dumpAndClose(handle, 'migrated')
}

/** Dumps an in-memory embedded database to a file of its own folder, and closes it. */
export async function dumpAndClose(handle: DatabaseHandle, name: string): Promise<MigratedDump> {
  const dump = await handle.pglite?.dumpDataDir('none')
  await handle.close()
  if (!dump) throw new Error('The embedded database gave no dump')
  const folder = mkdtempSync(path.join(os.tmpdir(), `postcraft-pglite-${name}-`))
  const file = path.join(folder, `${name}.tar`)
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  return { file, remove: () => rmSync(folder, { recursive: true, force: true }) }
}
