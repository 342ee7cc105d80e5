import type { ChangeTopic } from '#shared/schemas/realtime.ts'

/** Below this a count is cheap to take (an index finds the few rows): taken fresh, but for a badge's. */
export const KEPT_FROM = 1000
/** The longest a large count is kept; a change notice of its topic forgets it sooner. */
export const KEPT_FOR_MS = 5000
/**
 * The longest a badge's small count is kept. Every open tab asks for its badge right after a change
 * notice: a thousand tabs of one administrator would otherwise count a thousand times, one statement
 * after another on the embedded database, as each count came back before the next tab asked.
 */
export const BADGE_KEPT_FOR_MS = 1000
/**
 * The longest a large list of matches is kept. The database announces every change that moves one (an
 * account created, renamed, given another e-mail or role, or erased), which forgets it at once: this only
 * bounds a notice lost with the listening connection.
 */
export const MATCHES_KEPT_FOR_MS = 60_000
/** Lists of matches kept at once at most (the oldest goes first): each may hold every customer's id. */
export const MATCH_LISTS_KEPT = 20
/** Pages of long lists kept at once at most (the oldest goes first): each holds one page's rows. */
export const PAGES_KEPT = 200

interface Entry {
  /** A notice of any of these forgets it. */
  topics: readonly ChangeTopic[]
  value: Promise<unknown>
  /** Set once the count is back and large enough to keep. */
  keptUntil?: number
}

/**
 * Counts (and lists of matches, and their pages) that cost a scan of thousands of rows, the back
 * office's totals, badges and customer searches: shared by the requests that ask at the same time and
 * kept briefly when large. The event bus forgets a topic's counts whenever a change notice of that topic
 * is published or delivered, on every process, before telling the browsers; the database announces every
 * write to the tables these reads select from (table-changes.ts), whoever makes it.
 */
export class CountCache {
  private readonly entries = new Map<string, Entry>()
  private readonly now: () => number
  private readonly caughtUp: (() => Promise<void>) | undefined

  /**
   * `caughtUp`: resolves once the change notices of every write committed so far have been heard. Each
   * read waits for it first, so a kept entry is not handed out in the moment between a write's commit and
   * its notice, and a notice arriving late does not forget a value taken after its change (see EventBus).
   */
  constructor(now: () => number = Date.now, caughtUp?: () => Promise<void>) {
    this.now = now
    this.caughtUp = caughtUp
  }

  count(topic: ChangeTopic, key: string, take: () => Promise<number>): Promise<number> {
    return this.remember([topic], `count:${key}`, take, (n) => n, KEPT_FOR_MS)
  }

  /** A badge's count: kept like a count, and when small for BADGE_KEPT_FOR_MS (until a notice). */
  badge(topic: ChangeTopic, key: string, take: () => Promise<number>): Promise<number> {
    return this.remember([topic], `badge:${key}`, take, (n) => n, KEPT_FOR_MS, {
      smallKeptFor: BADGE_KEPT_FOR_MS,
    })
  }

  /**
   * Ids in their list's order, kept like a count when there are KEPT_FROM or more, for up to
   * MATCHES_KEPT_FOR_MS: finding a common term's matches and ordering them is the costliest read here.
   */
  ids(topic: ChangeTopic, key: string, take: () => Promise<string[]>): Promise<string[]> {
    return this.remember([topic], `ids:${key}`, take, (ids) => ids.length, MATCHES_KEPT_FOR_MS, {
      bounded: { kind: 'ids', most: MATCH_LISTS_KEPT },
    })
  }

  /**
   * One page of a list of `total` rows, kept like a list of matches when the list is long (KEPT_FROM
   * rows or more): until a notice of any of `topics` or for MATCHES_KEPT_FOR_MS at most, so every table
   * the page reads must be announced with one of them (WATCHED_TABLES). Reading a page's rows costs a few
   * milliseconds that the embedded database spends in its one thread, shared by every request in flight.
   */
  page<T extends { total: number }>(
    topics: readonly ChangeTopic[],
    key: string,
    take: () => Promise<T>,
  ): Promise<T> {
    return this.remember(topics, `page:${key}`, take, (page) => page.total, MATCHES_KEPT_FOR_MS, {
      bounded: { kind: 'page', most: PAGES_KEPT },
    })
  }

  /**
   * A small value every request of a public page reads (the published portfolio): kept until a notice
   * of its topic, or for MATCHES_KEPT_FOR_MS at most (a notice lost with the listening connection).
   */
  kept<T>(topic: ChangeTopic, key: string, take: () => Promise<T>): Promise<T> {
    return this.remember([topic], `kept:${key}`, take, () => KEPT_FROM, MATCHES_KEPT_FOR_MS)
  }

  /**
   * Kept for `keptFor` when `size` is KEPT_FROM or more, else for `smallKeptFor` (or not at all).
   * `bounded`: entries of that kind kept at most (the one taken longest ago goes first).
   */
  private remember<T>(
    topics: readonly ChangeTopic[],
    key: string,
    take: () => Promise<T>,
    size: (value: T) => number,
    keptFor: number,
    options: { bounded?: { kind: string; most: number }; smallKeptFor?: number; caughtUp?: boolean } = {},
  ): Promise<T> {
    const { bounded, smallKeptFor } = options
    const id = `${topics.join(',')}\u0000${key}`
    this.dropExpired()
    if (this.caughtUp && !options.caughtUp) {
      const again = () => this.remember(topics, key, take, size, keptFor, { ...options, caughtUp: true })
      return this.caughtUp().then(again)
    }
    const found = this.entries.get(id)
    if (found) return found.value as Promise<T>
    if (bounded) this.makeRoom(bounded.kind, bounded.most)
    const value = take()
    const entry: Entry = { topics, value }
    this.entries.set(id, entry)
    value.then(
      (taken) => {
        if (this.entries.get(id) !== entry) return
        const kept = size(taken) >= KEPT_FROM ? keptFor : smallKeptFor
        if (kept === undefined) this.entries.delete(id)
        else entry.keptUntil = this.now() + kept
      },
      () => {
        if (this.entries.get(id) === entry) this.entries.delete(id)
      },
    )
    return value
  }

  /** Expired entries go as soon as anything is asked, so searches no one repeats are not kept. */
  private dropExpired(): void {
    const now = this.now()
    for (const [id, entry] of this.entries) {
      if (entry.keptUntil !== undefined && entry.keptUntil <= now) this.entries.delete(id)
    }
  }

  /** Makes room for one more entry of `kind`: the ones taken longest ago go, leaving fewer than `most`. */
  private makeRoom(kind: string, most: number): void {
    const held = [...this.entries.keys()].filter((id) => id.includes(`\u0000${kind}:`))
    for (const id of held.slice(0, Math.max(0, held.length - most + 1))) this.entries.delete(id)
  }

  /** Forgets the topic's counts, kept or still being taken: the next request counts afresh. */
  forget(topic: ChangeTopic): void {
    for (const [id, entry] of this.entries) if (entry.topics.includes(topic)) this.entries.delete(id)
  }
}
