import { Navigate, useLocation } from 'react-router'
import { paths } from '#shared/paths.ts'
import { PageHead } from '../../../components/page-head.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useSession } from '../../../lib/session.ts'
import { useSignOut } from '../../../lib/sign-out.ts'
import { AdminLogin } from '../components/admin-login.tsx'
import { AuthCard } from '../components/auth-card.tsx'
import { readUrlState } from '../lib/url-state.ts'

const ADMIN_ONLY = 'Admin Access Only – This area is restricted to administrators.'

function AdminAccessOnly() {
  const signOut = useSignOut(paths.auth)
  return (
    <AuthCard title="Admin Access Only">
      <p role="alert">{ADMIN_ONLY}</p>
      <Button
        className="mt-6 w-full"
        variant="secondary"
        onClick={() => signOut.mutate()}
        disabled={signOut.isPending}
      >
        Sign Out
      </Button>
    </AuthCard>
  )
}

export default function AdminLoginPage() {
  const { search, hash } = useLocation()
  const { data, isPending } = useSession()
  const urlState = readUrlState(search, hash)
  const head = (
    <PageHead title="Admin Login" description="Sign in to the administrator area." path={paths.adminLogin} />
  )
  if (urlState.view !== 'recovery') {
    if (isPending) {
      return (
        <div className="flex min-h-[50vh] items-center justify-center">
          {head}
          <Spinner label="Checking access…" />
        </div>
      )
    }
    if (data?.user && data.isAdmin) return <Navigate to={paths.adminDashboard} replace />
    if (data?.user) {
      return (
        <>
          {head}
          <AdminAccessOnly />
        </>
      )
    }
  }
  return (
    <>
      {head}
      <AdminLogin key={`${search}${hash}`} urlState={urlState} />
    </>
  )
}
