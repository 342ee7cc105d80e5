import { spawn } from 'node:child_process'
import pg from 'pg'
import { BackupError, type VerifiedBackup, writeBackupFile } from './backup-file.ts'
import { readMigrationLevel } from './migration-level.ts'

/**
 * PostgreSQL is backed up with its own tools: pg_dump in its custom format (compressed, taken in one
 * snapshot, so consistent while the servers keep writing) and pg_restore in one transaction, so a
 * failed restore leaves the target as it was. Both must be on PATH, as new as the server.
 */
export async function withPostgres<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await use(client)
  } finally {
    await client.end()
  }
}

export const rowsOf = (client: pg.Client) => async (statement: string) =>
  (await client.query<Record<string, unknown>>(statement)).rows

/** Tables, views and sequences outside PostgreSQL's own schemas: none in a database made by createdb. */
export async function countRelations(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ count: number }>(
    `select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
       and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`,
  )
  return rows[0]?.count ?? 0
}

export async function backupPostgres(file: string, url: string): Promise<{ bytes: number }> {
  const { header } = await withPostgres(url, async (client) => {
    const migrations = await readMigrationLevel(rowsOf(client))
    const [version] = await rowsOf(client)('show server_version')
    return {
      header: {
        kind: 'postgres' as const,
        payload: 'pg_dump-custom' as const,
        createdAt: new Date().toISOString(),
        migrations,
        serverVersion: String(version?.server_version ?? 'unknown'),
      },
    }
  })
  const dump = runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges'], url)
  async function* output(): AsyncIterable<Uint8Array> {
    yield* dump.child.stdout as AsyncIterable<Buffer>
    await dump.finished
  }
  return writeBackupFile(file, header, output())
}

export async function restorePostgres(backup: VerifiedBackup, url: string): Promise<void> {
  const relations = await withPostgres(url, countRelations)
  if (relations > 0) {
    throw new BackupError(
      `The database at DATABASE_URL is not empty (${relations} tables, views or sequences): a restore never overwrites one. Create a new database (createdb NAME), point DATABASE_URL at it and restore again`,
    )
  }
  const restore = runTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction'],
    url,
    'pipe',
  )
  if (restore.child.stdin) backup.payload().pipe(restore.child.stdin)
  await restore.finished
}

/** Runs pg_dump or pg_restore on `url`, the password passed in the environment rather than the arguments. */
function runTool(
  tool: 'pg_dump' | 'pg_restore',
  args: string[],
  url: string,
  stdin: 'ignore' | 'pipe' = 'ignore',
) {
  const target = new URL(url)
  const password = decodeURIComponent(target.password)
  target.password = ''
  const child = spawn(tool, [...args, `--dbname=${target.toString()}`], {
    stdio: [stdin, 'pipe', 'pipe'],
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  })
  let errors = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString()
  })
  child.stdin?.on('error', () => {})
  const finished = new Promise<void>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${tool} is not on PATH: install PostgreSQL's client tools (as new as the server) to back up or restore PostgreSQL`
            : `${tool} could not start: ${error.message}`,
        ),
      ),
    )
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${tool} failed (exit ${code}): ${errors.trim()}`)),
    )
  })
  finished.catch(() => {}) // awaited by the caller; this keeps an early failure from going unhandled
  return { child, finished }
}
