import { type ReactNode, useMemo } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { type NavigateFunction, type Navigation, NavigationProvider } from '../lib/navigation.tsx'

/** lib/navigation.tsx inside the application's router: links and moves between pages stay in the app. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname, search, hash, key } = useLocation()
  const navigate = useNavigate()
  const navigation = useMemo<Navigation>(
    () => ({
      location: { pathname, search, hash, key },
      navigate: navigate as NavigateFunction,
      Link,
    }),
    [pathname, search, hash, key, navigate],
  )
  return <NavigationProvider value={navigation}>{children}</NavigationProvider>
}
