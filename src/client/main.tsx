import './styles/app.css'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter, matchRoutes } from 'react-router'
import { Providers } from './app/providers.tsx'
import { AppRoutes, routes } from './app/router.tsx'
import { isLazyComponent } from './lib/lazy-component.tsx'
import { showToastKeptForThisLoad } from './lib/toast-after-reload.ts'

async function start() {
  const container = document.getElementById('root')
  if (!container) throw new Error('#root missing')
  // The pages of the current route are loaded before the first render, so a prerendered page hydrates
  // at once instead of suspending (and nothing flashes on the other pages).
  const matches = matchRoutes(routes, window.location) ?? []
  await Promise.all(
    matches.map(({ route }) => (isLazyComponent(route.Component) ? route.Component.preload() : null)),
  )
  const app = (
    <StrictMode>
      <BrowserRouter>
        <Providers>
          <AppRoutes />
        </Providers>
      </BrowserRouter>
    </StrictMode>
  )
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page (the prerendered HTML is already on screen).
  if (container.dataset.prerendered === 'true')
    startTransition(() => {
      hydrateRoot(container, app)
    })
  else createRoot(container).render(app)
  showToastKeptForThisLoad()
}

void start()
