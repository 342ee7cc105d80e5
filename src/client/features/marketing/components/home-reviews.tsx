import { ReviewsCarousel } from './reviews-carousel.tsx'
import { Section, SectionHeading } from './section-heading.tsx'

export default function HomeReviews() {
  return (
    <Section id="home-reviews" labelledBy="carousel-heading">
      <SectionHeading
        id="carousel-heading"
        eyebrow="Loved by local businesses"
        title="What our clients say"
      />
      <ReviewsCarousel />
    </Section>
  )
}
