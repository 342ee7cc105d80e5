import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { openDatabase } from '#server/db/client.ts'
import { type MigratedDump, sharedMigratedDump } from './migrated-dump.ts'
import { oncePerRun } from './once-per-run.ts'
import { TEST_ADMIN, TEST_APP_URL } from './test-admin.ts'

/**
 * The migrated embedded database as a server leaves it after its first start with the test
 * administrator: the administrator's account (its password hashed here once, not by every test app
 * and server) and the chatbot's passages of the site. Test apps and the browser tests' servers start
 * from it; tests that need a database no server has touched use the migrated dump.
 */
export function sharedStartedDump(): Promise<MigratedDump> {
  return oncePerRun('started-dump', createStartedDump)
}

async function createStartedDump(): Promise<MigratedDump> {
  const migrated = await sharedMigratedDump()
  const handle = await openDatabase({ initialData: new Blob([readFileSync(migrated.file)]) })
  const config = loadConfig({
    APP_URL: TEST_APP_URL,
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    // Given, so the dump holds no generated secret: each test app or server makes its own as before.
    AUTH_SECRET: 'started-dump-secret-not-kept-in-the-database',
  })
  const app = await buildApp({ config, database: handle, logger: false, clientDir: false, runJobs: false })
  await app.ensureAdministrator(TEST_ADMIN)
  await app.ready()
  await app.close()
  const dump = await handle.pglite?.dumpDataDir('none')
  await handle.close()
  if (!dump) throw new Error('The embedded database gave no dump')
  const folder = mkdtempSync(path.join(os.tmpdir(), 'postcraft-pglite-started-'))
  const file = path.join(folder, 'started.tar')
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  return { file, remove: () => rmSync(folder, { recursive: true, force: true }) }
}
