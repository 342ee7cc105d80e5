import { type ReactNode, Suspense } from 'react'
import { ChatbotWidget } from '../../features/chatbot/components/chatbot-widget.tsx'
import { deferredSection } from '../../lib/deferred-section.tsx'
import { SiteNav } from './site-nav.tsx'

// The footer's code loads when the visitor scrolls to it; until then its prerendered links work as
// plain links.
const SiteFooter = deferredSection('site-footer', async () => (await import('./site-footer.tsx')).SiteFooter)

/** The public site's frame; `children` is the page (the router's outlet inside the application). */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <SiteNav />
      <main id="main" className="flex-1">
        {/* Moving between pages keeps the current page on screen until the next one has loaded. */}
        <Suspense
          fallback={
            <p role="status" className="flex min-h-[50vh] items-center justify-center text-muted">
              Loading…
            </p>
          }
        >
          {children}
        </Suspense>
      </main>
      <SiteFooter />
      <ChatbotWidget />
    </div>
  )
}
