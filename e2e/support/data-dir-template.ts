import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDatabase } from '#server/db/client.ts'
import { LOCK_FILE_NAME } from '#server/db/data-dir-lock.ts'
import { type MigratedDump, sharedMigratedDump } from '../../tests/support/migrated-dump.ts'
import { oncePerRun } from '../../tests/support/once-per-run.ts'
import { sharedStartedDump } from '../../tests/support/started-dump.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder holding a migrated embedded database, copied by each server process a test starts. */
    dataDirTemplate: string
  }
}

export interface DataDirTemplate {
  folder: string
  remove(): void
}

/**
 * One data folder holding a migrated embedded database for the whole run (a global setup), loaded from
 * the run's migrated dump: a server started on a copy of it skips initdb and the migrations, several
 * seconds of every browser and process test. `started`: the database as a server leaves it after its
 * first start with the test administrator (started-dump.ts), for the browser tests; the process tests,
 * which back up, copy and seed data folders, keep the one no server has touched.
 */
export function sharedDataDirTemplate({ started = false } = {}): Promise<DataDirTemplate> {
  return started
    ? oncePerRun('started-data-dir-template', async () => createDataDirTemplate(await sharedStartedDump()))
    : oncePerRun('data-dir-template', async () => createDataDirTemplate(await sharedMigratedDump()))
}

async function createDataDirTemplate(dump: MigratedDump): Promise<DataDirTemplate> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'postcraft-data-template-'))
  const handle = await openDatabase({
    dataDir: folder,
    initialData: new Blob([readFileSync(dump.file)]),
  })
  await handle.close()
  return {
    folder,
    remove: () => {
      rmSync(folder, { recursive: true, force: true })
      dump.remove()
    },
  }
}

/** Fills an empty data folder with the template's migrated database (the lock file stays behind). */
export function copyDataDirTemplate(template: string, dataDir: string): void {
  cpSync(template, dataDir, {
    recursive: true,
    filter: (source) => path.basename(source) !== LOCK_FILE_NAME,
  })
}
