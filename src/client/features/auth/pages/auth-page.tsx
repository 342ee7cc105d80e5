import { Navigate, useLocation } from 'react-router'
import { paths } from '#shared/paths.ts'
import { PageHead } from '../../../components/page-head.tsx'
import { useSession } from '../../../lib/session.ts'
import { CustomerAuth } from '../components/customer-auth.tsx'
import { afterSignInTarget, readUrlState } from '../lib/url-state.ts'

export default function AuthPage() {
  const { search, hash, state } = useLocation()
  const { data } = useSession()
  const urlState = readUrlState(search, hash)
  // Recovery, expired-link and success states are for anyone who follows the link, signed in or not.
  if (data?.user && urlState.view === 'default') {
    return <Navigate to={afterSignInTarget((state as { from?: unknown } | null)?.from)} replace />
  }
  return (
    <>
      <PageHead
        title="Sign In"
        description="Sign in to your account, create one, or reset your password."
        path={paths.auth}
      />
      <CustomerAuth key={`${search}${hash}`} urlState={urlState} />
    </>
  )
}
