import { channelName } from '#shared/catalogue/channels.ts'
import { type PostStatus, postStatusLabels } from '#shared/content/post-status.ts'
import type { Post } from '#shared/schemas/content.ts'
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx'

const tones: Record<PostStatus, BadgeTone> = {
  draft: 'grey',
  in_review: 'yellow',
  changes_requested: 'red',
  revised: 'brand',
  approved: 'green',
  scheduled: 'brand',
  published: 'green',
}

export function StatusBadge({ status }: { status: PostStatus }) {
  return (
    <Badge tone={tones[status]} data-testid="post-status">
      {postStatusLabels[status]}
    </Badge>
  )
}

/** 'View on Instagram': the published post on its network, when the network gave a link. */
export function PublishedLink({ post }: { post: Pick<Post, 'status' | 'channel' | 'publishedLink'> }) {
  if (post.status !== 'published' || !post.publishedLink) return null
  return (
    <a
      href={post.publishedLink}
      target="_blank"
      rel="noopener noreferrer"
      className="text-sm font-medium text-brand-700 underline underline-offset-2"
    >
      View on {channelName(post.channel)}
    </a>
  )
}

/** A post the no-answer rule held: it is not published until approved. */
export function HeldBadge({ heldAt }: { heldAt: string | null }) {
  if (!heldAt) return null
  return <Badge tone="red">On hold until approved</Badge>
}
