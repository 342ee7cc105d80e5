/**
 * Runs `task` once the browser has nothing more urgent to do (at the latest after `timeoutMs`), so
 * work that can wait never delays the page becoming interactive. Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(task, 1)
  return () => window.clearTimeout(id)
}
