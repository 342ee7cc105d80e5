import { addOns as addOnCatalogue } from '#shared/catalogue/add-ons.ts'
import { type ChannelId, isChannelId } from '#shared/catalogue/channels.ts'
import { findPlanByProductId } from '#shared/catalogue/plans.ts'
import type { OrderSelection } from '#shared/pricing/selection.ts'
import type { Executor } from '../../db/client.ts'
import type { OrderServices } from '../../db/schema/customers.ts'
import { latestOrderServicesOf, type SubscriptionRow } from './billing.repo.ts'

/** The order's add-ons are stored by display name; this reads them back as a selection's add-ons. */
function addOnsFromOrder(stored: OrderServices['addOns']): OrderSelection['addOns'] {
  const quantityOf = (id: (typeof addOnCatalogue)[number]['id']) =>
    stored[addOnCatalogue.find((a) => a.id === id)?.name ?? '']?.quantity
  return {
    videos: (quantityOf('videos') ?? null) as OrderSelection['addOns']['videos'],
    stories: (quantityOf('stories') ?? null) as OrderSelection['addOns']['stories'],
    carouselPosts: (quantityOf('carousel') ?? 0) as OrderSelection['addOns']['carouselPosts'],
    reports: quantityOf('reports') !== undefined,
  }
}

/** What the subscription buys now: its own selection after a change, else its order's. */
export async function currentSelectionOf(tx: Executor, row: SubscriptionRow): Promise<OrderSelection> {
  if (row.selection) return row.selection
  const plan = findPlanByProductId(row.productId)?.id ?? 'basic'
  const services = await latestOrderServicesOf(tx, row.userId)
  if (!services || services.plan !== plan || !isChannelId(services.freeChannel)) {
    return {
      plan,
      freeChannel: 'facebook',
      additionalChannels: [],
      addOns: { carouselPosts: 0, reports: false },
    }
  }
  return {
    plan,
    freeChannel: services.freeChannel,
    additionalChannels: services.additionalChannels.filter(isChannelId) as ChannelId[],
    addOns: addOnsFromOrder(services.addOns),
  }
}
