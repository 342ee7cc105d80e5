/**
 * `notify` at once, then at most once every `everyMs` while calls keep coming; a call inside the window
 * is never lost, it is made when the window ends. For change notices that a run of background jobs would
 * otherwise send by the thousand (every open tab hears each one).
 */
export function throttle(notify: () => void, everyMs: number): () => void {
  let windowEnds = 0
  let pending: NodeJS.Timeout | undefined
  return () => {
    const now = Date.now()
    if (pending) return
    if (now >= windowEnds) {
      windowEnds = now + everyMs
      notify()
      return
    }
    pending = setTimeout(() => {
      pending = undefined
      windowEnds = Date.now() + everyMs
      notify()
    }, windowEnds - now)
    pending.unref()
  }
}
