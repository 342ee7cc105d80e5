import { Pencil } from 'lucide-react'
import { canMove, isEditable } from '#shared/content/post-status.ts'
import type { PostDetail } from '#shared/schemas/content.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import { useTeamPost } from '../api/get-team-post.ts'
import { useMovePost } from '../api/move-post.ts'
import { useDeletePostImage } from '../api/post-images.ts'
import { ChangeWindow, LateMarker } from './change-window.tsx'
import { CommentForm, CommentList } from './comment-thread.tsx'
import { ConfirmInline } from './confirm-inline.tsx'
import { postTitle } from './customer-post-card.tsx'
import { PostPreview } from './post-preview.tsx'
import { HeldBadge, PublishedLink, StatusBadge } from './status-badge.tsx'
import { VersionHistory } from './version-history.tsx'

function PostActions({ post, onEdit }: { post: PostDetail; onEdit(): void }) {
  const move = useMovePost()
  async function run(action: 'schedule' | 'publish') {
    try {
      const { notice } = await move.mutateAsync({ postId: post.id, action })
      void toast.success(notice)
    } catch (error) {
      void toast.error('Could not update the post', { description: errorMessage(error, 'Please try again.') })
    }
  }
  return (
    <div className="flex flex-wrap gap-2">
      {isEditable(post.status) ? (
        <Button size="sm" onClick={onEdit}>
          <Pencil className="size-4" aria-hidden="true" />
          Edit Post
        </Button>
      ) : null}
      {canMove(post.status, 'schedule') ? (
        <Button size="sm" onClick={() => run('schedule')} disabled={move.isPending}>
          Schedule
        </Button>
      ) : null}
      {canMove(post.status, 'publish') ? (
        <ConfirmInline
          label="Mark as Published"
          question="Mark this post as published? This cannot be undone."
          confirmLabel="Mark as Published"
          variant="primary"
          busy={move.isPending}
          onConfirm={() => run('publish')}
        />
      ) : null}
    </div>
  )
}

function Images({ post }: { post: PostDetail }) {
  const remove = useDeletePostImage()
  if (post.images.length === 0) return null
  async function removeImage(imageId: string) {
    try {
      const { notice } = await remove.mutateAsync({ postId: post.id, imageId })
      void toast.success(notice)
    } catch (error) {
      void toast.error('Could not remove the image', {
        description: errorMessage(error, 'Please try again.'),
      })
    }
  }
  return (
    <ul className="flex flex-col gap-2" aria-label="Images">
      {post.images.map((image, index) => (
        <li key={image.id} className="flex flex-wrap items-center gap-3">
          <img src={image.thumbUrl} alt={`Design ${index + 1}`} className="size-16 rounded object-cover" />
          <span className="text-sm text-muted">
            {image.width} × {image.height}
          </span>
          {isEditable(post.status) ? (
            <ConfirmInline
              label="Remove"
              question="Remove this image?"
              confirmLabel="Remove"
              variant="danger"
              busy={remove.isPending}
              onConfirm={() => removeImage(image.id)}
            />
          ) : null}
        </li>
      ))}
    </ul>
  )
}

function Detail({ post, customerName, onEdit }: { post: PostDetail; customerName: string; onEdit(): void }) {
  return (
    <div className="flex flex-col gap-5">
      <p className="flex flex-wrap items-center gap-2">
        <StatusBadge status={post.status} />
        <HeldBadge heldAt={post.heldAt} />
        <PublishedLink post={post} />
        <span className="text-sm text-muted">Version {post.version}</span>
      </p>
      <ChangeWindow scheduledAt={post.scheduledAt} status={post.status} />
      {post.status === 'changes_requested' && post.lastChangeRequest ? (
        <div className="rounded-control bg-red-50 p-3 text-sm text-red-900">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            Changes requested {post.lastChangeRequest.lateRequest ? <LateMarker /> : null}
          </p>
          <p className="mt-1 whitespace-pre-line break-words">{post.lastChangeRequest.comment}</p>
        </div>
      ) : null}
      <PostActions post={post} onEdit={onEdit} />
      <PostPreview post={post} customerName={customerName} />
      <Images post={post} />
      <section aria-labelledby="post-comments" className="flex flex-col gap-3">
        <h3 id="post-comments" className="font-semibold">
          Comments
        </h3>
        <CommentList comments={post.comments} side="team" />
        <CommentForm postId={post.id} side="team" label="Add a comment for the customer" />
      </section>
      <section aria-labelledby="post-history" className="flex flex-col gap-3">
        <h3 id="post-history" className="font-semibold">
          Version history
        </h3>
        <VersionHistory versions={post.versions} />
      </section>
    </div>
  )
}

interface TeamPostDialogProps {
  postId: string
  customerName: string
  onClose(): void
  onEdit(post: PostDetail): void
}

/** One post for the team: preview, status actions, images, the comment thread and the version history. */
export function TeamPostDialog({ postId, customerName, onClose, onEdit }: TeamPostDialogProps) {
  const post = useTeamPost(postId)
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={post.data ? postTitle(post.data) : 'Post'}
    >
      {post.isPending ? <Spinner /> : null}
      {post.isError ? (
        <p className="text-danger">{errorMessage(post.error, 'We could not load the post.')}</p>
      ) : null}
      {post.data ? (
        <Detail post={post.data} customerName={customerName} onEdit={() => onEdit(post.data)} />
      ) : null}
    </Dialog>
  )
}
