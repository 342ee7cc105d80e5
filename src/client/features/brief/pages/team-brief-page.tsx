import { Link, useParams } from 'react-router'
import { paths } from '#shared/paths.ts'
import { PageHead } from '../../../components/page-head.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useCustomerBrief } from '../api/get-customer-brief.ts'
import { BriefAnswers } from '../components/brief-answers.tsx'

/** /admin/brief/:userId: a customer's brief, opened from their card or beside the content calendar. */
export default function TeamBriefPage() {
  const { userId = '' } = useParams()
  const brief = useCustomerBrief(userId)
  return (
    <section className="flex flex-col gap-4">
      <PageHead
        title="Customer Brief"
        description="The customer's onboarding brief."
        path={paths.adminUsers}
      />
      <Link to={paths.adminUsers} className="self-start text-sm font-medium text-brand-700 hover:underline">
        ← Back to Customers
      </Link>
      <h2 className="text-2xl font-bold">Customer Brief</h2>
      {brief.isPending ? <Spinner /> : null}
      {brief.isError ? <p className="text-danger">{brief.error.message}</p> : null}
      {brief.data ? (
        <Card>
          <BriefAnswers brief={brief.data} />
        </Card>
      ) : null}
    </section>
  )
}
