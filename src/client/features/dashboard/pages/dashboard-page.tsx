import { useQuery } from '@tanstack/react-query'
import { Navigate } from 'react-router'
import { paths } from '../../../../shared/paths.ts'
import { ComingSoon } from '../../../components/coming-soon.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { accountQuery } from '../api/account.ts'

export default function Page() {
  const account = useQuery(accountQuery)
  if (account.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner />
      </div>
    )
  }
  // First visit after buying: the welcome page comes first, until the customer continues from it.
  if (account.data?.welcomeShown === false) return <Navigate to={paths.dashboardWelcome} replace />
  return <ComingSoon title="Dashboard" />
}
