import { ChevronDown } from 'lucide-react'
import { useId, useState } from 'react'
import type { Post } from '#shared/schemas/content.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { cn } from '../../../lib/cn.ts'
import { toast } from '../../../lib/toast.ts'
import { useAnswerPost } from '../api/answer-post.ts'
import { useMyPost } from '../api/get-my-post.ts'
import { CommentForm, CommentList } from './comment-thread.tsx'
import { CustomerPostCard } from './customer-post-card.tsx'

/** The comments under a post, loaded when first opened. */
function MyPostThread({ postId }: { postId: string }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const detail = useMyPost(postId, open)
  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="ghost"
        size="sm"
        className="self-start"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        Comments
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </Button>
      {open ? (
        <div id={panelId} className="flex flex-col gap-3">
          {detail.isPending ? <Spinner label="Loading comments..." /> : null}
          {detail.isError ? <p className="text-danger">We could not load the comments.</p> : null}
          {detail.data ? <CommentList comments={detail.data.comments} side="customer" /> : null}
          <CommentForm postId={postId} side="customer" label="Add a comment" />
        </div>
      ) : null}
    </div>
  )
}

/** One of the signed-in customer's posts, with Approve, Request Changes and the comment thread. */
export function MyPostCard({ post, customerName }: { post: Post; customerName: string }) {
  const answer = useAnswerPost()

  async function approve() {
    try {
      const { notice } = await answer.mutateAsync({ postId: post.id, kind: 'approve' })
      void toast.success(notice)
    } catch (error) {
      void toast.error('Could not approve the post', {
        description: errorMessage(error, 'Please try again.'),
      })
    }
  }

  async function requestChanges(comment: string) {
    try {
      const { notice } = await answer.mutateAsync({ postId: post.id, kind: 'request-changes', comment })
      void toast.success(notice)
      return true
    } catch (error) {
      void toast.error('Could not send your request', {
        description: errorMessage(error, 'Please try again.'),
      })
      return false
    }
  }

  return (
    <CustomerPostCard
      post={post}
      customerName={customerName}
      canAnswer
      answering={answer.isPending}
      onApprove={approve}
      onRequestChanges={requestChanges}
      thread={<MyPostThread postId={post.id} />}
    />
  )
}
