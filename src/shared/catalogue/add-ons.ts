/**
 * Monthly add-ons. Videos, stories, carousel posts and reports are sold in the
 * checkout; SEO blog articles appear on the pricing page only.
 * All money is integer pence.
 */

export type Tier<Q extends number> = { readonly quantity: Q; readonly pricePence: number }

export const videoTiers = [
  { quantity: 4, pricePence: 7900 },
  { quantity: 8, pricePence: 14900 },
  { quantity: 12, pricePence: 21900 },
] as const satisfies readonly Tier<number>[]
export type VideoQuantity = (typeof videoTiers)[number]['quantity']
export const videoQuantities = [4, 8, 12] as const satisfies readonly VideoQuantity[]

export const storyTiers = [
  { quantity: 10, pricePence: 4900 },
  { quantity: 20, pricePence: 8900 },
  { quantity: 30, pricePence: 12900 },
] as const satisfies readonly Tier<number>[]
export type StoryQuantity = (typeof storyTiers)[number]['quantity']
export const storyQuantities = [10, 20, 30] as const satisfies readonly StoryQuantity[]

/** 0 means no carousel posts; the others are the choices offered. */
export const carouselQuantities = [0, 2, 4, 6, 8, 10] as const
export type CarouselQuantity = (typeof carouselQuantities)[number]
export const CAROUSEL_POST_PRICE_PENCE = 500
export const CAROUSEL_IMAGES_MIN = 5
export const CAROUSEL_IMAGES_MAX = 10

export const REPORTS_PRICE_PENCE = 1200

export const blogTiers = [
  { words: 500, pricePence: 2900 },
  { words: 1000, pricePence: 4900 },
  { words: 1500, pricePence: 6900 },
] as const
export type BlogWords = (typeof blogTiers)[number]['words']

export const addOnIds = ['videos', 'stories', 'carousel', 'reports', 'seo-blog'] as const
export type AddOnId = (typeof addOnIds)[number]

export type AddOn = {
  readonly id: AddOnId
  readonly name: string
  readonly description: string
  /** False for add-ons shown on the pricing page but not sold in the checkout. */
  readonly inCheckout: boolean
}

export const addOns = [
  {
    id: 'videos',
    name: 'Short-form videos',
    description:
      'Scroll-stopping vertical videos for Reels, TikTok and Shorts, edited with captions, music and your branding.',
    inCheckout: true,
  },
  {
    id: 'stories',
    name: 'Stories posts',
    description:
      'Day-to-day stories with polls, offers and behind-the-scenes moments that keep your followers coming back.',
    inCheckout: true,
  },
  {
    id: 'carousel',
    name: 'Carousel posts',
    description:
      'Swipeable posts of 5 to 10 images for tips, menus and before-and-afters. Instagram and LinkedIn only.',
    inCheckout: true,
  },
  {
    id: 'reports',
    name: 'Reports and analytics',
    description:
      'A monthly report on reach, engagement and follower growth, with plain-English recommendations.',
    inCheckout: true,
  },
  {
    id: 'seo-blog',
    name: 'SEO blog articles',
    description:
      'Researched articles for your website, written around the searches your local customers actually make.',
    inCheckout: false,
  },
] as const satisfies readonly AddOn[]

/** The pricing page's line on when add-ons are chosen; the page and the site chatbot share it. */
export const ADD_ONS_WHEN =
  'Add extras at checkout or later from your dashboard. Add-ons renew monthly with your plan.'

export function getAddOn(id: AddOnId): AddOn {
  const addOn = addOns.find((a) => a.id === id)
  if (!addOn) throw new RangeError(`Unknown add-on: ${id}`)
  return addOn
}

export function isVideoQuantity(value: unknown): value is VideoQuantity {
  return videoTiers.some((t) => t.quantity === value)
}

export function isStoryQuantity(value: unknown): value is StoryQuantity {
  return storyTiers.some((t) => t.quantity === value)
}

export function isCarouselQuantity(value: unknown): value is CarouselQuantity {
  return (carouselQuantities as readonly unknown[]).includes(value)
}

export function videoTierPrice(quantity: VideoQuantity): number {
  const tier = videoTiers.find((t) => t.quantity === quantity)
  if (!tier) throw new RangeError(`Unknown video tier: ${quantity}`)
  return tier.pricePence
}

export function storyTierPrice(quantity: StoryQuantity): number {
  const tier = storyTiers.find((t) => t.quantity === quantity)
  if (!tier) throw new RangeError(`Unknown stories tier: ${quantity}`)
  return tier.pricePence
}

export function carouselPrice(quantity: CarouselQuantity): number {
  return quantity * CAROUSEL_POST_PRICE_PENCE
}
