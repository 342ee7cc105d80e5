import type { PGlite, Transaction } from '@electric-sql/pglite'
import type pg from 'pg'
import { openDatabase } from '../client.ts'
import { runMigrations } from '../migrate.ts'
import { BackupError } from './backup-file.ts'
import { hasEmbeddedDatabase } from './embedded-backup.ts'
import { readMigrationLevel } from './migration-level.ts'
import { rowsOf, withPostgres } from './postgres-backup.ts'

/**
 * Copies the embedded database into an empty PostgreSQL database: the target gets this version's
 * migrations, then every table's rows (read through a cursor, carried as text and cast back to each
 * column's type, so bytea images, jsonb and timestamps arrive exactly), then every sequence's position,
 * in one transaction; foreign keys are checked once at its end. Counts are compared table by table.
 */
export interface TableCount {
  table: string
  source: number
  target: number
}

/** Rows per fetch and INSERT; far fewer for tables with bytea (images of up to 10 MB). */
const ROWS_PER_BATCH = 2000
const ROWS_PER_BATCH_WITH_BYTES = 4

interface Column {
  name: string
  type: string
}

export async function copyToPostgres(
  dataDir: string,
  targetUrl: string,
  progress: (line: string) => void,
): Promise<TableCount[]> {
  if (!hasEmbeddedDatabase(dataDir))
    throw new BackupError(`There is no embedded database in ${dataDir} to copy`)
  await withPostgres(targetUrl, refuseNonEmptyTarget)
  const source = await openDatabase({ dataDir })
  try {
    await runMigrations(source)
    const target = await openDatabase({ databaseUrl: targetUrl })
    try {
      await runMigrations(target)
    } finally {
      await target.close()
    }
    const pglite = source.pglite as PGlite
    const read = async (statement: string) => (await pglite.query<Record<string, unknown>>(statement)).rows
    return await withPostgres(targetUrl, async (client) => {
      const [from, to] = [await readMigrationLevel(read), await readMigrationLevel(rowsOf(client))]
      if (from.count !== to.count) {
        throw new BackupError(
          `The target's migrations (${to.count}) differ from the embedded database's (${from.count})`,
        )
      }
      const tables = await listTables(client)
      await client.query('begin')
      try {
        const constraints = await deferForeignKeys(client)
        for (const [table, columns] of tables) {
          const rows = await copyTable(pglite, client, table, columns)
          progress(`${table.replaceAll('"', '')}: ${rows} rows`)
        }
        await client.query('set constraints all immediate')
        for (const constraint of constraints) {
          await client.query(
            `alter table ${constraint.table} alter constraint ${quote(constraint.name)} not deferrable`,
          )
        }
        await copySequences(read, client)
        await client.query('commit')
      } catch (error) {
        await client.query('rollback').catch(() => {})
        throw error
      }
      return countBoth(read, rowsOf(client), [...tables.keys()])
    })
  } finally {
    await source.close()
  }
}

/** Empty: no table holds a row, apart from the migration log (so a migrated, unused database will do). */
async function refuseNonEmptyTarget(client: pg.Client): Promise<void> {
  const tables = await listTables(client, true)
  const filled: string[] = []
  for (const table of tables.keys()) {
    if (table === '"drizzle"."__drizzle_migrations"') continue
    const { rows } = await client.query(`select exists (select 1 from ${table}) as "filled"`)
    if (rows[0]?.filled) filled.push(table)
  }
  if (filled.length > 0) {
    throw new BackupError(
      `The target database is not empty (rows in ${filled.slice(0, 5).join(', ')}${filled.length > 5 ? ', …' : ''}): db:copy only fills an empty database. Create a new one (createdb NAME) and copy again`,
    )
  }
}

/** Every table with its writable columns (generated ones are left to the database), keyed by quoted name. */
async function listTables(client: pg.Client, allSchemas = false): Promise<Map<string, Column[]>> {
  const { rows } = await client.query<{ schema: string; table: string; column: string; type: string }>(
    `select n.nspname as schema, c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     where c.relkind in ('r', 'p') and ${allSchemas ? `n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'` : `n.nspname = 'public'`}
     order by n.nspname, c.relname, a.attnum`,
  )
  const tables = new Map<string, Column[]>()
  for (const row of rows) {
    const key = `${quote(row.schema)}.${quote(row.table)}`
    tables.set(key, [...(tables.get(key) ?? []), { name: row.column, type: row.type }])
  }
  return tables
}

/** Foreign keys wait for the transaction's end, so tables (and a message's replies) load in any order. */
async function deferForeignKeys(client: pg.Client): Promise<{ table: string; name: string }[]> {
  const { rows } = await client.query<{ table: string; name: string }>(
    `select conrelid::regclass::text as table, conname as name from pg_constraint
     where contype = 'f' and not condeferrable and connamespace = 'public'::regnamespace`,
  )
  for (const { table, name } of rows) {
    await client.query(`alter table ${table} alter constraint ${quote(name)} deferrable initially deferred`)
  }
  return rows
}

async function copyTable(
  pglite: PGlite,
  client: pg.Client,
  table: string,
  columns: Column[],
): Promise<number> {
  const names = columns.map((column) => quote(column.name)).join(', ')
  const casts = columns.map((column, index) => `u.c${index}::${column.type}`).join(', ')
  const aliases = columns.map((_, index) => `c${index}`).join(', ')
  const arrays = columns.map((_, index) => `$${index + 1}::text[]`).join(', ')
  const insert = `insert into ${table} (${names}) overriding system value select ${casts} from unnest(${arrays}) as u(${aliases})`
  const batch = columns.some((column) => column.type === 'bytea') ? ROWS_PER_BATCH_WITH_BYTES : ROWS_PER_BATCH
  let copied = 0
  await pglite.transaction(async (tx: Transaction) => {
    await tx.query(
      `declare copy_rows no scroll cursor for select ${columns.map((c) => `${quote(c.name)}::text`).join(', ')} from ${table}`,
    )
    for (;;) {
      const { rows } = await tx.query<unknown[]>(`fetch ${batch} from copy_rows`, [], { rowMode: 'array' })
      if (rows.length === 0) break
      await client.query(
        insert,
        columns.map((_, index) => rows.map((row) => row[index] ?? null)),
      )
      copied += rows.length
    }
    await tx.query('close copy_rows')
  })
  return copied
}

async function copySequences(
  read: (statement: string) => Promise<Record<string, unknown>[]>,
  client: pg.Client,
) {
  const sequences = await read(
    `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name, last_value::text as value
     from pg_sequences where schemaname = 'public' and last_value is not null`,
  )
  for (const { name, value } of sequences)
    await client.query('select setval($1::regclass, $2::bigint, true)', [name, value])
}

async function countBoth(
  readSource: (statement: string) => Promise<Record<string, unknown>[]>,
  readTarget: (statement: string) => Promise<Record<string, unknown>[]>,
  tables: string[],
): Promise<TableCount[]> {
  const counts: TableCount[] = []
  for (const table of tables) {
    const statement = `select count(*)::int as count from ${table}`
    const [source] = await readSource(statement)
    const [target] = await readTarget(statement)
    counts.push({ table, source: Number(source?.count), target: Number(target?.count) })
  }
  return counts
}

function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}
