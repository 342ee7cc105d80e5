import { BRAND } from '#shared/brand.ts'
import { formatPence } from '#shared/format/money.ts'
import { type RenderedEmail, renderLayout } from './layout.ts'

export interface OrderConfirmationInput {
  planTitle: string
  /** One line per priced item, as stored with the order: "Pro plan (20 posts/month): £149.00". */
  items: readonly string[]
  subtotalPence: number
  discountPence: number
  totalPence: number
  signInUrl: string
  /** True when the order was added to an account that already existed. */
  returningCustomer: boolean
}

/** The order confirmation: every line and the monthly total; a returning customer is told where it went. */
export function orderConfirmationEmail(input: OrderConfirmationInput): RenderedEmail {
  const totals = [
    `Subtotal: ${formatPence(input.subtotalPence)}`,
    ...(input.discountPence > 0 ? [`Discount: -${formatPence(input.discountPence)}`] : []),
    `Total: ${formatPence(input.totalPence)} per month`,
  ]
  const intro = input.returningCustomer
    ? `Thank you for your new order. It has been added to your existing ${BRAND.name} account, so there is no new account or password: sign in with your usual e-mail and password.`
    : `Thank you for your order. Your payment was successful. A separate e-mail has your login details.`
  return renderLayout(`Your ${BRAND.name} order confirmation`, {
    heading: input.returningCustomer ? 'Order added to your account' : 'Order confirmed',
    paragraphs: [
      intro,
      `Your order (${input.planTitle} plan):`,
      ...input.items,
      ...totals,
      'Your secure shared drive folder will be ready within 24 hours. Plans and add-ons renew monthly; there is no contract and you can cancel anytime.',
    ],
    ...(input.returningCustomer ? { action: { label: 'Go to your dashboard', url: input.signInUrl } } : {}),
  })
}
