import { QueryClientProvider } from '@tanstack/react-query'
import { paths } from '#shared/paths.ts'
import { cn } from '../../lib/cn.ts'
import { Link } from '../../lib/navigation.tsx'
import { queryClient } from '../../lib/query-client.ts'
import { useSession } from '../../lib/session.ts'
import { useSignOut } from '../../lib/sign-out.ts'
import { type NavActionsProps, navAction, navPrimary, SignedOutActions } from './nav-actions.tsx'

function SessionActions({ onNavigate }: NavActionsProps) {
  const { data: session } = useSession()
  const signOut = useSignOut()
  // Until the server answers, the signed-out buttons stay as the page first showed them.
  if (!session?.user) return <SignedOutActions onNavigate={onNavigate} />
  return (
    <>
      <Link
        to={session.isAdmin ? paths.adminDashboard : paths.dashboard}
        className={cn(navPrimary, 'md:ml-2')}
        onClick={onNavigate}
      >
        Dashboard
      </Link>
      <button
        type="button"
        className={cn(navAction, 'text-ink hover:bg-brand-50')}
        onClick={() => signOut.mutate()}
        disabled={signOut.isPending}
      >
        Sign Out
      </button>
    </>
  )
}

/**
 * The navigation's account buttons, following the session in the query cache. Loaded by the
 * navigation once the page is interactive, with the data layer it needs (docs/decisions/0008).
 */
export function AccountActions(props: NavActionsProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionActions {...props} />
    </QueryClientProvider>
  )
}
