import { ShieldCheck } from 'lucide-react'
import {
  CONTENT_APPROVAL_BUSINESS_DAYS,
  MONEY_BACK_GUARANTEE_DAYS,
} from '#shared/catalogue/business-rules.ts'
import { reviews } from '#shared/catalogue/reviews.ts'
import { paths } from '#shared/paths.ts'
import { Link } from '../../../lib/navigation.tsx'
import { ReviewCard } from './review-card.tsx'
import { Section, SectionHeading } from './section-heading.tsx'

export function Guarantee() {
  return (
    <Section labelledBy="guarantee-heading">
      <div className="grid gap-6 rounded-card bg-brand-800 p-8 text-white sm:p-12 lg:grid-cols-[auto_1fr] lg:items-center">
        <ShieldCheck className="size-16 text-brand-200" aria-hidden="true" />
        <div>
          <h2 id="guarantee-heading" className="text-3xl font-bold tracking-tight">
            {MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee
          </h2>
          <p className="mt-4 text-lg text-brand-100">
            Try us with no risk. If you are not happy with your first order, tell us within{' '}
            {MONEY_BACK_GUARANTEE_DAYS} days and we will refund you.
          </p>
          <ul className="mt-6 grid gap-3 font-semibold sm:grid-cols-3">
            <li>No set-up fees</li>
            <li>No hidden costs</li>
            <li>No contracts, cancel anytime</li>
          </ul>
        </div>
      </div>
    </Section>
  )
}

export function ReviewsGrid() {
  return (
    <Section labelledBy="all-reviews-heading" className="bg-white">
      <SectionHeading id="all-reviews-heading" eyebrow="Reviews" title="Small businesses, big results">
        Cafés, salons, trades and clinics across the UK, in their own words.
      </SectionHeading>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
    </Section>
  )
}

export function FinalCallToAction() {
  return (
    <Section labelledBy="final-cta-heading">
      <div className="text-center">
        <h2 id="final-cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Ready to stop worrying about social media?
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">
          Pick a plan today and your first posts will be ready for you to approve within{' '}
          {CONTENT_APPROVAL_BUSINESS_DAYS} business days. No contract, no set-up fee, and a money-back
          guarantee if it is not for you.
        </p>
        <Link
          to={paths.pricing}
          className="mt-8 inline-flex h-12 items-center justify-center rounded-control bg-brand-600 px-7 text-lg font-semibold text-white hover:bg-brand-700"
        >
          Get Started
        </Link>
      </div>
    </Section>
  )
}
