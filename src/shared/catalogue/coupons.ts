/** Coupon codes accepted at checkout. Codes are compared trimmed and case-insensitively. */

export type Coupon = {
  readonly code: string
  readonly percentOff: number
  readonly description: string
}

export const coupons = [
  { code: 'SPECIAL10', percentOff: 10, description: '10% off your order subtotal' },
] as const satisfies readonly Coupon[]

/** The canonical form of what a visitor typed: " special10 " → "SPECIAL10". */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase()
}

export function findCoupon(code: string | null | undefined): Coupon | undefined {
  if (typeof code !== 'string') return undefined
  const wanted = normaliseCouponCode(code)
  if (wanted === '') return undefined
  return coupons.find((c) => c.code === wanted)
}
