import {
  CalendarRange,
  ClipboardList,
  FolderOpen,
  LifeBuoy,
  MessageSquare,
  Settings,
  Share2,
} from 'lucide-react'
import type { ComponentType } from 'react'
import { Link, Navigate } from 'react-router'
import { SUPPORT_REPLY_WITHIN_HOURS } from '#shared/catalogue/business-rules.ts'
import { DASHBOARD_PLACES } from '#shared/dashboard-places.ts'
import { paths } from '#shared/paths.ts'
import { PageHead } from '../../components/page-head.tsx'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Card } from '../../components/ui/card.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { CurrentPlanCard } from '../../features/billing/components/current-plan-card.tsx'
import { LatestOrderCard } from '../../features/billing/components/latest-order-card.tsx'
import { useBrief } from '../../features/brief/api/get-brief.ts'
import { useToReviewCount } from '../../features/content/api/get-to-review-count.ts'
import { useUnreadCount } from '../../features/messaging/api/get-unread-count.ts'
import { useAccount } from '../../lib/account.ts'
import { useSignOut } from '../../lib/sign-out.ts'

interface Shortcut {
  to: string
  title: string
  text: string
  icon: ComponentType<{ className?: string }>
  badge?: { count: number; label: string; testId: string }
}

function ShortcutCard({ to, title, text, icon: Icon, badge }: Shortcut) {
  return (
    <Link to={to} className="rounded-card focus-visible:outline-offset-4">
      <Card className="flex h-full items-start gap-3 hover:border-brand-200">
        <Icon className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
        <span className="flex-1">
          <span className="flex items-center gap-2 font-semibold">
            {title}
            {badge?.count ? (
              <Badge tone="red" data-testid={badge.testId}>
                {badge.count} {badge.label}
              </Badge>
            ) : null}
          </span>
          <span className="block text-sm text-muted">{text}</span>
        </span>
      </Card>
    </Link>
  )
}

export default function DashboardPage() {
  const account = useAccount()
  const unread = useUnreadCount('customer')
  const toReview = useToReviewCount()
  const brief = useBrief()
  const briefStarted = Boolean(brief.data?.updatedAt) || (brief.data?.images.length ?? 0) > 0
  const signOut = useSignOut('/')
  if (account.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner />
      </div>
    )
  }
  // First visit after buying: the welcome page comes first, until the customer continues from it.
  if (account.data?.welcomeShown === false) return <Navigate to={paths.dashboardWelcome} replace />
  const name = account.data?.displayName || account.data?.email || 'there'
  const shortcuts: Shortcut[] = [
    {
      to: paths.dashboardMessages,
      title: DASHBOARD_PLACES.messages,
      text: 'Talk to the team about your content.',
      icon: MessageSquare,
      badge: { count: unread.data?.count ?? 0, label: 'unread', testId: 'unread-badge' },
    },
    {
      to: paths.dashboardContent,
      title: DASHBOARD_PLACES.contentCalendar,
      text: 'Review and approve your upcoming posts.',
      icon: CalendarRange,
      badge: { count: toReview.data?.count ?? 0, label: 'to review', testId: 'to-review-badge' },
    },
    {
      to: paths.dashboardBrief,
      title: 'Your Brief',
      text: 'Tell us about your business so every post sounds like you.',
      icon: ClipboardList,
    },
    {
      to: paths.dashboardProfiles,
      title: 'Connected Profiles',
      text: 'Give us access to the social profiles you want us to post to.',
      icon: Share2,
    },
    {
      to: paths.dashboardFiles,
      title: DASHBOARD_PLACES.myFiles,
      text: 'Your shared drive folder and content sheet.',
      icon: FolderOpen,
    },
    {
      to: paths.dashboardSupport,
      title: DASHBOARD_PLACES.contactSupport,
      text: `We reply within ${SUPPORT_REPLY_WITHIN_HOURS} hours.`,
      icon: LifeBuoy,
    },
  ]
  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <PageHead
        title="Dashboard"
        description="Your plan, latest order, messages and files."
        path={paths.dashboard}
      />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Welcome back, {name}</h1>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="secondary" size="sm">
            <Link to={paths.dashboardSettings}>
              <Settings className="size-4" aria-hidden="true" />
              {DASHBOARD_PLACES.settings}
            </Link>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            Sign Out
          </Button>
        </div>
      </div>
      {account.isError ? (
        <p className="mt-6 text-danger">We could not load your account. Please refresh the page.</p>
      ) : null}
      {brief.data && !brief.data.submittedAt ? (
        <Card className="mt-8 flex flex-col gap-3 border-brand-200 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-lg font-semibold">
              {briefStarted ? 'Finish your brief' : 'Tell us about your business'}
            </h2>
            <p className="text-sm text-muted">
              The team writes your first posts from your brief: your voice, audience, logo and photos.
            </p>
          </div>
          <Button asChild className="shrink-0">
            <Link to={paths.dashboardBrief}>{briefStarted ? 'Continue your brief' : 'Start your brief'}</Link>
          </Button>
        </Card>
      ) : null}
      <div className="mt-8 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="grid content-start gap-6">
          <CurrentPlanCard plan={account.data?.plan ?? null} />
          <LatestOrderCard />
        </div>
        <nav aria-label="Dashboard" className="grid content-start gap-4 sm:grid-cols-2 lg:grid-cols-1">
          {shortcuts.map((shortcut) => (
            <ShortcutCard key={shortcut.to} {...shortcut} />
          ))}
        </nav>
      </div>
    </section>
  )
}
