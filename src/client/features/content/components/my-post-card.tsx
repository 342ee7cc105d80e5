import { ChevronDown } from 'lucide-react'
import { useId, useState } from 'react'
import type { Post } from '#shared/schemas/content.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { cn } from '../../../lib/cn.ts'
import { useAnswerPost } from '../api/answer-post.ts'
import { useMyPost } from '../api/get-my-post.ts'
import { answerHandlers } from '../lib/answer-handlers.ts'
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

  const { approve, requestChanges } = answerHandlers(post.id, answer.mutateAsync)

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
