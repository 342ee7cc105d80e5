import { Menu, X } from 'lucide-react'
import { useState } from 'react'
import { Link, NavLink, useLocation, useNavigate } from 'react-router'
import { BRAND } from '../../../shared/brand.ts'
import { paths } from '../../../shared/paths.ts'
import { Button } from '../../components/ui/button.tsx'
import { cn } from '../../lib/cn.ts'
import { scrollToCalendar } from '../../lib/scroll-to-calendar.ts'
import { useSession } from '../../lib/session.ts'
import { useSignOut } from '../../lib/sign-out.ts'

const links = [
  { to: paths.home, label: 'Home' },
  { to: paths.pricing, label: 'Pricing' },
  { to: paths.contact, label: 'Contact Us' },
]

export function SiteNav() {
  const [open, setOpen] = useState(false)
  const { data: session } = useSession()
  const signOut = useSignOut()
  const location = useLocation()
  const navigate = useNavigate()
  const signedIn = Boolean(session?.user)

  function bookDemo() {
    setOpen(false)
    if (location.pathname !== paths.home) navigate(`${paths.home}#calendar-booking`)
    scrollToCalendar()
  }

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn('rounded-control px-3 py-2 font-medium hover:bg-brand-50', isActive ? 'text-brand-700' : 'text-ink')

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
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
        <div
          id="site-menu"
          className={cn(
            'absolute top-16 right-0 left-0 flex-col gap-1 border-b border-line bg-white p-4 md:static md:flex md:flex-row md:items-center md:border-0 md:p-0',
            open ? 'flex' : 'hidden',
          )}
        >
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end className={linkClass} onClick={() => setOpen(false)}>
              {link.label}
            </NavLink>
          ))}
          <button
            type="button"
            className="rounded-control px-3 py-2 text-left font-medium hover:bg-brand-50"
            onClick={bookDemo}
          >
            Book Demo
          </button>
          {signedIn ? (
            <>
              <Button asChild size="sm" className="md:ml-2">
                <Link
                  to={session?.isAdmin ? paths.adminDashboard : paths.dashboard}
                  onClick={() => setOpen(false)}
                >
                  Dashboard
                </Link>
              </Button>
              <Button variant="ghost" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
                Sign Out
              </Button>
            </>
          ) : (
            <>
              <Button asChild size="sm" className="md:ml-2">
                <Link to={paths.pricing} onClick={() => setOpen(false)}>
                  Get Started
                </Link>
              </Button>
              <Button asChild variant="secondary" size="sm">
                <Link to={paths.auth} onClick={() => setOpen(false)}>
                  Sign In
                </Link>
              </Button>
            </>
          )}
        </div>
      </nav>
    </header>
  )
}
