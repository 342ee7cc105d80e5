import { describe, expect, it } from 'vitest'
import {
  BADGE_KEPT_FOR_MS,
  CountCache,
  KEPT_FOR_MS,
  KEPT_FROM,
  MATCH_LISTS_KEPT,
  MATCHES_KEPT_FOR_MS,
  PAGES_KEPT,
} from './count-cache.ts'

function counter(values: number[]) {
  let calls = 0
  return {
    take: async () => values[Math.min(calls++, values.length - 1)] as number,
    calls: () => calls,
  }
}

describe('CountCache', () => {
  it('shares one count between the requests that ask at the same time', async () => {
    const cache = new CountCache()
    const source = counter([7])
    const answers = await Promise.all([1, 2, 3].map(() => cache.count('messages', 'unread', source.take)))
    expect(answers).toEqual([7, 7, 7])
    expect(source.calls()).toBe(1)
  })

  it('takes a small count afresh every time', async () => {
    const cache = new CountCache()
    const source = counter([KEPT_FROM - 1, KEPT_FROM - 2])
    expect(await cache.count('tickets', 'open', source.take)).toBe(KEPT_FROM - 1)
    expect(await cache.count('tickets', 'open', source.take)).toBe(KEPT_FROM - 2)
  })

  it("keeps a badge's small count until its topic changes, for BADGE_KEPT_FOR_MS at most", async () => {
    let now = 0
    const cache = new CountCache(() => now)
    const source = counter([KEPT_FROM - 1, KEPT_FROM - 2, KEPT_FROM - 3])
    expect(await cache.badge('tickets', 'open', source.take)).toBe(KEPT_FROM - 1)
    now += BADGE_KEPT_FOR_MS - 1
    expect(await cache.badge('tickets', 'open', source.take)).toBe(KEPT_FROM - 1)
    cache.forget('tickets')
    expect(await cache.badge('tickets', 'open', source.take)).toBe(KEPT_FROM - 2)
    now += BADGE_KEPT_FOR_MS
    expect(await cache.badge('tickets', 'open', source.take)).toBe(KEPT_FROM - 3)
  })

  it('keeps a large count until its topic changes or its time is up', async () => {
    let now = 0
    const cache = new CountCache(() => now)
    const source = counter([KEPT_FROM, KEPT_FROM + 1, KEPT_FROM + 2])
    expect(await cache.count('orders', 'subscribed', source.take)).toBe(KEPT_FROM)
    expect(await cache.count('orders', 'subscribed', source.take)).toBe(KEPT_FROM)
    cache.forget('messages')
    expect(await cache.count('orders', 'subscribed', source.take)).toBe(KEPT_FROM)
    cache.forget('orders')
    expect(await cache.count('orders', 'subscribed', source.take)).toBe(KEPT_FROM + 1)
    now += KEPT_FOR_MS
    expect(await cache.count('orders', 'subscribed', source.take)).toBe(KEPT_FROM + 2)
  })

  it('does not hand a count taken before a change to a request made after it', async () => {
    const cache = new CountCache()
    let finish: (n: number) => void = () => {}
    const before = cache.count('messages', 'all', () => new Promise<number>((resolve) => (finish = resolve)))
    cache.forget('messages')
    const after = cache.count('messages', 'all', async () => 2)
    finish(1)
    expect(await before).toBe(1)
    expect(await after).toBe(2)
  })

  it('keeps long lists of ids like large counts, and short ones not at all', async () => {
    const cache = new CountCache()
    const long = Array.from({ length: KEPT_FROM }, (_, i) => `id-${i}`)
    let calls = 0
    const take = async () => (calls++ === 0 ? long : ['changed'])
    expect(await cache.ids('orders', 'smith', take)).toBe(long)
    expect(await cache.ids('orders', 'smith', take)).toBe(long)
    expect(calls).toBe(1)
    let shortCalls = 0
    const short = async () => [`call-${shortCalls++}`]
    expect(await cache.ids('orders', 'rare', short)).toEqual(['call-0'])
    expect(await cache.ids('orders', 'rare', short)).toEqual(['call-1'])
  })
  it('keeps a long list of matches until its topic changes, or for MATCHES_KEPT_FOR_MS at most', async () => {
    let now = 0
    const cache = new CountCache(() => now)
    const long = (tag: string) => Array.from({ length: KEPT_FROM }, (_, i) => `${tag}-${i}`)
    let calls = 0
    const take = async () => long(`call-${calls++}`)
    const first = await cache.ids('orders', 'smith', take)
    now += KEPT_FOR_MS
    expect(await cache.ids('orders', 'smith', take)).toBe(first)
    cache.forget('orders')
    const second = await cache.ids('orders', 'smith', take)
    expect(second).not.toBe(first)
    now += MATCHES_KEPT_FOR_MS - 1
    expect(await cache.ids('orders', 'smith', take)).toBe(second)
    now += 1
    expect(await cache.ids('orders', 'smith', take)).not.toBe(second)
    expect(calls).toBe(3)
  })

  it(`keeps at most ${MATCH_LISTS_KEPT} lists of matches, dropping the one taken longest ago`, async () => {
    const cache = new CountCache()
    const taken: string[] = []
    const take = (term: string) => async () => {
      taken.push(term)
      return Array.from({ length: KEPT_FROM }, (_, i) => `${term}-${i}`)
    }
    const terms = Array.from({ length: MATCH_LISTS_KEPT + 1 }, (_, i) => `term-${i}`)
    for (const term of terms) await cache.ids('orders', term, take(term))
    for (const term of terms.slice(1)) await cache.ids('orders', term, take(term))
    expect(taken).toHaveLength(terms.length)
    await cache.ids('orders', 'term-0', take('term-0'))
    expect(taken).toHaveLength(terms.length + 1)
  })
  it("keeps a long list's page like the list, until any of its topics changes", async () => {
    let now = 0
    const cache = new CountCache(() => now)
    let calls = 0
    const page = (total: number) => async () => ({ total, call: calls++ })
    const smith = () => cache.page(['messages', 'orders'], 'smith:2', page(KEPT_FROM))
    expect(await smith()).toEqual({ total: KEPT_FROM, call: 0 })
    expect((await smith()).call).toBe(0)
    cache.forget('tickets')
    expect((await smith()).call).toBe(0)
    cache.forget('orders')
    expect((await smith()).call).toBe(1)
    cache.forget('messages')
    expect((await smith()).call).toBe(2)
    now += MATCHES_KEPT_FOR_MS
    expect((await smith()).call).toBe(3)
    const rare = () => cache.page(['orders'], 'rare:1', page(KEPT_FROM - 1))
    expect((await rare()).call).toBe(4)
    expect((await rare()).call).toBe(5)
  })

  it(`keeps at most ${PAGES_KEPT} pages, dropping the one taken longest ago`, async () => {
    const cache = new CountCache()
    const taken: string[] = []
    const take = (key: string) => async () => ({ total: KEPT_FROM, key: taken.push(key) })
    const keys = Array.from({ length: PAGES_KEPT + 1 }, (_, i) => `smith:${i}`)
    for (const key of keys) await cache.page(['orders'], key, take(key))
    for (const key of keys.slice(1)) await cache.page(['orders'], key, take(key))
    expect(taken).toHaveLength(keys.length)
    await cache.page(['orders'], keys[0] as string, take(keys[0] as string))
    expect(taken).toHaveLength(keys.length + 1)
  })
})
