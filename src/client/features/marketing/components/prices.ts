import { plans } from '#shared/catalogue/plans.ts'
import { formatPenceShort } from '#shared/format/money.ts'

/** The cheapest plan's monthly price, as the site's "from" price: "£79". */
export const fromPrice = formatPenceShort(Math.min(...plans.map((plan) => plan.pricePence)))
