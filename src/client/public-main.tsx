import './styles/app.css'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { publicPageAt } from './app/public-pages.ts'
import { PublicSite } from './app/public-site.tsx'
import { DocumentNavigation } from './lib/document-navigation.tsx'
import { showToastKeptForThisLoad } from './lib/toast-after-reload.ts'

/**
 * A prerendered public page (the prerender writes this entry into each one): hydrated without the application's router, so it loads
 * only React and its own code (docs/decisions/0021-public-pages-without-the-router.md). Links to
 * other pages load them as documents.
 */
async function start() {
  const container = document.getElementById('root')
  if (!container) throw new Error('#root missing')
  const Page = publicPageAt(window.location.pathname)
  // Loaded before hydrating, so the page hydrates at once instead of suspending.
  await Page.preload()
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page (the prerendered HTML is already on screen).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <DocumentNavigation>
          <PublicSite Page={Page} />
        </DocumentNavigation>
      </StrictMode>,
    )
  })
  showToastKeptForThisLoad()
}

void start()
