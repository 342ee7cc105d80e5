import { afterEach, beforeEach, vi } from 'vitest'

/**
 * Fakes only Date in each test of the enclosing suite, so a test can let the server's time windows
 * (rate limits, link expiry) pass without waiting; timers and I/O keep running for real.
 */
export function useFakeDate() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  return { advance: (ms: number) => vi.setSystemTime(Date.now() + ms) }
}
