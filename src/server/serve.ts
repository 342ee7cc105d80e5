import { buildApp } from './app.ts'
import { type Config, configWarnings } from './config.ts'
import { serveBackups } from './db/backup/backup-socket.ts'
import { openDatabase } from './db/client.ts'
import { runMigrations } from './db/migrate.ts'

/** Opens the database, migrates, builds the app, listens, and stops gracefully on SIGTERM/SIGINT. */
export async function serve(config: Config, beforeExit: () => Promise<void>): Promise<void> {
  // The pool replaces a failed connection; the error is worth a line in the log.
  let logPoolError = (err: Error) => console.error('database pool connection failed:', err.message)
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    onPoolError: (err) => logPoolError(err),
  })
  await runMigrations(database)
  const app = await buildApp({ config, database })
  logPoolError = (err) => app.log.error({ err }, 'database pool connection failed')
  for (const warning of configWarnings(config)) app.log.warn(`WARNING: ${warning}`)
  const generated = await app.ensureAdministrator({
    email: config.ADMIN_EMAIL,
    password: config.ADMIN_PASSWORD,
  })
  await app.listen({ port: config.PORT, host: config.HOST })
  const backups = database.pglite ? await serveBackups(database.pglite, config.DATA_DIR, app.log) : null
  app.log.info(
    `${database.kind === 'pglite' ? `Embedded database in ${config.DATA_DIR}` : 'PostgreSQL server'}; serving ${config.APP_URL} (process role ${config.PROCESS_ROLE})`,
  )
  if (generated) {
    // A plain line of its own, never inside a log entry: the one chance to read this password.
    console.log(
      `Administrator created: ${generated.email} with password ${generated.password} (shown once; sign in at ${config.APP_URL}/admin-login)`,
    )
  }

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    app.log.info(`${signal} received: finishing in-flight requests`)
    const forced = setTimeout(() => process.exit(1), 15_000)
    forced.unref()
    await backups?.close()
    await app.close()
    await database.close()
    await beforeExit()
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
}
