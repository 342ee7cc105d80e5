import { CalendarDays } from 'lucide-react'
import { useEffect } from 'react'
import { Link, useLocation } from 'react-router'
import {
  CALENDAR_ELEMENT_ID,
  SUPPORT_REPLY_WITHIN_HOURS,
} from '../../../../shared/catalogue/business-rules.ts'
import { paths } from '../../../../shared/paths.ts'
import { scrollToCalendar } from '../../../lib/scroll-to-calendar.ts'

/**
 * The demo-booking section that the Book Demo and Schedule a call buttons scroll to. Until online
 * booking exists it sends visitors to the contact page to arrange a call.
 */
export function DemoBooking() {
  const { hash, key } = useLocation()
  // Links to /#calendar-booking from other pages land here once this page has rendered.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again on every visit to the link
  useEffect(() => {
    if (hash === `#${CALENDAR_ELEMENT_ID}`) scrollToCalendar()
  }, [hash, key])
  return (
    <section
      id={CALENDAR_ELEMENT_ID}
      tabIndex={-1}
      aria-labelledby="demo-heading"
      className="scroll-mt-20 px-4 py-16 outline-none sm:py-20"
    >
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 rounded-card border border-brand-200 bg-brand-50 p-8 text-center sm:p-12">
        <CalendarDays className="size-10 text-brand-700" aria-hidden="true" />
        <h2 id="demo-heading" className="text-3xl font-bold tracking-tight">
          Book a free demo call
        </h2>
        <p className="max-w-2xl text-lg text-muted">
          See real posts we have made for businesses like yours, ask anything about plans and approvals, and
          get honest advice on which channels are worth your time. No obligation and no sales script.
        </p>
        <p className="max-w-2xl text-muted">
          Online booking is on its way. For now, tell us when suits you and we will confirm a time by email
          within {SUPPORT_REPLY_WITHIN_HOURS} hours.
        </p>
        <Link
          to={paths.contact}
          className="inline-flex h-12 items-center justify-center rounded-control bg-brand-600 px-7 text-lg font-semibold text-white hover:bg-brand-700"
        >
          Arrange a demo call
        </Link>
      </div>
    </section>
  )
}
