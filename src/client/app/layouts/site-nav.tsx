import { useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { BRAND } from '../../../shared/brand.ts'
import { paths } from '../../../shared/paths.ts'
import { cn } from '../../lib/cn.ts'
import { scrollToCalendar } from '../../lib/scroll-to-calendar.ts'
import { useSession } from '../../lib/session.ts'
import { useSignOut } from '../../lib/sign-out.ts'

const links = [
  { to: paths.home, label: 'Home' },
  { to: paths.pricing, label: 'Pricing' },
  { to: paths.contact, label: 'Contact Us' },
]

// Plain elements and inline icons: the navigation is on every page, so it stays out of the
// design-system and icon libraries to keep the first load small.
const action = 'inline-flex h-9 items-center justify-center rounded-control px-3 text-sm font-semibold'
const primary = `${action} bg-brand-600 text-white hover:bg-brand-700`
const secondary = `${action} border border-line bg-white text-ink hover:bg-canvas`

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

export function SiteNav() {
  const [open, setOpen] = useState(false)
  const { data: session } = useSession()
  const signOut = useSignOut()
  const location = useLocation()
  const navigate = useNavigate()
  const signedIn = Boolean(session?.user)
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
          {signedIn ? (
            <>
              <Link
                to={session?.isAdmin ? paths.adminDashboard : paths.dashboard}
                className={cn(primary, 'md:ml-2')}
                onClick={close}
              >
                Dashboard
              </Link>
              <button
                type="button"
                className={cn(action, 'text-ink hover:bg-brand-50')}
                onClick={() => void signOut.mutate()}
                disabled={signOut.isPending}
              >
                Sign Out
              </button>
            </>
          ) : (
            <>
              <Link to={paths.pricing} className={cn(primary, 'md:ml-2')} onClick={close}>
                Get Started
              </Link>
              <Link to={paths.auth} className={secondary} onClick={close}>
                Sign In
              </Link>
            </>
          )}
        </div>
      </nav>
    </header>
  )
}
