import {
  Bot,
  CalendarDays,
  CalendarRange,
  ImageIcon,
  Inbox,
  LayoutDashboard,
  LifeBuoy,
  Send,
  Settings,
  Users,
} from 'lucide-react'
import { NavLink, Outlet } from 'react-router'
import { paths } from '#shared/paths.ts'
import { Button } from '../../components/ui/button.tsx'
import { useChangeRequestCount } from '../../features/content/api/get-change-request-count.ts'
import { useUnreadCount } from '../../features/messaging/api/get-unread-count.ts'
import { usePublicationCount } from '../../features/publishing/api/get-publication-count.ts'
import { useOpenTicketCount } from '../../features/support/api/get-open-ticket-count.ts'
import { cn } from '../../lib/cn.ts'
import { useLiveUpdates } from '../../lib/realtime.ts'
import { useSession } from '../../lib/session.ts'
import { useSignOut } from '../../lib/sign-out.ts'

type BadgeKind = 'unread' | 'open' | 'changes' | 'publishing'

const sections = [
  { to: paths.adminDashboard, label: 'Overview', icon: LayoutDashboard },
  { to: paths.adminUsers, label: 'Customers', icon: Users },
  { to: paths.adminMessages, label: 'Messages', icon: Inbox, badge: 'unread' as BadgeKind },
  { to: paths.adminSupport, label: 'Support Tickets', icon: LifeBuoy, badge: 'open' as BadgeKind },
  { to: paths.adminContent, label: 'Content', icon: CalendarRange, badge: 'changes' as BadgeKind },
  { to: paths.adminPublishing, label: 'Publishing', icon: Send, badge: 'publishing' as BadgeKind },
  { to: paths.adminOurWork, label: 'Our Work', icon: ImageIcon },
  { to: paths.adminChatbot, label: 'Chatbot Insights', icon: Bot },
  { to: paths.adminBookings, label: 'Bookings', icon: CalendarDays },
  { to: paths.adminSettings, label: 'Settings', icon: Settings },
]

const badgeStyles: Record<BadgeKind, { className: string; suffix: string }> = {
  unread: { className: 'bg-red-700 text-white', suffix: 'unread' },
  open: { className: 'bg-brand-700 text-white', suffix: 'open' },
  changes: { className: 'bg-yellow-300 text-yellow-950', suffix: 'change requests' },
  publishing: { className: 'bg-red-700 text-white', suffix: 'to publish by hand or retry' },
}

/** A count beside a sidebar link, shown only above 0; screen readers hear '3 unread'. */
function CountBadge({ kind, count }: { kind: BadgeKind; count: number | undefined }) {
  if (!count) return null
  const style = badgeStyles[kind]
  return (
    <span
      data-testid={`${kind}-badge`}
      className={cn('ml-auto rounded-full px-2 py-0.5 text-xs font-semibold', style.className)}
    >
      {count}
      <span className="sr-only"> {style.suffix}</span>
    </span>
  )
}

export function AdminShell() {
  const { data: session } = useSession()
  const signOut = useSignOut(paths.adminLogin)
  useLiveUpdates(Boolean(session?.isAdmin))
  // The sidebar's badges refresh when the server announces new or read messages, ticket changes and
  // customers' answers to posts.
  const counts: Record<BadgeKind, number | undefined> = {
    unread: useUnreadCount('team').data?.count,
    open: useOpenTicketCount().data?.count,
    changes: useChangeRequestCount().data?.count,
    publishing: usePublicationCount().data?.count,
  }
  return (
    <div className="flex min-h-screen flex-col bg-canvas">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-line bg-white px-4 py-3">
        <h1 className="text-xl font-bold">Admin Dashboard</h1>
        <div className="flex items-center gap-3">
          <span className="text-sm text-muted">{session?.user?.email}</span>
          <Button variant="secondary" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            Sign Out
          </Button>
        </div>
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        <nav aria-label="Admin" className="border-b border-line bg-white md:w-60 md:border-r md:border-b-0">
          <ul className="flex gap-1 overflow-x-auto p-2 md:flex-col">
            {sections.map(({ to, label, icon: Icon, badge }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    cn(
                      // relative: the badges' screen-reader text stays inside the scrolling list on a phone.
                      'relative flex items-center gap-2 rounded-control px-3 py-2 font-medium whitespace-nowrap',
                      isActive ? 'bg-brand-50 text-brand-700' : 'text-ink hover:bg-canvas',
                    )
                  }
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                  {badge ? (
                    <>
                      {' '}
                      <CountBadge kind={badge} count={counts[badge]} />
                    </>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="min-w-0 flex-1 p-4 md:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  )
}
