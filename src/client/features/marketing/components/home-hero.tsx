import { MONEY_BACK_GUARANTEE_DAYS } from '#shared/catalogue/business-rules.ts'
import { trustBadges } from '#shared/catalogue/trust.ts'
import { paths } from '#shared/paths.ts'
import { Link } from '../../../lib/navigation.tsx'
import { scrollToCalendar } from '../../../lib/scroll-to-calendar.ts'
import { fromPrice } from './prices.ts'

export function HomeHero() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="bg-gradient-to-b from-brand-50 to-canvas px-4 pt-12 pb-16"
    >
      <div className="mx-auto max-w-4xl text-center">
        <p className="inline-flex rounded-full bg-brand-100 px-4 py-1.5 text-sm font-semibold text-brand-800">
          Plans from {fromPrice} per month · no contracts
        </p>
        <h1 id="hero-heading" className="mt-6 text-4xl font-extrabold tracking-tight sm:text-display">
          Social media that runs itself, so you can run your business
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted sm:text-xl">
          Our UK team designs, writes and schedules your posts every month, guided by AI research into what
          your local customers are searching for. You approve everything from your phone in minutes.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to={paths.pricing}
            className="inline-flex h-12 items-center justify-center rounded-control bg-brand-600 px-7 text-lg font-semibold text-white hover:bg-brand-700"
          >
            See plans and prices
          </Link>
          <a
            href={`${paths.home}#calendar-booking`}
            onClick={(event) => {
              event.preventDefault()
              scrollToCalendar(0)
            }}
            className="inline-flex h-12 items-center justify-center rounded-control border border-line bg-white px-7 text-lg font-semibold hover:bg-canvas"
          >
            Book a free demo
          </a>
        </div>
        <p className="mt-4 text-sm text-muted">
          {MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee on your first order.
        </p>
      </div>
      <ul aria-label="Why customers trust us" className="mx-auto mt-12 grid max-w-4xl gap-4 sm:grid-cols-3">
        {trustBadges.map((badge) => (
          <li key={badge.id} className="rounded-card border border-line bg-white p-5 text-center shadow-sm">
            <p className="text-2xl font-bold text-brand-700">{badge.value}</p>
            <p className="text-sm text-muted">{badge.label}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
