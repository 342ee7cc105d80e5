/**
 * How a queue retries a failed job: capped exponential backoff with jitter, for a number of attempts
 * or for at least a given time. Pure functions, no clock: the worker supplies the attempt number.
 */
export type RetryPolicy = {
  /** Delay after the first failed attempt, before jitter; it doubles after each further failure. */
  baseDelayMs: number
  /** No delay exceeds this. */
  maxDelayMs: number
  /** Share of each delay (0 to 1) that is random, so jobs failing together do not retry together. */
  jitter?: number
} & (
  | {
      /** Keep retrying until at least this long after the first attempt, however the jitter falls. */
      retryForMs: number
    }
  | { maxAttempts: number }
)

export const DEFAULT_JITTER = 0.25
/** A policy that needs more attempts to cover its window is a mistake (a zero delay, say). */
export const ATTEMPTS_LIMIT = 10_000

/** For queues that declare nothing: 2 s, 4 s, 8 s … capped at 10 minutes, 8 attempts in all. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  baseDelayMs: 2000,
  maxDelayMs: 10 * 60_000,
  maxAttempts: 8,
}

/** The delay after failed attempt `attempt` (1-based) before jitter: base × 2^(attempt−1), capped. */
export function backoffMs(policy: RetryPolicy, attempt: number): number {
  return Math.min(policy.baseDelayMs * 2 ** Math.max(0, attempt - 1), policy.maxDelayMs)
}

/** The shortest and longest delay that jitter can give after failed attempt `attempt`. */
export function delayBoundsMs(policy: RetryPolicy, attempt: number): { minMs: number; maxMs: number } {
  const backoff = backoffMs(policy, attempt)
  return { minMs: Math.floor(backoff * (1 - jitterOf(policy))), maxMs: backoff }
}

/**
 * The delay after failed attempt `attempt`: the backoff less a random share of up to `jitter` of it.
 * `random` returns a number in [0, 1] (Math.random by default; tests pass a fixed one).
 */
export function retryDelayMs(
  policy: RetryPolicy,
  attempt: number,
  random: () => number = Math.random,
): number {
  const { minMs, maxMs } = delayBoundsMs(policy, attempt)
  const share = Math.min(1, Math.max(0, random()))
  return Math.max(minMs, Math.round(maxMs - (maxMs - minMs) * share))
}

/**
 * How many attempts a job gets. For a retry window: the fewest attempts whose last one cannot come
 * before the window has passed, even when every delay is the shortest jitter allows.
 */
export function maxAttemptsFor(policy: RetryPolicy): number {
  if ('maxAttempts' in policy) return Math.max(1, Math.floor(policy.maxAttempts))
  let attempts = 1
  let earliestMs = 0
  while (earliestMs < policy.retryForMs) {
    if (attempts >= ATTEMPTS_LIMIT)
      throw new RangeError(`A retry policy must cover its window in ${ATTEMPTS_LIMIT} attempts`)
    earliestMs += delayBoundsMs(policy, attempts).minMs
    attempts += 1
  }
  return attempts
}

export interface ScheduledAttempt {
  /** 1 for the first attempt. */
  attempt: number
  /** Earliest and latest time of this attempt after the first one, by the jitter's extremes. */
  earliestMs: number
  latestMs: number
}

/** Every attempt a job gets under the policy, with when it can happen: the whole schedule at a glance. */
export function retrySchedule(policy: RetryPolicy): ScheduledAttempt[] {
  const schedule: ScheduledAttempt[] = [{ attempt: 1, earliestMs: 0, latestMs: 0 }]
  const attempts = maxAttemptsFor(policy)
  for (let attempt = 2; attempt <= attempts; attempt++) {
    const previous = schedule[schedule.length - 1] as ScheduledAttempt
    const { minMs, maxMs } = delayBoundsMs(policy, attempt - 1)
    schedule.push({ attempt, earliestMs: previous.earliestMs + minMs, latestMs: previous.latestMs + maxMs })
  }
  return schedule
}

function jitterOf(policy: RetryPolicy): number {
  return Math.min(1, Math.max(0, policy.jitter ?? DEFAULT_JITTER))
}
