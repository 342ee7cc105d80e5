import { Bot, Inbox, LayoutDashboard, LifeBuoy, Settings, Users } from 'lucide-react'
import { NavLink, Outlet } from 'react-router'
import { paths } from '../../../../shared/paths.ts'
import { Button } from '../../../components/ui/button.tsx'
import { cn } from '../../../lib/cn.ts'
import { useLiveUpdates } from '../../../lib/realtime.ts'
import { useSession } from '../../../lib/session.ts'
import { useSignOut } from '../../../lib/sign-out.ts'

const sections = [
  { to: paths.adminDashboard, label: 'Overview', icon: LayoutDashboard },
  { to: paths.adminUsers, label: 'Customers', icon: Users },
  { to: paths.adminMessages, label: 'Messages', icon: Inbox },
  { to: paths.adminSupport, label: 'Support Tickets', icon: LifeBuoy },
  { to: paths.adminChatbot, label: 'Chatbot Insights', icon: Bot },
  { to: paths.adminSettings, label: 'Settings', icon: Settings },
]

export function AdminShell() {
  const { data: session } = useSession()
  const signOut = useSignOut(paths.adminLogin)
  useLiveUpdates(Boolean(session?.isAdmin))
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
            {sections.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-2 rounded-control px-3 py-2 font-medium whitespace-nowrap',
                      isActive ? 'bg-brand-50 text-brand-700' : 'text-ink hover:bg-canvas',
                    )
                  }
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="flex-1 p-4 md:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  )
}
