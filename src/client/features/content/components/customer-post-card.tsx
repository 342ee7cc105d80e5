import { Check, MessageSquareWarning } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { channelName } from '#shared/catalogue/channels.ts'
import { DASHBOARD_PLACES } from '#shared/dashboard-places.ts'
import { formatDate, formatTime } from '#shared/format/dates.ts'
import type { Post } from '#shared/schemas/content.ts'
import { Button } from '../../../components/ui/button.tsx'
import { ChangeWindow, LateMarker } from './change-window.tsx'
import { PostPreview } from './post-preview.tsx'
import { RequestChangesDialog } from './request-changes-dialog.tsx'
import { HeldBadge, PublishedLink, StatusBadge } from './status-badge.tsx'

/** 'Instagram post, 23 Nov 2026 at 14:05': each post's heading, unique enough to find it by. */
export function postTitle(post: Pick<Post, 'channel' | 'scheduledAt'>): string {
  return `${channelName(post.channel)} post, ${formatDate(post.scheduledAt)} at ${formatTime(post.scheduledAt)}`
}

interface CustomerPostCardProps {
  post: Post
  customerName: string
  /** False once answered through a review link that allows one answer. */
  canAnswer: boolean
  answering: boolean
  onApprove(): void
  onRequestChanges(comment: string): Promise<boolean>
  /** The comment thread (with a form on the dashboard, read-only on the review page). */
  thread: ReactNode
}

/** A post as the customer reviews it: the network preview, its status, the time left, and the answers. */
export function CustomerPostCard(props: CustomerPostCardProps) {
  const { post, customerName, canAnswer, answering, onApprove, onRequestChanges, thread } = props
  const headingId = useId()
  const [asking, setAsking] = useState(false)
  const waiting = post.status === 'in_review' && canAnswer
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-4 rounded-card border border-line bg-surface p-4 shadow-sm sm:p-6 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]"
    >
      <PostPreview post={post} customerName={customerName} />
      <div className="flex min-w-0 flex-col gap-3">
        <h3 id={headingId} className="text-lg font-semibold">
          {postTitle(post)}
        </h3>
        <p className="flex flex-wrap items-center gap-2">
          <StatusBadge status={post.status} />
          <HeldBadge heldAt={post.heldAt} />
          <PublishedLink post={post} />
          <span className="text-sm text-muted">Version {post.version}</span>
          {post.status === 'changes_requested' && post.lastChangeRequest?.lateRequest ? <LateMarker /> : null}
        </p>
        <ChangeWindow scheduledAt={post.scheduledAt} status={post.status} />
        {waiting ? (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={onApprove} disabled={answering}>
              <Check className="size-4" aria-hidden="true" />
              Approve
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setAsking(true)} disabled={answering}>
              <MessageSquareWarning className="size-4" aria-hidden="true" />
              {DASHBOARD_PLACES.requestChanges}
            </Button>
          </div>
        ) : null}
        {thread}
      </div>
      <RequestChangesDialog
        open={asking}
        onOpenChange={setAsking}
        scheduledAt={post.scheduledAt}
        onSend={onRequestChanges}
      />
    </article>
  )
}
