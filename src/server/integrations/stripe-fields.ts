/** Reading and writing the fields of Stripe's objects, the same way in every feature that talks to Stripe. */

/** An expandable field's id: Stripe sends either the id or the object. */
export const stripeId = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null)

/** Stripe's timestamps are whole seconds. */
export const toStripeSeconds = (date: Date): number => Math.floor(date.getTime() / 1000)

export const fromStripeSeconds = (value: number | null | undefined): Date | null =>
  typeof value === 'number' ? new Date(value * 1000) : null

/** A version number we keep in an object's metadata under `key`; 0 when there is none. */
export function versionInMetadata(object: { metadata?: Record<string, string> | null }, key: string): number {
  const version = Number.parseInt(object.metadata?.[key] ?? '', 10)
  return Number.isFinite(version) ? version : 0
}

/** Stripe's subscription status in our three states. */
export function subscriptionStatusFromStripe(status: string): 'active' | 'past_due' | 'canceled' {
  if (status === 'active' || status === 'trialing') return 'active'
  if (status === 'canceled' || status === 'incomplete_expired') return 'canceled'
  return 'past_due'
}
