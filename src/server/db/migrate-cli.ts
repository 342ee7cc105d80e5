import { loadConfig } from '../config.ts'
import { runCommand } from './backup/cli.ts'
import { openDatabase } from './client.ts'
import { runMigrations } from './migrate.ts'

await runCommand(async () => {
  const config = loadConfig()
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
  try {
    await runMigrations(handle)
  } finally {
    await handle.close()
  }
  console.log(`Migrations applied (${handle.kind}).`)
})
