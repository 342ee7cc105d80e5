import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ATTEMPTS_LIMIT,
  backoffMs,
  DEFAULT_RETRY_POLICY,
  delayBoundsMs,
  maxAttemptsFor,
  type RetryPolicy,
  retryDelayMs,
  retrySchedule,
} from './retry-policy.ts'

const HOUR = 60 * 60_000
const DAY = 24 * HOUR

const policyArbitrary = fc
  .record({
    baseDelayMs: fc.integer({ min: 1, max: 60_000 }),
    capFactor: fc.integer({ min: 1, max: 4096 }),
    jitter: fc.double({ min: 0, max: 0.9, noNaN: true }),
    retryForMs: fc.integer({ min: 0, max: 7 * DAY }),
  })
  .map(
    ({ baseDelayMs, capFactor, jitter, retryForMs }): RetryPolicy => ({
      baseDelayMs,
      maxDelayMs: baseDelayMs * capFactor,
      jitter,
      retryForMs,
    }),
  )

describe('backoffMs', () => {
  it.each([
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [9, 512_000],
    [10, 600_000],
    [20, 600_000],
    [5000, 600_000],
  ])('the default policy waits %i → %i ms before jitter', (attempt, expected) => {
    expect(backoffMs(DEFAULT_RETRY_POLICY, attempt)).toBe(expected)
  })
})

describe('retryDelayMs', () => {
  const policy: RetryPolicy = { baseDelayMs: 1000, maxDelayMs: 60_000, jitter: 0.5, maxAttempts: 5 }

  it('takes up to the jitter share off the backoff, by the random draw', () => {
    expect(retryDelayMs(policy, 3, () => 0)).toBe(4000)
    expect(retryDelayMs(policy, 3, () => 0.5)).toBe(3000)
    expect(retryDelayMs(policy, 3, () => 1)).toBe(2000)
    expect(retryDelayMs(policy, 30, () => 1)).toBe(30_000)
  })

  it('stays within the bounds for any attempt and draw', () => {
    fc.assert(
      fc.property(
        policyArbitrary,
        fc.integer({ min: 1, max: 200 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (anyPolicy, attempt, draw) => {
          const { minMs, maxMs } = delayBoundsMs(anyPolicy, attempt)
          const delay = retryDelayMs(anyPolicy, attempt, () => draw)
          expect(delay).toBeGreaterThanOrEqual(minMs)
          expect(delay).toBeLessThanOrEqual(maxMs)
          expect(maxMs).toBeLessThanOrEqual(anyPolicy.maxDelayMs)
        },
      ),
    )
  })
})

describe('maxAttemptsFor and retrySchedule', () => {
  it('gives a fixed number of attempts when the policy says so', () => {
    expect(maxAttemptsFor(DEFAULT_RETRY_POLICY)).toBe(8)
    expect(retrySchedule(DEFAULT_RETRY_POLICY)).toHaveLength(8)
  })

  it('lays out the attempts of a short window, with the jitter range of each', () => {
    const policy: RetryPolicy = { baseDelayMs: 1000, maxDelayMs: 4000, jitter: 0.5, retryForMs: 6000 }
    expect(retrySchedule(policy)).toEqual([
      { attempt: 1, earliestMs: 0, latestMs: 0 },
      { attempt: 2, earliestMs: 500, latestMs: 1000 },
      { attempt: 3, earliestMs: 1500, latestMs: 3000 },
      { attempt: 4, earliestMs: 3500, latestMs: 7000 },
      { attempt: 5, earliestMs: 5500, latestMs: 11_000 },
      { attempt: 6, earliestMs: 7500, latestMs: 15_000 },
    ])
  })

  it('refuses a policy that could not cover its window in a sane number of attempts', () => {
    expect(() => maxAttemptsFor({ baseDelayMs: 1, maxDelayMs: 1, retryForMs: DAY })).toThrow(RangeError)
    expect(() => maxAttemptsFor({ baseDelayMs: 1000, maxDelayMs: HOUR, jitter: 1, retryForMs: 1 })).toThrow(
      RangeError,
    )
  })

  it('gives the fewest attempts whose last one cannot come before the window ends', () => {
    fc.assert(
      fc.property(policyArbitrary, (policy) => {
        const shortestCappedDelay = delayBoundsMs(policy, 1000).minMs
        fc.pre('retryForMs' in policy && shortestCappedDelay * (ATTEMPTS_LIMIT - 100) > policy.retryForMs)
        const schedule = retrySchedule(policy)
        const last = schedule[schedule.length - 1]
        const beforeLast = schedule[schedule.length - 2]
        if (!('retryForMs' in policy) || !last) throw new Error('expected a window policy')
        expect(last.earliestMs).toBeGreaterThanOrEqual(policy.retryForMs)
        if (beforeLast) expect(beforeLast.earliestMs).toBeLessThan(policy.retryForMs)
      }),
    )
  })
})
