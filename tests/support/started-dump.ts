import { readFileSync } from 'node:fs'
import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { openDatabase } from '#server/db/client.ts'
import { dumpAndClose, type MigratedDump, sharedMigratedDump } from './migrated-dump.ts'
import { oncePerRun } from './once-per-run.ts'
import { TEST_ADMIN, TEST_APP_ENV } from './test-admin.ts'

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
    ...TEST_APP_ENV,
    // Given, so the dump holds no generated secret: each test app or server makes its own as before.
    AUTH_SECRET: 'started-dump-secret-not-kept-in-the-database',
  })
  const app = await buildApp({ config, database: handle, logger: false, clientDir: false, runJobs: false })
  await app.ensureAdministrator(TEST_ADMIN)
  await app.ready()
  await app.close()
  return dumpAndClose(handle, 'started')
}
