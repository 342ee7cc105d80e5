// npm run db:backup -- FILE
// Backs up the configured database (DATABASE_URL, else the embedded one in DATA_DIR) into FILE, which
// must not exist yet. The embedded database is backed up through the running server when one holds it.
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '../src/server/config.ts'
import { runCommand } from '../src/server/db/backup/cli.ts'
import { backupEmbedded } from '../src/server/db/backup/embedded-backup.ts'
import { backupPostgres } from '../src/server/db/backup/postgres-backup.ts'

const { positionals } = parseArgs({ allowPositionals: true })
if (positionals.length !== 1 || !positionals[0]) {
  console.error('Usage: npm run db:backup -- FILE')
  process.exit(2)
}
const file = path.resolve(positionals[0])

await runCommand(async () => {
  const config = loadConfig()
  if (config.DATABASE_URL) {
    const { bytes } = await backupPostgres(file, config.DATABASE_URL)
    console.log(`Backup of the PostgreSQL database written to ${file} (${bytes} bytes).`)
  } else {
    const { bytes, through } = await backupEmbedded(file, config.DATA_DIR)
    console.log(
      `Backup of the embedded database in ${config.DATA_DIR} written to ${file} (${bytes} bytes), taken through ${through}.`,
    )
  }
})
