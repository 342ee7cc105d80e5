import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { PGlite, PGliteOptions } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { lockDataDir } from './data-dir-lock.ts'
import * as schema from './schema.ts'
import { TurnTakingPGlite } from './turn-taking-pglite.ts'

export type Schema = typeof schema
export type Database = PgDatabase<PgQueryResultHKT, Schema>
/** A transaction or the database itself: repositories accept either. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'>

export type NotificationHandler = (payload: string) => void

/** A PostgreSQL pool's connections: all open, idle, and requests waiting for one. */
export interface PoolUse {
  total: number
  idle: number
  waiting: number
  max: number
}

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /** Set for a PostgreSQL server; the embedded database has none. */
  connectionString?: string
  /** The embedded database's own client (backups); absent for a PostgreSQL server. */
  pglite?: PGlite
  ping(): Promise<boolean>
  /** Subscribes to a LISTEN/NOTIFY channel; returns the unsubscribe function. */
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>
  notify(channel: string, payload: string): Promise<void>
  /** The connection pool's use on PostgreSQL; the embedded database has no pool. */
  poolUse?(): PoolUse
  close(): Promise<void>
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined
  /** Folder for the embedded database; omitted means in memory (tests). */
  dataDir?: string | undefined
  /**
   * An in-memory embedded database starts as a copy of this dump (`PGlite.dumpDataDir`): tests start
   * from one migrated database instead of initialising and migrating each their own.
   */
  initialData?: Blob | undefined
  /** Connections in the PostgreSQL pool (DATABASE_POOL_SIZE). */
  poolSize?: number | undefined
  /** Where a pooled connection's error is reported (it is replaced; the process goes on). */
  onPoolError?: ((error: Error) => void) | undefined
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options)
}

/** pg_trgm: trigram indexes for the administrators' customer search (created by db/migrate.ts). */
export const pgliteOptions = { extensions: { pg_trgm } } satisfies PGliteOptions

async function openPglite(options: DatabaseOptions): Promise<DatabaseHandle> {
  let dataDir: string | undefined
  let lock: { release(): void } | undefined
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pglite')
    mkdirSync(dataDir, { recursive: true })
    lock = lockDataDir(options.dataDir)
  }
  let client: TurnTakingPGlite
  try {
    client = await TurnTakingPGlite.open(dataDir, {
      ...pgliteOptions,
      ...(options.initialData ? { loadDataDir: options.initialData } : {}),
    })
  } catch (error) {
    lock?.release()
    throw error
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database
  return {
    db,
    kind: 'pglite',
    pglite: client,
    ping: () => ping(db),
    async listen(channel, handler) {
      const unsubscribe = await client.listen(channel, handler)
      return unsubscribe
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload])
    },
    async close() {
      try {
        if (!client.closed) await client.close()
      } finally {
        lock?.release()
      }
    },
  }
}

export const DEFAULT_POOL_SIZE = 10

async function openPostgres(connectionString: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const max = options.poolSize ?? DEFAULT_POOL_SIZE
  const pool = new pg.Pool({ connectionString, max })
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => options.onPoolError?.(error))
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Database
  const listener = new PostgresListener(connectionString)
  return {
    db,
    kind: 'postgres',
    connectionString,
    ping: () => ping(db),
    listen: (channel, handler) => listener.listen(channel, handler),
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload])
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    async close() {
      await listener.close()
      await pool.end()
    },
  }
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`)
    return true
  } catch {
    return false
  }
}

/**
 * One dedicated connection per process for LISTEN (a pooled client cannot hold a subscription).
 * It reconnects after a dropped connection and re-subscribes every channel.
 */
class PostgresListener {
  private client: pg.Client | undefined
  private connecting: Promise<pg.Client> | undefined
  private readonly handlers = new Map<string, Set<NotificationHandler>>()
  private closed = false
  private readonly connectionString: string

  constructor(connectionString: string) {
    this.connectionString = connectionString
  }

  async listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>> {
    const client = await this.connect()
    let set = this.handlers.get(channel)
    if (!set) {
      set = new Set()
      this.handlers.set(channel, set)
      await client.query(`listen ${quoteIdentifier(channel)}`)
    }
    set.add(handler)
    return async () => {
      set.delete(handler)
    }
  }

  async close(): Promise<void> {
    this.closed = true
    await this.client?.end().catch(() => {})
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client)
    this.connecting ??= this.open().finally(() => {
      this.connecting = undefined
    })
    return this.connecting
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString })
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload ?? '')
    })
    client.on('error', () => this.reconnectSoon())
    client.on('end', () => this.reconnectSoon())
    await client.connect()
    for (const channel of this.handlers.keys()) await client.query(`listen ${quoteIdentifier(channel)}`)
    this.client = client
    return client
  }

  private reconnectSoon(): void {
    this.client = undefined
    if (this.closed) return
    setTimeout(() => {
      if (!this.closed) this.connect().catch(() => this.reconnectSoon())
    }, 1000).unref()
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}
