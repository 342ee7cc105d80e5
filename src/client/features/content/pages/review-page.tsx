import { CalendarClock, CircleCheck, LinkIcon } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { CONTENT_MESSAGES } from '#shared/content/content-messages.ts'
import { formatDateTime } from '#shared/format/dates.ts'
import { paths, reviewPagePath } from '#shared/paths.ts'
import type { ReviewBatchView, ReviewPost } from '#shared/schemas/content.ts'
import { PageHead } from '../../../components/page-head.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { useAnswerThroughLink, useReview } from '../api/review-link.ts'
import { CommentList } from '../components/comment-thread.tsx'
import { CustomerPostCard } from '../components/customer-post-card.tsx'
import { answerHandlers } from '../lib/answer-handlers.ts'

function ReviewPostCard({ token, post, name }: { token: string; post: ReviewPost; name: string }) {
  const answer = useAnswerThroughLink(token)

  const { approve, requestChanges } = answerHandlers(post.id, answer.mutateAsync)

  return (
    <CustomerPostCard
      post={post}
      customerName={name}
      canAnswer={post.canAnswer}
      answering={answer.isPending}
      onApprove={approve}
      onRequestChanges={requestChanges}
      thread={
        post.comments.length > 0 ? (
          <section aria-label="Comments" className="flex flex-col gap-2">
            <h4 className="font-semibold">Comments</h4>
            <CommentList comments={post.comments} side="review" />
          </section>
        ) : null
      }
    />
  )
}

function Batch({ token, view }: { token: string; view: ReviewBatchView }) {
  const open = view.posts.filter((post) => post.canAnswer).length
  return (
    <>
      <p className="text-lg">
        Posts for <span className="font-semibold">{view.customerName}</span>. This link works until{' '}
        {formatDateTime(view.batch.expiresAt)}.
      </p>
      <Card className="flex items-start gap-3 p-4">
        <CalendarClock className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
        <p>
          <span className="font-semibold">If you do not answer in time: </span>
          {view.noAnswerRuleDescription}
        </p>
      </Card>
      {open === 0 ? (
        <p role="status" className="flex items-center gap-2 rounded-control bg-green-50 p-4 text-green-900">
          <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
          Every post in this link has been answered. Thank you! Sign in to see your whole calendar.
        </p>
      ) : (
        <p className="text-muted" aria-live="polite">
          {open} of {view.posts.length} {view.posts.length === 1 ? 'post' : 'posts'} waiting for your answer.
        </p>
      )}
      <h2 className="text-xl font-semibold">Your posts</h2>
      <div className="flex flex-col gap-4">
        {view.posts.map((post) => (
          <ReviewPostCard key={post.id} token={token} post={post} name={view.customerName} />
        ))}
      </div>
    </>
  )
}

/** Why a link does not open: expired links and altered or unknown ones read differently. */
function LinkProblem({ message }: { message: string }) {
  const expired = message === CONTENT_MESSAGES.reviewLinkExpired
  return (
    <Card className="flex flex-col items-start gap-4 p-8">
      <LinkIcon className="size-10 text-brand-700" aria-hidden="true" />
      <h2 className="text-2xl font-bold">
        {expired ? 'This review link has expired' : 'This review link does not work'}
      </h2>
      <p role="alert">{message}</p>
      <Button asChild>
        <Link to={paths.auth}>Sign in to review your posts</Link>
      </Button>
    </Card>
  )
}

/** The login-free review a 'Your posts are ready for review' e-mail links to: Approve or Request Changes. */
export default function ReviewPage() {
  const token = useParams().token ?? ''
  const review = useReview(token)
  return (
    <>
      <PageHead
        title="Review your posts"
        description="Approve your upcoming posts or ask for changes."
        path={reviewPagePath(token)}
        noindex
      />
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-12">
        <h1 className="text-3xl font-bold">Review your posts</h1>
        {review.isPending ? <Spinner label="Opening your posts..." /> : null}
        {review.isError ? (
          <LinkProblem message={errorMessage(review.error, CONTENT_MESSAGES.reviewLinkInvalid)} />
        ) : null}
        {review.data ? <Batch token={token} view={review.data} /> : null}
      </div>
    </>
  )
}
