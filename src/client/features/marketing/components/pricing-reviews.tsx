import { ReviewsCarousel } from './reviews-carousel.tsx'
import { Section, SectionHeading } from './section-heading.tsx'

export default function PricingReviews() {
  return (
    <Section id="pricing-reviews" labelledBy="pricing-reviews-heading" className="bg-white">
      <SectionHeading id="pricing-reviews-heading" eyebrow="Reviews" title="What our clients say" />
      <ReviewsCarousel />
    </Section>
  )
}
