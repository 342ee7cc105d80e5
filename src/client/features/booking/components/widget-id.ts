/** The element the deferred booking widget hydrates into (kept apart so the page chunk stays small). */
export const BOOKING_WIDGET_ID = 'calendar-booking-widget'
