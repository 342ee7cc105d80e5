import { paths } from '#shared/paths.ts'
import { PageFrame } from '../../../components/dashboard-page-frame.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useBrief } from '../api/get-brief.ts'
import { BriefForm } from '../components/brief-form.tsx'
import { BriefImagesForm } from '../components/brief-images-form.tsx'

/** /dashboard/brief: what the team needs to know about the business, saved as the customer types. */
export default function BriefPage() {
  const brief = useBrief()
  return (
    <PageFrame
      title="Your Brief"
      description="Tell us about your business so every post sounds like you."
      path={paths.dashboardBrief}
    >
      <p className="text-muted">
        Tell us about your business so every post sounds like you. Your answers are saved as you type; send
        them to the team when you are ready.
      </p>
      {brief.isPending ? <Spinner /> : null}
      {brief.isError ? (
        <p className="text-danger">We could not load your brief. Please refresh the page.</p>
      ) : null}
      {brief.data ? (
        <>
          <Card>
            <BriefImagesForm images={brief.data.images} />
          </Card>
          <Card>
            <BriefForm brief={brief.data} />
          </Card>
        </>
      ) : null}
    </PageFrame>
  )
}
