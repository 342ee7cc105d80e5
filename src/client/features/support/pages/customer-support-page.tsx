import { SUPPORT_REPLY_WITHIN_HOURS } from '#shared/catalogue/business-rules.ts'
import { paths } from '#shared/paths.ts'
import { PageFrame } from '../../../components/dashboard-page-frame.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useAccount } from '../../../lib/account.ts'
import { SupportForm } from '../components/support-form.tsx'

export default function SupportPage() {
  const account = useAccount()
  return (
    <PageFrame
      title="Contact Support"
      description="Send a message to our support team."
      path={paths.dashboardSupport}
    >
      <p className="text-muted">
        Tell us what you need and we will reply within {SUPPORT_REPLY_WITHIN_HOURS} hours. You will get a copy
        of your message by e-mail.
      </p>
      <Card>
        {account.data ? <SupportForm email={account.data.email} /> : null}
        {account.isPending ? <Spinner /> : null}
        {account.isError ? (
          <p className="text-danger">We could not load your account. Please refresh the page.</p>
        ) : null}
      </Card>
    </PageFrame>
  )
}
