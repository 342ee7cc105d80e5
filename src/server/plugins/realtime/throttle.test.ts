import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { throttle } from './throttle.ts'

describe('throttle', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('notifies at once, then once more at the end of the window for any number of calls in it', () => {
    const notify = vi.fn()
    const changed = throttle(notify, 1000)
    changed()
    expect(notify).toHaveBeenCalledTimes(1)
    for (let i = 0; i < 500; i++) changed()
    expect(notify).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(999)
    expect(notify).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(notify).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(5000)
    expect(notify).toHaveBeenCalledTimes(2)
  })

  it('notifies at once again once a window has passed without calls', () => {
    const notify = vi.fn()
    const changed = throttle(notify, 1000)
    changed()
    vi.advanceTimersByTime(1000)
    changed()
    expect(notify).toHaveBeenCalledTimes(2)
  })
})
