import { canMove } from '#shared/content/post-status.ts'
import type { Post } from '#shared/schemas/content.ts'
import { Checkbox } from '../../../components/ui/checkbox.tsx'
import { LateMarker } from './change-window.tsx'
import { postTitle } from './customer-post-card.tsx'
import { HeldBadge, PublishedLink, StatusBadge } from './status-badge.tsx'

const EXCERPT_CHARACTERS = 100

export const canSend = (post: Post) => canMove(post.status, 'send_for_review')

interface TeamPostListProps {
  posts: readonly Post[]
  selected: ReadonlySet<string>
  onSelect(postId: string, selected: boolean): void
  onOpen(postId: string): void
}

/** The team's posts: status, a caption excerpt, the latest change request; drafts and revisions selectable. */
export function TeamPostList({ posts, selected, onSelect, onOpen }: TeamPostListProps) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Posts">
      {posts.map((post) => {
        const title = postTitle(post)
        const [image] = post.images
        return (
          <li key={post.id} className="flex items-start gap-3 rounded-card border border-line bg-surface p-3">
            <div className="w-5 pt-1">
              {canSend(post) ? (
                <Checkbox
                  checked={selected.has(post.id)}
                  onCheckedChange={(checked) => onSelect(post.id, checked)}
                  label={<span className="sr-only">Select {title}</span>}
                />
              ) : null}
            </div>
            {image ? (
              <img src={image.thumbUrl} alt="" className="size-14 shrink-0 rounded object-cover" />
            ) : null}
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <button
                type="button"
                onClick={() => onOpen(post.id)}
                className="self-start text-left font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                {title}
              </button>
              <p className="flex flex-wrap items-center gap-2">
                <StatusBadge status={post.status} />
                <HeldBadge heldAt={post.heldAt} />
                <PublishedLink post={post} />
                <span className="text-sm text-muted">Version {post.version}</span>
              </p>
              <p className="text-sm break-words text-muted">
                {post.caption.length > EXCERPT_CHARACTERS
                  ? `${post.caption.slice(0, EXCERPT_CHARACTERS)}…`
                  : post.caption || 'No caption yet'}
              </p>
              {post.status === 'changes_requested' && post.lastChangeRequest ? (
                <p className="flex flex-wrap items-center gap-2 text-sm text-red-900">
                  <span className="break-words">“{post.lastChangeRequest.comment}”</span>
                  {post.lastChangeRequest.lateRequest ? <LateMarker /> : null}
                </p>
              ) : null}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
