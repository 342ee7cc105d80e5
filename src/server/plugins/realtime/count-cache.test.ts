import { describe, expect, it } from 'vitest'
import { CountCache, KEPT_FOR_MS, KEPT_FROM } from './count-cache.ts'

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
})
