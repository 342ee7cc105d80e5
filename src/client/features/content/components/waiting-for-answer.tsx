import { channelName } from '#shared/catalogue/channels.ts'
import { formatDateTime } from '#shared/format/dates.ts'
import { previewText } from '#shared/format/text.ts'
import type { Post } from '#shared/schemas/content.ts'
import { Button } from '../../../components/ui/button.tsx'
import { useApproveWaiting } from '../api/approve-waiting.ts'
import { type Month, monthOf, todayKey } from '../lib/calendar.ts'
import { ApproveManyButton } from './approve-many-button.tsx'

function ApproveAllButton({ waiting }: { waiting: number }) {
  const approve = useApproveWaiting()
  return (
    <ApproveManyButton
      label="Approve all"
      waiting={waiting}
      description="Every post waiting for your answer, whatever its month, will be approved and scheduled as shown."
      failure="Could not approve the posts"
      approve={() => approve.mutateAsync()}
      pending={approve.isPending}
    />
  )
}

/**
 * Every post sent for review, whatever its month, soonest first, above the calendar: nothing waits unseen
 * behind the month shown. Each row opens its month in the calendar, where the post is answered.
 */
export function WaitingForAnswer({
  posts,
  onShowMonth,
}: {
  posts: readonly Post[]
  onShowMonth(month: Month): void
}) {
  return (
    <section aria-labelledby="waiting-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="waiting-heading" className="text-xl font-semibold">
          Waiting for your answer
        </h2>
        {posts.length > 0 ? <ApproveAllButton waiting={posts.length} /> : null}
      </div>
      {posts.length === 0 ? (
        <p className="text-muted">Nothing waiting for your answer.</p>
      ) : (
        <ul aria-label="Posts waiting for your answer" className="flex flex-col divide-y divide-line">
          {posts.map((post) => (
            <li key={post.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0">
                <span className="font-medium">{formatDateTime(post.scheduledAt)}</span>
                <span className="text-muted"> · {channelName(post.channel)} · </span>
                <span className="break-words">{previewText(post.caption, 80)}</span>
              </span>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => onShowMonth(monthOf(todayKey(new Date(post.scheduledAt))))}
              >
                Show in calendar
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
