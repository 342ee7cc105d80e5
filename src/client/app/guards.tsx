import { Navigate, Outlet, useLocation } from 'react-router'
import { paths } from '#shared/paths.ts'
import { Spinner } from '../components/ui/spinner.tsx'
import {
  DashboardBillingBanner,
  DashboardBillingCard,
} from '../features/billing/components/dashboard-billing.tsx'
import { useLiveUpdates } from '../lib/realtime.ts'
import { useSession } from '../lib/session.ts'

const RETRYING = 'Connection lost, retrying'

function Checking({ label }: { label: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={label} />
    </div>
  )
}

/** Shown above a page whose session check failed: the user stays signed in while it is retried. */
function ConnectionLost() {
  return (
    <p role="status" className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
      {RETRYING}
    </p>
  )
}

/** The page, with the connection notice above it while the session check is being retried. */
function SignedInPage({ retrying }: { retrying: boolean }) {
  return (
    <>
      {retrying && <ConnectionLost />}
      <Outlet />
    </>
  )
}

function retryingCheck(failureCount: number, fetchStatus: string): boolean {
  return failureCount > 0 && fetchStatus === 'fetching'
}

/**
 * Dashboard pages: anyone not signed in goes to /auth. The server enforces the same on every API call.
 * Signed in, the pages stay live: messages and tickets refetch when the server says they changed.
 */
export function RequireUser() {
  const { data, isPending, failureCount, fetchStatus } = useSession()
  const location = useLocation()
  const retrying = retryingCheck(failureCount, fetchStatus)
  useLiveUpdates(Boolean(data?.user))
  if (isPending) return <Checking label={retrying ? RETRYING : 'Loading...'} />
  if (!data?.user) return <Navigate to={paths.auth} replace state={{ from: location.pathname }} />
  return (
    <>
      <DashboardBillingBanner />
      <SignedInPage retrying={retrying} />
      <DashboardBillingCard />
    </>
  )
}

/** Admin pages: non-administrators go to /admin-login. */
export function RequireAdmin() {
  const { data, isPending, failureCount, fetchStatus } = useSession()
  const retrying = retryingCheck(failureCount, fetchStatus)
  if (isPending) return <Checking label={retrying ? RETRYING : 'Loading...'} />
  if (!data?.isAdmin) return <Navigate to={paths.adminLogin} replace />
  return <SignedInPage retrying={retrying} />
}
