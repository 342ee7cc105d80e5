import { Spinner } from '../../../components/ui/spinner.tsx'
import { useBookingAvailability } from '../api/get-booking-availability.ts'
import { AvailabilityForm } from '../components/availability-form.tsx'
import { UpcomingBookingsSection } from '../components/upcoming-bookings-section.tsx'

/** Bookings: the demo calls visitors booked, and when they can book them. */
export default function BookingsPage() {
  const availability = useBookingAvailability()
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h2 className="text-2xl font-bold">Bookings</h2>
      <UpcomingBookingsSection />
      {availability.data ? (
        <AvailabilityForm saved={availability.data} />
      ) : availability.isError ? (
        <p className="text-danger">Failed to load availability</p>
      ) : (
        <Spinner />
      )}
    </div>
  )
}
