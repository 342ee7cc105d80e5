import { CalendarDays } from 'lucide-react'
import { useEffect } from 'react'
import { CALENDAR_ELEMENT_ID } from '#shared/catalogue/business-rules.ts'
import { deferredSection } from '../../../lib/deferred-section.tsx'
import { useLocation } from '../../../lib/navigation.tsx'
import { scrollToCalendar } from '../../../lib/scroll-to-calendar.ts'
import { BOOKING_WIDGET_ID } from './widget-id.ts'

// The times, the form and the data layer they need load as the visitor nears the section (the home
// page's first load stays within its budget); until then the prerendered form shows, at its full size.
const BookingWidget = deferredSection(
  BOOKING_WIDGET_ID,
  async () => (await import('./booking-widget.tsx')).default,
)

/**
 * The demo-booking section that every Book Demo, Schedule a call and Arrange a demo call reaches:
 * free times in the visitor's own time zone and a short form. The chatbot's booking link opens it
 * with name and e-mail filled in (see lib/hand-off.ts).
 */
export function DemoBooking() {
  const { hash, key } = useLocation()
  // Links to /#calendar-booking from other pages land here once this page has rendered.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again on every visit to the link
  useEffect(() => {
    if (hash.startsWith(`#${CALENDAR_ELEMENT_ID}`)) scrollToCalendar()
  }, [hash, key])
  return (
    <section
      id={CALENDAR_ELEMENT_ID}
      tabIndex={-1}
      aria-labelledby="demo-heading"
      className="scroll-mt-20 px-4 py-16 outline-none sm:py-20"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-8">
        <div className="flex flex-col items-center gap-4 text-center">
          <CalendarDays className="size-10 text-brand-700" aria-hidden="true" />
          <h2 id="demo-heading" className="text-3xl font-bold tracking-tight">
            Book a free demo call
          </h2>
          <p className="max-w-2xl text-lg text-muted">
            See real posts we have made for businesses like yours, ask anything about plans and approvals, and
            get honest advice on which channels are worth your time. No obligation and no sales script.
          </p>
        </div>
        {/* Holds the widget's place while its code loads after an in-app navigation. */}
        <div className="min-h-[40rem]">
          <BookingWidget />
        </div>
      </div>
    </section>
  )
}
