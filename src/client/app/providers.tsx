import { type ReactNode, useEffect } from 'react'
import { Toaster } from '../components/ui/toaster.tsx'
import { recordPageLoad } from '../lib/tab-history.ts'

export const INTERACTIVE_MARK = 'postcraft:interactive'

/**
 * App-wide providers. The query client is not here: it wraps each application page (see router.tsx),
 * so the public pages load without it.
 */
export function Providers({ children }: { children: ReactNode }) {
  useEffect(() => {
    // Marks the page as live (hydrated or rendered), for styles and browser tests that need to know,
    // and for measurements of what loads before it is interactive (npm run bench:web).
    document.documentElement.dataset.ready = 'true'
    performance.mark(INTERACTIVE_MARK)
    recordPageLoad()
  }, [])
  return (
    <>
      {children}
      <Toaster />
    </>
  )
}
