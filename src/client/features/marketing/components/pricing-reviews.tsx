import { FaqSection } from './faq-section.tsx'
import { ReviewsCarousel } from './reviews-carousel.tsx'
import { Section, SectionHeading } from './section-heading.tsx'

/** The pricing page's reviews and questions, at its foot: hydrated as the visitor scrolls to them. */
export default function PricingReviews() {
  return (
    <div id="pricing-reviews">
      <Section labelledBy="pricing-reviews-heading" className="bg-white">
        <SectionHeading id="pricing-reviews-heading" eyebrow="Reviews" title="What our clients say" />
        <ReviewsCarousel />
      </Section>
      <FaqSection />
    </div>
  )
}
