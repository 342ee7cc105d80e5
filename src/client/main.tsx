import './styles/app.css'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router'
import { Providers } from './app/providers.tsx'
import { routes } from './app/router.tsx'

async function start() {
  const container = document.getElementById('root')
  if (!container) throw new Error('#root missing')
  // A prerendered page must have its route modules loaded before hydration, or React would
  // replace the server HTML with a loading state.
  const matches = matchRoutes(routes, window.location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function') {
        Object.assign(route, await route.lazy(), { lazy: undefined })
      }
    }),
  )
  const router = createBrowserRouter(routes)
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  )
  if (container.dataset.prerendered === 'true') hydrateRoot(container, app)
  else createRoot(container).render(app)
}

void start()
