// npm run db:copy -- --to postgres://user:password@host:5432/postcraft
// Copies the embedded database in DATA_DIR into an empty PostgreSQL database (stop the server first),
// then compares every table's row count on both sides.
import { parseArgs } from 'node:util'
import { loadConfig } from '../src/server/config.ts'
import { BackupError } from '../src/server/db/backup/backup-file.ts'
import { runCommand } from '../src/server/db/backup/cli.ts'
import { copyToPostgres } from '../src/server/db/backup/copy-to-postgres.ts'

const { values } = parseArgs({ options: { to: { type: 'string' } } })
if (!values.to || !/^postgres(ql)?:\/\//.test(values.to)) {
  console.error('Usage: npm run db:copy -- --to postgres://user:password@host:5432/database')
  process.exit(2)
}
const targetUrl = values.to

await runCommand(async () => {
  const config = loadConfig()
  console.log(
    `Copying the embedded database in ${config.DATA_DIR} to ${new URL(targetUrl).host}${new URL(targetUrl).pathname}…`,
  )
  const counts = await copyToPostgres(config.DATA_DIR, targetUrl, (line) => console.log(`  ${line}`))
  const differ = counts.filter((count) => count.source !== count.target)
  if (differ.length > 0) {
    const list = differ.map((c) => `${c.table} (${c.source} embedded, ${c.target} PostgreSQL)`).join(', ')
    throw new BackupError(`The copy's row counts differ: ${list}`)
  }
  const rows = counts.reduce((sum, count) => sum + count.source, 0)
  console.log(
    `Copied ${rows} rows in ${counts.length} tables; every table's count matches. Point DATABASE_URL at the copy and start the server.`,
  )
})
