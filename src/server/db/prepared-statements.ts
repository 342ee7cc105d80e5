import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite'

const { serialize } = protocol

/** Distinct statement texts kept prepared; the least recently used is closed past this. */
export const MAX_PREPARED_STATEMENTS = 500

/** Queries (and writes) of tables, whose columns PostgreSQL fixes when it prepares them. */
const SAME_COLUMNS_EVERY_RUN = /^\s*(select|insert|update|delete|with|values)\b/i

/**
 * Which kept statements must be prepared again (outside a transaction, at once; inside, from the next
 * use on, as with any driver that keeps statements): every one after DEALLOCATE ALL or DISCARD ALL,
 * or the one whose table changed shape under it ("cached plan must not change result type").
 */
function outOfDate(error: unknown): 'every statement' | 'this statement' | undefined {
  const { code, message } = error as { code?: string; message?: string }
  if (code === '26000') return 'every statement'
  if (code === '0A000' && /cached plan must not change result type/.test(message ?? ''))
    return 'this statement'
  return undefined
}

/** How every call here runs: the caller syncs the data folder, and notices go where the query said. */
function streamOptions(options: QueryOptions | undefined) {
  return { syncToFs: false, ...(options?.onNotice ? { onNotice: options.onNotice } : {}) }
}

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number]

interface Statement {
  name: string
  paramTypes: number[]
  /**
   * The columns it returns, read once when it was prepared; undefined for a statement whose columns
   * can change from run to run (FETCH returns those of whichever cursor it reads, SHOW or EXPLAIN
   * those of their argument), so each run asks for its own.
   */
  columns: BackendMessage[] | undefined
}

/**
 * Named server-side statements for PGlite, one per SQL text. PGlite's own `query` sends each statement
 * as six protocol calls into WebAssembly (parse, describe, bind, describe, execute, sync), and
 * PostgreSQL parses and plans the text every time. Here a text is parsed once; after that a query is
 * one call (bind, execute, sync) on the kept statement, its columns known from when it was prepared.
 * The caller holds PGlite's query lock.
 */
export class PreparedStatements {
  private readonly statements = new Map<string, Statement>()
  private readonly pg: PGlite
  private count = 0

  constructor(pg: PGlite) {
    this.pg = pg
  }

  /** Whether `run` can serve the query: PGlite's own path handles blobs and declared parameter types. */
  static serves(options: QueryOptions | undefined): boolean {
    return !options?.blob && !options?.paramTypes
  }

  async run<T>(
    query: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    let statement = await this.statementFor(query, params, options)
    let messages: BackendMessage[]
    try {
      messages = await this.execute(statement, params, options)
    } catch (error) {
      const stale = outOfDate(error)
      if (!stale) throw withQuery(error, query, params, options)
      if (stale === 'every statement') this.statements.clear()
      else await this.forget(query)
      // The error aborted the caller's transaction: only a statement of its own can be tried again.
      if (inTransaction) throw withQuery(error, query, params, options)
      statement = await this.statementFor(query, params, options)
      messages = await this.execute(statement, params, options).catch((retryError: unknown) => {
        throw withQuery(retryError, query, params, options)
      })
    }
    if (!inTransaction) await this.pg.syncToFs()
    return parse.parseResults(
      [...(statement.columns ?? []), ...messages],
      this.pg.parsers,
      options,
    )[0] as Results<T>
  }

  private async statementFor(
    query: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Statement> {
    const kept = this.statements.get(query)
    if (kept) {
      // Most recently used last, so the first key is the one to close.
      this.statements.delete(query)
      this.statements.set(query, kept)
      return kept
    }
    this.count += 1
    const name = `pc_${this.count}`
    let described: BackendMessage[]
    try {
      described = await this.pg.execProtocolStream(
        joined([
          serialize.parse({ name, text: query }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
        streamOptions(options),
      )
    } catch (error) {
      throw withQuery(error, query, params, options)
    }
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(described),
      columns: SAME_COLUMNS_EVERY_RUN.test(query)
        ? described.filter((message) => message.name === 'rowDescription')
        : undefined,
    }
    this.statements.set(query, statement)
    if (this.statements.size > MAX_PREPARED_STATEMENTS) {
      const [oldest] = this.statements.keys()
      if (oldest !== undefined) await this.forget(oldest)
    }
    return statement
  }

  private execute(statement: Statement, params: unknown[], options: QueryOptions | undefined) {
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null
      const type = statement.paramTypes[index] ?? 0
      const serializer = options?.serializers?.[type] ?? this.pg.serializers[type]
      return serializer ? serializer(param) : String(param)
    })
    return this.pg.execProtocolStream(
      joined([
        serialize.bind({ statement: statement.name, values }),
        ...(statement.columns ? [] : [serialize.describe({ type: 'P' })]),
        serialize.execute({}),
        serialize.sync(),
      ]),
      streamOptions(options),
    )
  }

  private async forget(query: string): Promise<void> {
    const statement = this.statements.get(query)
    if (!statement) return
    this.statements.delete(query)
    await this.pg.execProtocolStream(
      joined([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]),
      streamOptions(undefined),
    )
  }
}

function joined(parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0))
  let offset = 0
  for (const part of parts) {
    message.set(part, offset)
    offset += part.length
  }
  return message
}

/** As PGlite's own errors: the statement and its parameters travel with the database's error. */
function withQuery(error: unknown, query: string, params: unknown[], options: QueryOptions | undefined) {
  if (error instanceof Error && 'code' in error)
    Object.assign(error, { query, params, queryOptions: options })
  return error
}
