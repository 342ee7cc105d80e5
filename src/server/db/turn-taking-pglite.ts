import { setImmediate as nextTurn } from 'node:timers/promises'
import {
  type ParserOptions,
  PGlite,
  type PGliteOptions,
  type QueryOptions,
  type Results,
  type Transaction,
  types,
} from '@electric-sql/pglite'
import { PreparedStatements } from './prepared-statements.ts'

/** The types drizzle's PGlite driver reads as text, arrays by their element type (numeric[] is left as it is). */
const READ_AS_TEXT = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE]
const ARRAYS_READ_AS_TEXT: Record<number, number | undefined> = {
  1115: types.TIMESTAMP,
  1185: types.TIMESTAMPTZ,
  1187: types.INTERVAL,
  1182: types.DATE,
  1231: undefined,
}
const TEXT_TYPE_COUNT = READ_AS_TEXT.length + Object.keys(ARRAYS_READ_AS_TEXT).length
const asText = (value: string) => value

/** Whether `parsers` are exactly drizzle's: every one of those types, each handing back its text. */
const drizzleParsers = new WeakMap<ParserOptions, boolean>()
function readsAsText(parsers: ParserOptions): boolean {
  let known = drizzleParsers.get(parsers)
  if (known === undefined) {
    const oids = [...READ_AS_TEXT, ...Object.keys(ARRAYS_READ_AS_TEXT).map(Number)]
    known =
      Object.keys(parsers).length === TEXT_TYPE_COUNT && oids.every((oid) => parsers[oid]?.('{}') === '{}')
    drizzleParsers.set(parsers, known)
  }
  return known
}

/**
 * PGlite that lets the event loop turn before each statement (or transaction) it starts. It answers
 * without any I/O, so the statements that concurrent requests queue would otherwise run back to back
 * as one chain of promises, holding back the responses already written (a socket's writes leave on a
 * later turn) and the requests already received: requests came and went in bursts, and one arriving
 * just after a burst began waited for two. Turning first serves them in the order they asked.
 *
 * It also reads timestamps, dates and intervals as text by default, as drizzle wants them. Drizzle
 * passes parsers saying so with every query, and PGlite merges those into a copy of its own 300-odd
 * parsers for each result: that copy cost as much as the statement itself. Other callers still get
 * PGlite's own parsing, passed with their query instead.
 */
export class TurnTakingPGlite extends PGlite {
  private parsedBefore: ParserOptions = {}
  private readonly prepared = new PreparedStatements(this)

  override async query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    await nextTurn()
    if (!PreparedStatements.serves(options)) return super.query<T>(query, params, this.parsing(options))
    await this._checkReady()
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(() => this.prepared.run<T>(query, params ?? [], this.parsing(options), false)),
    )
  }

  override async exec(query: string, options?: QueryOptions): Promise<Results[]> {
    await nextTurn()
    return super.exec(query, this.parsing(options))
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    await nextTurn()
    return super.transaction((tx) =>
      callback(
        Object.create(tx, {
          query: {
            value: (query: string, params?: unknown[], options?: QueryOptions) =>
              tx.closed || !PreparedStatements.serves(options)
                ? tx.query(query, params, this.parsing(options))
                : this._runExclusiveQuery(() =>
                    this.prepared.run(query, params ?? [], this.parsing(options), true),
                  ),
          },
          exec: { value: (query: string, options?: QueryOptions) => tx.exec(query, this.parsing(options)) },
        }),
      ),
    )
  }

  private parsing(options: QueryOptions | undefined): QueryOptions {
    const given = options?.parsers
    if (given && readsAsText(given)) return { ...options, parsers: undefined }
    return { ...options, parsers: { ...this.parsedBefore, ...given } }
  }

  static async open(dataDir: string | undefined, options: PGliteOptions): Promise<TurnTakingPGlite> {
    const client = new TurnTakingPGlite({ ...options, ...(dataDir ? { dataDir } : {}) })
    await client.waitReady
    const { parsers } = client
    for (const oid of READ_AS_TEXT) {
      const parse = parsers[oid]
      if (parse) client.parsedBefore[oid] = parse
      parsers[oid] = asText
    }
    for (const [oid, element] of Object.entries(ARRAYS_READ_AS_TEXT)) {
      const parseElement = element === undefined ? undefined : client.parsedBefore[element]
      const parse = parsers[Number(oid)]
      if (parse) {
        client.parsedBefore[Number(oid)] = parseElement
          ? (value: string) => types.arrayParser(value, parseElement, Number(oid))
          : parse
      }
      parsers[Number(oid)] = asText
    }
    return client
  }
}
