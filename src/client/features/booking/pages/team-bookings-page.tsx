import { useState } from 'react'
import type { BookingKind } from '#shared/schemas/booking.ts'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { Tabs } from '../../../components/ui/tabs.tsx'
import { useBookingAvailability } from '../api/get-booking-availability.ts'
import { AvailabilityForm } from '../components/availability-form.tsx'
import { UpcomingBookingsSection } from '../components/upcoming-bookings-section.tsx'

const HOURS: Record<BookingKind, { title: string; description: string }> = {
  demo: { title: 'Availability', description: 'When visitors can book a free demo call.' },
  support: {
    title: 'Support hours',
    description:
      'When customers on Pro and Premium can book a video call. Premium books any of these hours; Pro the ones within office hours (Monday to Friday, 09:00 to 17:30).',
  },
}

function HoursForm({ kind }: { kind: BookingKind }) {
  const availability = useBookingAvailability(kind)
  if (availability.data) return <AvailabilityForm kind={kind} saved={availability.data} {...HOURS[kind]} />
  if (availability.isError) return <p className="text-danger">Failed to load availability</p>
  return <Spinner />
}

/** Bookings: the calls visitors and customers booked, and the hours they can book them in. */
export default function BookingsPage() {
  const [kind, setKind] = useState<BookingKind>('demo')
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h2 className="text-2xl font-bold">Bookings</h2>
      <UpcomingBookingsSection />
      <Tabs
        label="Hours"
        value={kind}
        onValueChange={(value) => setKind(value as BookingKind)}
        tabs={[
          { value: 'demo', label: 'Demo calls', content: kind === 'demo' ? <HoursForm kind="demo" /> : null },
          {
            value: 'support',
            label: 'Support video calls',
            content: kind === 'support' ? <HoursForm kind="support" /> : null,
          },
        ]}
      />
    </div>
  )
}
