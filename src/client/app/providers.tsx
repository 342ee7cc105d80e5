import { type ReactNode, useEffect } from 'react'
import { Toaster } from '../components/ui/toaster.tsx'
import { recordPageLoad } from '../lib/tab-history.ts'

/**
 * App-wide providers. The query client is not here: it wraps each application page (see router.tsx),
 * so the public pages load without it.
 */
export function Providers({ children }: { children: ReactNode }) {
  useEffect(() => {
    // Marks the page as live (hydrated or rendered), for styles and browser tests that need to know.
    document.documentElement.dataset.ready = 'true'
    recordPageLoad()
  }, [])
  return (
    <>
      {children}
      <Toaster />
    </>
  )
}
