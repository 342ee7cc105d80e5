import { Navigate, Outlet, useLocation } from 'react-router'
import { paths } from '#shared/paths.ts'
import { Spinner } from '../components/ui/spinner.tsx'
import { useLiveUpdates } from '../lib/realtime.ts'
import { useSession } from '../lib/session.ts'

function Checking({ label }: { label: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={label} />
    </div>
  )
}

/**
 * Dashboard pages: anyone not signed in goes to /auth. The server enforces the same on every API call.
 * Signed in, the pages stay live: messages and tickets refetch when the server says they changed.
 */
export function RequireUser() {
  const { data, isPending } = useSession()
  const location = useLocation()
  useLiveUpdates(Boolean(data?.user))
  if (isPending) return <Checking label="Loading..." />
  if (!data?.user) return <Navigate to={paths.auth} replace state={{ from: location.pathname }} />
  return <Outlet />
}

/** Admin pages: non-administrators go to /admin-login. */
export function RequireAdmin() {
  const { data, isPending } = useSession()
  if (isPending) return <Checking label="Loading..." />
  if (!data?.isAdmin) return <Navigate to={paths.adminLogin} replace />
  return <Outlet />
}
