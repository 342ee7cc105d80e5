import { type PostStatus, postStatusLabels } from '#shared/content/post-status.ts'
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

/** A post the no-answer rule held: it is not published until approved. */
export function HeldBadge({ heldAt }: { heldAt: string | null }) {
  if (!heldAt) return null
  return <Badge tone="red">On hold until approved</Badge>
}
