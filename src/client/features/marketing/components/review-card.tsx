import { useState } from 'react'
import { needsReadMore, type Review } from '#shared/catalogue/reviews.ts'
import { cn } from '../../../lib/cn.ts'
import { useHydrated } from '../../../lib/use-hydrated.ts'

function Stars({ rating }: { rating: number }) {
  return (
    <p role="img" aria-label={`Rated ${rating} out of 5`} className="text-lg tracking-widest text-amber-600">
      {'★'.repeat(rating)}
      <span className="text-gray-300">{'★'.repeat(5 - rating)}</span>
    </p>
  )
}

interface ReviewCardProps {
  review: Review
  /** Long reviews start cut short with a Read more button (the carousel); the grid shows them whole. */
  collapsible?: boolean
  headingLevel?: 'h3' | 'h4'
}

export function ReviewCard({ review, collapsible = false, headingLevel: Heading = 'h3' }: ReviewCardProps) {
  const [expanded, setExpanded] = useState(false)
  const hydrated = useHydrated()
  const long = collapsible && needsReadMore(review)
  const textId = `review-${review.id}-text`
  return (
    <article className="flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
        >
          {review.avatarInitials}
        </span>
        <div>
          <Heading className="font-semibold">{review.name}</Heading>
          <p className="text-sm text-muted">{review.business}</p>
        </div>
      </div>
      <Stars rating={review.rating} />
      <p
        id={long ? textId : undefined}
        className={cn('mt-2 flex-1 text-ink', long && !expanded && 'js-clamp line-clamp-4')}
      >
        {review.text}
      </p>
      <div className="mt-4 flex items-center justify-between gap-4 text-sm">
        <span className="text-muted">{review.timeLabel}</span>
        {long && (
          <button
            type="button"
            className="js-only font-semibold text-brand-700 underline-offset-4 hover:underline"
            aria-expanded={expanded}
            aria-controls={textId}
            disabled={!hydrated}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? 'Read less' : 'Read more'}
            <span className="sr-only"> of {review.name}’s review</span>
          </button>
        )}
      </div>
    </article>
  )
}
