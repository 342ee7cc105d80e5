import { CalendarClock } from 'lucide-react'
import { useState } from 'react'
import { DASHBOARD_PLACES } from '#shared/dashboard-places.ts'
import { formatDate } from '#shared/format/dates.ts'
import { paths } from '#shared/paths.ts'
import type { Post } from '#shared/schemas/content.ts'
import { PageFrame } from '../../../components/dashboard-page-frame.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useSession } from '../../../lib/session.ts'
import { useMyPosts } from '../api/get-my-posts.ts'
import { useMySettings } from '../api/get-my-settings.ts'
import { useWaitingPosts } from '../api/get-waiting-posts.ts'
import { ApproveWeekButton } from '../components/approve-week-button.tsx'
import { CalendarViews } from '../components/calendar-views.tsx'
import { MyPostCard } from '../components/my-post-card.tsx'
import { WaitingForAnswer } from '../components/waiting-for-answer.tsx'
import { londonInstant, monthOf, monthRange, todayKey } from '../lib/calendar.ts'
import { postsByWeek } from '../lib/post-days.ts'

const toReview = (post: Post) => post.status === 'in_review'

function NoAnswerRule() {
  const settings = useMySettings()
  if (!settings.data) return null
  return (
    <Card className="flex items-start gap-3 p-4">
      <CalendarClock className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
      <p>
        <span className="font-semibold">If you do not answer in time: </span>
        {settings.data.description}
      </p>
    </Card>
  )
}

function WeekList({ posts, name }: { posts: readonly Post[]; name: string }) {
  return (
    <div className="flex flex-col gap-8">
      {postsByWeek(posts).map(([monday, weekPosts]) => {
        const waiting = weekPosts.filter(toReview).length
        return (
          <section key={monday} aria-label={`Week of ${formatDate(londonInstant(monday, '12:00'))}`}>
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-lg font-semibold">Week of {formatDate(londonInstant(monday, '12:00'))}</h3>
              {waiting > 0 ? <ApproveWeekButton weekStart={monday} waiting={waiting} /> : null}
            </div>
            <div className="flex flex-col gap-4">
              {weekPosts.map((post) => (
                <MyPostCard key={post.id} post={post} customerName={name} />
              ))}
            </div>
          </section>
        )
      })}
    </div>
  )
}

/** The customer's content calendar: review, approve or ask for changes, by month, as a calendar or a list. */
export default function CustomerContentPage() {
  const [month, setMonth] = useState(() => monthOf(todayKey()))
  const posts = useMyPosts(monthRange(month))
  const waitingPosts = useWaitingPosts()
  const session = useSession()
  const name = session.data?.user?.name || session.data?.user?.email || 'Your business'
  const list = posts.data?.posts ?? []
  const waiting = list.filter(toReview).length

  return (
    <PageFrame
      wide
      title={DASHBOARD_PLACES.contentCalendar}
      description="Review your upcoming posts: approve them or ask for changes."
      path={paths.dashboardContent}
    >
      <NoAnswerRule />
      {waitingPosts.data ? <WaitingForAnswer posts={waitingPosts.data.posts} onShowMonth={setMonth} /> : null}
      {posts.data ? (
        <p className="text-muted" aria-live="polite">
          {waiting === 0 ? 'Nothing waiting for your review this month.' : `${waiting} to review this month.`}
        </p>
      ) : null}
      {posts.isError ? (
        <p className="text-danger">We could not load your posts. Please refresh the page.</p>
      ) : null}
      {posts.isPending ? (
        <Spinner label="Loading your posts..." />
      ) : (
        <CalendarViews
          month={month}
          onMonthChange={setMonth}
          posts={list}
          needsAttention={toReview}
          emptyText="No posts planned this month"
          renderDay={(dayPosts) =>
            dayPosts.map((post) => <MyPostCard key={post.id} post={post} customerName={name} />)
          }
          list={<WeekList posts={list} name={name} />}
        />
      )}
    </PageFrame>
  )
}
