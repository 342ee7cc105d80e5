import { type ComponentType, useEffect, useState } from 'react'
import { BRAND } from '#shared/brand.ts'
import { isPublicPage, paths } from '#shared/paths.ts'
import { cn } from '../../lib/cn.ts'
import { Link, useLocation, useNavigate } from '../../lib/navigation.tsx'
import { scrollToCalendar } from '../../lib/scroll-to-calendar.ts'
import { mightBeSignedIn } from '../../lib/signed-in-hint.ts'
import { whenIdle } from '../../lib/when-idle.ts'
import { type NavActionsProps, SignedOutActions } from './nav-actions.tsx'

const links = [
  { to: paths.home, label: 'Home' },
  { to: paths.pricing, label: 'Pricing' },
  { to: paths.contact, label: 'Contact Us' },
]

// An inline icon: the navigation is on every page, so it stays out of the icon library to keep the
// first load small.

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      {open ? <path d="M18 6 6 18M6 6l12 12" /> : <path d="M4 6h16M4 12h16M4 18h16" />}
    </svg>
  )
}

/**
 * The account buttons that follow the session. They need the data layer, which the public pages do
 * not load for visitors (docs/decisions/0017-public-page-budget.md): they load once the page is
 * interactive when the visitor may be signed in, or on reaching an application page (where signing in
 * happens). Until then the signed-out buttons, as prerendered, show.
 */
function useAccountActions(pathname: string): ComponentType<NavActionsProps> | undefined {
  const [loaded, setLoaded] = useState<ComponentType<NavActionsProps>>()
  const [requested, setRequested] = useState(false)
  useEffect(() => {
    if (!isPublicPage(pathname) || mightBeSignedIn()) setRequested(true)
  }, [pathname])
  useEffect(() => {
    if (!requested) return
    return whenIdle(() => {
      import('./account-actions.tsx').then(
        ({ AccountActions }) => setLoaded(() => AccountActions),
        // Offline, say: the signed-out buttons stay, and the next page load tries again.
        () => undefined,
      )
    })
  }, [requested])
  return loaded
}

export function SiteNav() {
  const [open, setOpen] = useState(false)
  const location = useLocation()
  const AccountActions = useAccountActions(location.pathname)
  const navigate = useNavigate()
  const close = () => setOpen(false)

  function bookDemo() {
    close()
    if (location.pathname !== paths.home) navigate(`${paths.home}#calendar-booking`)
    scrollToCalendar()
  }

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link to={paths.home} className="text-xl font-bold text-brand-700">
          {BRAND.name}
        </Link>
        <button
          type="button"
          className="rounded-control p-2 md:hidden"
          aria-expanded={open}
          aria-controls="site-menu"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen(!open)}
        >
          <MenuIcon open={open} />
        </button>
        <div
          id="site-menu"
          className={cn(
            'absolute top-16 right-0 left-0 flex-col gap-1 border-b border-line bg-white p-4 md:static md:flex md:flex-row md:items-center md:border-0 md:p-0',
            open ? 'flex' : 'hidden',
          )}
        >
          {links.map((link) => {
            const current = location.pathname === link.to
            return (
              <Link
                key={link.to}
                to={link.to}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'rounded-control px-3 py-2 font-medium hover:bg-brand-50',
                  current ? 'text-brand-700' : 'text-ink',
                )}
                onClick={close}
              >
                {link.label}
              </Link>
            )
          })}
          <button
            type="button"
            className="rounded-control px-3 py-2 text-left font-medium hover:bg-brand-50"
            onClick={bookDemo}
          >
            Book Demo
          </button>
          {AccountActions ? <AccountActions onNavigate={close} /> : <SignedOutActions onNavigate={close} />}
        </div>
      </nav>
    </header>
  )
}
