// npm run db:restore -- FILE
// Restores a backup made by db:backup into the configured database, which must be empty: a new folder
// as DATA_DIR for the embedded database, a new database (createdb) as DATABASE_URL for PostgreSQL.
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '../src/server/config.ts'
import { BackupError, KIND_NAMES, readBackupFile } from '../src/server/db/backup/backup-file.ts'
import { runCommand } from '../src/server/db/backup/cli.ts'
import { refuseNewerBackup, restoreEmbedded } from '../src/server/db/backup/embedded-backup.ts'
import { restorePostgres } from '../src/server/db/backup/postgres-backup.ts'

const { positionals } = parseArgs({ allowPositionals: true })
if (positionals.length !== 1 || !positionals[0]) {
  console.error('Usage: npm run db:restore -- FILE')
  process.exit(2)
}
const file = path.resolve(positionals[0])

await runCommand(async () => {
  const config = loadConfig()
  const backup = await readBackupFile(file)
  const kind = config.DATABASE_URL ? 'postgres' : 'pglite'
  if (backup.header.kind !== kind) {
    throw new BackupError(
      `${file} is a backup of ${KIND_NAMES[backup.header.kind]}, but the configured database is ${KIND_NAMES[kind]} ` +
        `(DATABASE_URL is ${config.DATABASE_URL ? 'set' : 'empty'}). ` +
        (backup.header.kind === 'pglite'
          ? 'Restore it with DATABASE_URL empty and DATA_DIR a new folder; to move it to PostgreSQL, then run npm run db:copy -- --to postgres://…'
          : 'Set DATABASE_URL to a new, empty PostgreSQL database to restore it'),
    )
  }
  refuseNewerBackup(backup)
  const target = config.DATABASE_URL
    ? 'the PostgreSQL database'
    : `the embedded database in ${config.DATA_DIR}`
  if (config.DATABASE_URL) await restorePostgres(backup, config.DATABASE_URL)
  else await restoreEmbedded(backup, config.DATA_DIR)
  const { createdAt, migrations } = backup.header
  console.log(
    `Restored ${file} (taken ${createdAt}, ${migrations.count} migrations, last ${migrations.last?.tag ?? 'none'}) into ${target}. ` +
      'The server applies any newer migrations when it starts.',
  )
})
