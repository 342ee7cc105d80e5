type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown }

/**
 * Makes a promise record its own outcome in the fields React's `use()` reads (status, value, reason).
 * `use()` then returns a settled value at once instead of suspending for a tick, so a component can
 * call `use()` on the same promise in every render, as React requires of a component that suspended.
 */
export function trackPromise<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Tracked<T>
  tracked.status = 'pending'
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled'
      tracked.value = value
    },
    (reason: unknown) => {
      tracked.status = 'rejected'
      tracked.reason = reason
    },
  )
  return tracked
}

export function isFulfilled(promise: Promise<unknown> | undefined): boolean {
  return (promise as Tracked<unknown> | undefined)?.status === 'fulfilled'
}
