import type { ReactNode } from 'react'
import { Toaster } from '../components/ui/toaster.tsx'

/**
 * App-wide providers. The query client is not here: it wraps each application page (see router.tsx),
 * so the public pages load without it.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  )
}
