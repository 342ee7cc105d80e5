import { ExternalLink, FolderOpen, Sheet } from 'lucide-react'
import type { ComponentType } from 'react'
import { DRIVE_FOLDER_WITHIN_HOURS } from '#shared/catalogue/business-rules.ts'
import { DASHBOARD_PLACES } from '#shared/dashboard-places.ts'
import { paths } from '#shared/paths.ts'
import { PageFrame } from '../../../components/dashboard-page-frame.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useLinks } from '../api/get-links.ts'

interface Resource {
  href: string
  title: string
  text: string
  action: string
  icon: ComponentType<{ className?: string }>
}

/** Opens in a new tab, without giving the opened page a handle on ours. */
function ResourceCard({ href, title, text, action, icon: Icon }: Resource) {
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Icon className="size-5 text-brand-600" aria-hidden="true" />
        {title}
      </h2>
      <p className="text-muted">{text}</p>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 self-start font-medium text-brand-700 underline"
      >
        {action}
        <ExternalLink className="size-4" aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </Card>
  )
}

export default function FilesPage() {
  const links = useLinks()
  const resources: Resource[] = []
  if (links.data?.driveLink) {
    resources.push({
      href: links.data.driveLink,
      title: 'Drive Folder',
      text: 'Your shared folder: send us photos and logos, and find your designed posts.',
      action: 'Open Drive Folder',
      icon: FolderOpen,
    })
  }
  if (links.data?.googleSheetLink) {
    resources.push({
      href: links.data.googleSheetLink,
      title: 'Content Spreadsheet',
      text: 'Your content plan: captions, hashtags and publishing dates.',
      action: 'Open Google Sheet',
      icon: Sheet,
    })
  }
  return (
    <PageFrame
      title={DASHBOARD_PLACES.myFiles}
      description="Your shared drive folder and content spreadsheet."
      path={paths.dashboardFiles}
    >
      {links.isPending ? <Spinner /> : null}
      {links.isError ? (
        <p className="text-danger">We could not load your files. Please refresh the page.</p>
      ) : null}
      {links.data && resources.length === 0 ? (
        <EmptyState
          title="No resources available yet"
          icon={<FolderOpen className="size-8" aria-hidden="true" />}
        >
          Your shared drive folder is set up within {DRIVE_FOLDER_WITHIN_HOURS} hours of payment.
        </EmptyState>
      ) : null}
      {resources.length > 0 ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {resources.map((resource) => (
            <ResourceCard key={resource.title} {...resource} />
          ))}
        </div>
      ) : null}
    </PageFrame>
  )
}
