import type { ComponentType } from 'react'
import { PublicLayout } from './layouts/public-layout.tsx'
import { Providers } from './providers.tsx'

/** A public page in the site's frame, as prerendered and as hydrated (under a navigation provider). */
export function PublicSite({ Page }: { Page: ComponentType }) {
  return (
    <Providers>
      <PublicLayout>
        <Page />
      </PublicLayout>
    </Providers>
  )
}
