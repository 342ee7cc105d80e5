import { createHmac, timingSafeEqual } from 'node:crypto'
import { paths } from '#shared/paths.ts'

/**
 * Signed, expiring links to a booking, for the visitor who made it (no account needed): the token is
 * `v1.<booking id>.<sequence>.<expiry in epoch seconds>.<HMAC-SHA256 of the rest>`. It expires when the
 * call starts, and names the booking's sequence, so a moved booking's earlier links stop working. The
 * key is derived from the server's auth secret for this purpose only (changing AUTH_SECRET ends them).
 */
export interface LinkedBooking {
  id: string
  sequence: number
  startAt: Date
}

export type LinkCheck =
  | { ok: true; bookingId: string; sequence: number }
  | { ok: false; reason: 'invalid' | 'expired' }

const VERSION = 'v1'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const WHOLE = /^\d{1,12}$/

export type LinkAction = 'cancel' | 'reschedule'

export class BookingLinks {
  private readonly key: Buffer
  private readonly appUrl: string

  constructor(authSecret: string, appUrl: string) {
    this.key = createHmac('sha256', authSecret).update('postcraft:demo-booking-links').digest()
    this.appUrl = appUrl
  }

  token(booking: LinkedBooking): string {
    const expires = Math.floor(booking.startAt.getTime() / 1000)
    const body = `${VERSION}.${booking.id}.${booking.sequence}.${expires}`
    return `${body}.${this.sign(body)}`
  }

  /** The booking page for this booking, opened on one action when given. */
  url(booking: LinkedBooking, action?: LinkAction): string {
    const query = new URLSearchParams({ token: this.token(booking), ...(action ? { action } : {}) })
    return `${this.appUrl}${paths.manageBooking}?${query}`
  }

  /** The signature is checked first: a token whose expiry was altered is invalid, not expired. */
  verify(token: string, now: Date): LinkCheck {
    const parts = token.split('.')
    if (parts.length !== 5) return { ok: false, reason: 'invalid' }
    const [version, id = '', sequence = '', expires = '', signature = ''] = parts
    const body = parts.slice(0, 4).join('.')
    const expected = Buffer.from(this.sign(body))
    const given = Buffer.from(signature)
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return { ok: false, reason: 'invalid' }
    if (version !== VERSION || !UUID.test(id) || !WHOLE.test(sequence) || !WHOLE.test(expires))
      return { ok: false, reason: 'invalid' }
    if (Number(expires) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' }
    return { ok: true, bookingId: id, sequence: Number(sequence) }
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url')
  }
}
