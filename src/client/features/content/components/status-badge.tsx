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
