import { paths } from '#shared/paths.ts'
import { DemoBooking } from '../../features/booking/components/demo-booking.tsx'
import { FaqSection } from '../../features/marketing/components/faq-section.tsx'
import {
  AiResearch,
  Comparison,
  HowItWorks,
  WhyUs,
} from '../../features/marketing/components/feature-sections.tsx'
import { PlanCards } from '../../features/marketing/components/plan-cards.tsx'
import {
  FinalCallToAction,
  Guarantee,
  ReviewsGrid,
} from '../../features/marketing/components/promise-sections.tsx'
import { Section, SectionHeading } from '../../features/marketing/components/section-heading.tsx'

/** The home page below the reviews carousel, in the order the spec gives. */
export default function HomeMore() {
  return (
    <div id="home-more">
      <WhyUs />
      <AiResearch />
      <Comparison />
      <Section labelledBy="plans-heading">
        <SectionHeading id="plans-heading" eyebrow="Plans" title="Simple monthly plans">
          Every plan includes design, captions, hashtags, scheduling and unlimited revisions.
        </SectionHeading>
        <PlanCards
          action={(plan) => ({
            to: `${paths.pricing}?plan=${plan.title.toLowerCase()}`,
            label: `See the ${plan.title} plan`,
          })}
        />
      </Section>
      <Guarantee />
      <ReviewsGrid />
      <HowItWorks />
      <FaqSection />
      <DemoBooking />
      <FinalCallToAction />
    </div>
  )
}
