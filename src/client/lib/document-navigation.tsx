import { type ReactNode, useEffect, useMemo, useState } from 'react'
import {
  hrefOf,
  type LinkProps,
  type NavigateFunction,
  type Navigation,
  NavigationProvider,
  type SiteLocation,
  type To,
} from './navigation.tsx'

/** A plain link: the public pages are separate documents, each prerendered. */
function DocumentLink({ to, replace, onClick, ...anchor }: LinkProps) {
  return (
    <a
      {...anchor}
      href={to}
      onClick={(event) => {
        onClick?.(event)
        if (!replace || event.defaultPrevented) return
        event.preventDefault()
        window.location.replace(to)
      }}
    />
  )
}

let keys = 0
const readLocation = (): SiteLocation => {
  const { pathname, search, hash } = window.location
  return { pathname, search, hash, key: String(keys++) }
}

/**
 * Navigation on a prerendered public page, without the application's router: a change of search or
 * hash on the same page goes through the history API (and re-renders), any other address loads that
 * page as a document.
 */
export function DocumentNavigation({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(readLocation)

  useEffect(() => {
    const update = () => setLocation(readLocation())
    window.addEventListener('popstate', update)
    window.addEventListener('hashchange', update)
    return () => {
      window.removeEventListener('popstate', update)
      window.removeEventListener('hashchange', update)
    }
  }, [])

  const navigation = useMemo<Navigation>(() => {
    function navigate(to: To | number, options?: { replace?: boolean }) {
      if (typeof to === 'number') return window.history.go(to)
      const target = new URL(hrefOf(to, location), window.location.href)
      if (target.pathname !== window.location.pathname) {
        if (options?.replace) window.location.replace(target)
        else window.location.assign(target)
        return
      }
      const url = `${target.pathname}${target.search}${target.hash}`
      if (options?.replace) window.history.replaceState(window.history.state, '', url)
      else window.history.pushState(null, '', url)
      setLocation(readLocation())
    }
    return { location, navigate: navigate as NavigateFunction, Link: DocumentLink }
  }, [location])

  return <NavigationProvider value={navigation}>{children}</NavigationProvider>
}

/** The navigation of a page rendered to HTML at build time: where it is, and links as plain links. */
export function StaticNavigation({ url, children }: { url: string; children: ReactNode }) {
  const parsed = new URL(url, 'http://prerender.invalid')
  const navigation: Navigation = {
    location: { pathname: parsed.pathname, search: parsed.search, hash: '', key: 'static' },
    navigate: () => {
      throw new Error('No navigation while prerendering')
    },
    Link: DocumentLink,
  }
  return <NavigationProvider value={navigation}>{children}</NavigationProvider>
}
