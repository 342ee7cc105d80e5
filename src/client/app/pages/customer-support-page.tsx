import { SUPPORT_REPLY_WITHIN_HOURS } from '#shared/catalogue/business-rules.ts'
import { DASHBOARD_PLACES } from '#shared/dashboard-places.ts'
import { paths } from '#shared/paths.ts'
import { PageFrame } from '../../components/dashboard-page-frame.tsx'
import { Card } from '../../components/ui/card.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { VideoCallSection } from '../../features/booking/components/video-call-section.tsx'
import { SupportForm } from '../../features/support/components/support-form.tsx'
import { useAccount } from '../../lib/account.ts'

/** Contact Support: a video call for the plans that include one, and the support form. */
export default function SupportPage() {
  const account = useAccount()
  return (
    <PageFrame
      title={DASHBOARD_PLACES.contactSupport}
      description="Send a message to our support team."
      path={paths.dashboardSupport}
    >
      <p className="text-muted">
        Tell us what you need and we will reply within {SUPPORT_REPLY_WITHIN_HOURS} hours. You will get a copy
        of your message by e-mail.
      </p>
      <VideoCallSection />
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
