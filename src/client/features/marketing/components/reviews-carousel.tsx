import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useRef, useState } from 'react'
import { REVIEWS_VISIBLE_IN_CAROUSEL } from '#shared/catalogue/business-rules.ts'
import { reviews } from '#shared/catalogue/reviews.ts'
import { useHydrated } from '../../../lib/use-hydrated.ts'
import { ReviewCard } from './review-card.tsx'

/** Index of the first review in view, and how many fit (3 on wide screens, fewer on a phone). */
function measure(track: HTMLElement) {
  const slides = [...track.children] as HTMLElement[]
  const step = (slides[1]?.offsetLeft ?? 0) - (slides[0]?.offsetLeft ?? 0) || track.clientWidth
  const visible = Math.max(1, Math.min(REVIEWS_VISIBLE_IN_CAROUSEL, Math.round(track.clientWidth / step)))
  return { first: Math.round(track.scrollLeft / step), visible, slides }
}

/**
 * The reviews, a few at a time, in a scroll-snap strip: previous and next wrap round, and without
 * JavaScript the strip still scrolls sideways.
 */
export function ReviewsCarousel() {
  const trackRef = useRef<HTMLElement>(null)
  const [view, setView] = useState({ first: 0, visible: REVIEWS_VISIBLE_IN_CAROUSEL })
  const last = view.first + view.visible
  // The buttons work once the page is live; until then the strip scrolls by hand.
  const hydrated = useHydrated()

  function go(direction: 1 | -1) {
    const track = trackRef.current
    if (!track) return
    const { first, visible, slides } = measure(track)
    const lastStart = slides.length - visible
    let target = first + direction
    if (target > lastStart) target = 0
    if (target < 0) target = lastStart
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    track.scrollTo({ left: slides[target]?.offsetLeft ?? 0, behavior: reduceMotion ? 'auto' : 'smooth' })
  }

  function onScroll() {
    const track = trackRef.current
    if (!track) return
    const { first, visible } = measure(track)
    if (first !== view.first || visible !== view.visible) setView({ first, visible })
  }

  const navButton =
    'js-only inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-ink shadow-sm hover:bg-brand-50'
  return (
    <div className="mt-10">
      <section
        ref={trackRef}
        aria-label="Client reviews, scroll sideways for more"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        onScroll={onScroll}
        className="relative flex snap-x snap-mandatory gap-6 overflow-x-auto pb-4"
      >
        {reviews.map((review, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: each slide is a labelled group
          <div
            key={review.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${reviews.length}`}
            className="w-full shrink-0 snap-start sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]"
          >
            <ReviewCard review={review} collapsible />
          </div>
        ))}
      </section>
      <div className="mt-4 flex items-center justify-center gap-4">
        <button
          type="button"
          className={navButton}
          onClick={() => go(-1)}
          disabled={!hydrated}
          aria-label="Previous reviews"
        >
          <ChevronLeft aria-hidden="true" />
        </button>
        <p className="min-w-44 text-center text-sm text-muted" aria-live="polite">
          Reviews {view.first + 1} to {Math.min(last, reviews.length)} of {reviews.length}
        </p>
        <button
          type="button"
          className={navButton}
          onClick={() => go(1)}
          disabled={!hydrated}
          aria-label="Next reviews"
        >
          <ChevronRight aria-hidden="true" />
        </button>
      </div>
    </div>
  )
}
