import { DEMO_CALL_OFFER } from '#shared/catalogue/booking.ts'
import { CHECKOUT_GUARANTEE_DAYS } from '#shared/catalogue/business-rules.ts'
import { DEFAULT_PLAN_ID, findPlan, type PlanId } from '#shared/catalogue/plans.ts'
import { paths } from '#shared/paths.ts'
import { PageHead } from '../../../components/page-head.tsx'
import { deferredSection } from '../../../lib/deferred-section.tsx'
import { Link, useSearchParams } from '../../../lib/navigation.tsx'
import { useHydrated } from '../../../lib/use-hydrated.ts'
import { FaqSection } from '../components/faq-section.tsx'
import { PlanCards } from '../components/plan-cards.tsx'
import { fromPrice } from '../components/prices.ts'
import { Section } from '../components/section-heading.tsx'

// The sections below the plans hydrate as the visitor scrolls to them, so the first load stays small.
const PricingDetails = deferredSection(
  'pricing-details',
  async () => (await import('../components/pricing-details.tsx')).default,
)
const PricingReviews = deferredSection(
  'pricing-reviews',
  async () => (await import('../components/pricing-reviews.tsx')).default,
)

const checkoutLink = (plan: PlanId) => `${paths.checkout}?plan=${plan}`

/**
 * The plan named by `?plan=`. The prerendered page has no query string: the highlight appears once the
 * page is live. Read where it is shown rather than by the page, so the page itself never re-renders: a
 * re-render would reach the sections still waiting to hydrate and replace their server HTML.
 */
function useHighlightedPlan(): PlanId | undefined {
  const searchParams = useSearchParams()
  const hydrated = useHydrated()
  return hydrated ? findPlan(searchParams.get('plan'))?.id : undefined
}

function HighlightedPlanCards() {
  const highlighted = useHighlightedPlan()
  return (
    <PlanCards
      highlighted={highlighted}
      action={(plan) => ({ to: checkoutLink(plan.id), label: plan.ctaText })}
    />
  )
}

function GetStartedLink() {
  const highlighted = useHighlightedPlan()
  return (
    <Link
      to={checkoutLink(highlighted ?? DEFAULT_PLAN_ID)}
      className="inline-flex h-12 items-center justify-center rounded-control bg-brand-600 px-7 font-semibold text-white hover:bg-brand-700"
    >
      Get Started
    </Link>
  )
}

export default function PricingPage() {
  return (
    <>
      <PageHead
        title="Pricing"
        description={`Social media plans for UK small businesses from ${fromPrice} per month: designed posts, captions, hashtags and scheduling. Add-ons, extra channels, no contracts.`}
        path={paths.pricing}
      />
      <section
        aria-labelledby="pricing-heading"
        className="bg-gradient-to-b from-brand-50 to-canvas px-4 pt-12 pb-4"
      >
        <div className="mx-auto max-w-6xl">
          <div className="mx-auto max-w-2xl text-center">
            <h1 id="pricing-heading" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
              Plans and pricing
            </h1>
            <p className="mt-4 text-lg text-muted">
              Choose how many posts you want each month. Every plan is billed monthly in pounds sterling and
              renews automatically until you cancel.
            </p>
          </div>
          <h2 className="sr-only">Choose a plan</h2>
          <HighlightedPlanCards />
          <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-muted">
            Prices include design, captions, hashtags and scheduling. {CHECKOUT_GUARANTEE_DAYS}-day money-back
            guarantee on plans (add-ons excluded). No contracts; cancel anytime.
          </p>
        </div>
      </section>
      <PricingDetails />
      <Section labelledBy="pricing-demo-heading">
        <div className="flex flex-col items-center gap-6 rounded-card border border-brand-200 bg-brand-50 p-8 text-center sm:p-12">
          <h2 id="pricing-demo-heading" className="text-3xl font-bold tracking-tight">
            Not sure which plan fits?
          </h2>
          <p className="max-w-2xl text-lg text-muted">{DEMO_CALL_OFFER}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link
              to={`${paths.home}#calendar-booking`}
              className="inline-flex h-12 items-center justify-center rounded-control border border-line bg-white px-7 font-semibold hover:bg-canvas"
            >
              Book a demo
            </Link>
            <GetStartedLink />
          </div>
        </div>
      </Section>
      <PricingReviews />
      <FaqSection />
    </>
  )
}
