import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { formatDateTime } from '#shared/format/dates.ts'
import { commentRequestSchema, type PostComment } from '#shared/schemas/content.ts'
import { Button } from '../../../components/ui/button.tsx'
import { TextareaField } from '../../../components/ui/field.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import { type CommentSide, useAddComment } from '../api/add-comment.ts'
import { LateMarker } from './change-window.tsx'

const authorLabels: Record<PostComment['authorKind'], string> = {
  team: 'PostCraft team',
  customer: 'Customer',
  review_link: 'Customer (review link)',
}

function authorOf(comment: PostComment, side: CommentSide | 'review'): string {
  if (comment.authorKind === 'team')
    return side === 'team' ? (comment.authorName ?? 'Team') : authorLabels.team
  return comment.authorName ?? authorLabels[comment.authorKind]
}

/** The post's comments, oldest first; requests for changes are marked, late ones flagged. */
export function CommentList({
  comments,
  side,
}: {
  comments: readonly PostComment[]
  side: CommentSide | 'review'
}) {
  if (comments.length === 0) return <p className="text-sm text-muted">No comments yet.</p>
  return (
    <ol className="flex flex-col gap-3" aria-label="Comments">
      {comments.map((comment) => (
        <li key={comment.id} className="rounded-control border border-line bg-canvas p-3">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-semibold">{authorOf(comment, side)}</span>
            <span className="text-muted">{formatDateTime(comment.createdAt)}</span>
            {comment.kind === 'change_request' ? (
              <span className="font-medium text-danger">Requested changes</span>
            ) : null}
            {comment.lateRequest ? <LateMarker /> : null}
          </p>
          <p className="mt-1 whitespace-pre-line break-words">{comment.body}</p>
        </li>
      ))}
    </ol>
  )
}

/** A new comment on the post, from the team or the signed-in customer. */
export function CommentForm({ postId, side, label }: { postId: string; side: CommentSide; label: string }) {
  const add = useAddComment()
  const form = useForm({ resolver: zodResolver(commentRequestSchema), defaultValues: { body: '' } })
  const { errors, isSubmitting } = form.formState
  const submit = form.handleSubmit(async ({ body }) => {
    try {
      const { notice } = await add.mutateAsync({ side, postId, body })
      void toast.success(notice)
      form.reset()
    } catch (error) {
      void toast.error('Could not add the comment', { description: errorMessage(error, 'Please try again.') })
    }
  })
  return (
    <form noValidate className="flex flex-col gap-2" onSubmit={submit}>
      <TextareaField label={label} rows={2} error={errors.body?.message} {...form.register('body')} />
      <Button type="submit" size="sm" variant="secondary" className="self-end" disabled={isSubmitting}>
        {isSubmitting ? 'Adding...' : 'Add Comment'}
      </Button>
    </form>
  )
}
