import { type AnchorHTMLAttributes, type ComponentType, createContext, type ReactNode, use } from 'react'

/**
 * Links and locations for code that the public pages share with the application: it runs inside the
 * application's router (app/router-navigation.tsx) and, on a prerendered public page, without it
 * (lib/document-navigation.tsx), so those pages load no router at all
 * (docs/decisions/0021-public-pages-without-the-router.md). Application-only pages use React Router.
 */

export interface SiteLocation {
  pathname: string
  search: string
  hash: string
  /** Changes on every navigation, even to the same address. */
  key: string
}

export type To = string | Partial<Pick<SiteLocation, 'pathname' | 'search' | 'hash'>>

export interface NavigateFunction {
  (to: To, options?: { replace?: boolean }): void
  /** Back (-1) or forward in the tab's history. */
  (delta: number): void
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string
  replace?: boolean
}

export interface Navigation {
  location: SiteLocation
  navigate: NavigateFunction
  Link: ComponentType<LinkProps>
}

const NavigationContext = createContext<Navigation | null>(null)

export function NavigationProvider({ value, children }: { value: Navigation; children: ReactNode }) {
  return <NavigationContext value={value}>{children}</NavigationContext>
}

function useNavigation(): Navigation {
  const navigation = use(NavigationContext)
  if (!navigation) throw new Error('No NavigationProvider above this component')
  return navigation
}

export const useLocation = (): SiteLocation => useNavigation().location
export const useNavigate = (): NavigateFunction => useNavigation().navigate
export const useSearchParams = (): URLSearchParams => new URLSearchParams(useLocation().search)

export function Link(props: LinkProps) {
  const { Link: Implementation } = useNavigation()
  return <Implementation {...props} />
}

/** The address a `To` points at, resolved against the current location. */
export function hrefOf(to: To, current: SiteLocation): string {
  if (typeof to === 'string') return to
  const pathname = to.pathname ?? current.pathname
  const search = to.search ? (to.search.startsWith('?') ? to.search : `?${to.search}`) : ''
  const hash = to.hash ? (to.hash.startsWith('#') ? to.hash : `#${to.hash}`) : ''
  return `${pathname}${search}${hash}`
}
