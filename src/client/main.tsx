import './styles/app.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter, matchRoutes } from 'react-router'
import { Providers } from './app/providers.tsx'
import { AppRoutes, routes } from './app/router.tsx'
import { RouterNavigation } from './app/router-navigation.tsx'
import { isLazyComponent } from './lib/lazy-component.tsx'
import { showToastKeptForThisLoad } from './lib/toast-after-reload.ts'

/** The application (index.html): every page but the prerendered public ones (see public-main.tsx). */
async function start() {
  const container = document.getElementById('root')
  if (!container) throw new Error('#root missing')
  // The page of the current route is loaded before the first render, so nothing flashes.
  const matches = matchRoutes(routes, window.location) ?? []
  await Promise.all(
    matches.map(({ route }) => (isLazyComponent(route.Component) ? route.Component.preload() : null)),
  )
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <RouterNavigation>
          <Providers>
            <AppRoutes />
          </Providers>
        </RouterNavigation>
      </BrowserRouter>
    </StrictMode>,
  )
  showToastKeptForThisLoad()
}

void start()
