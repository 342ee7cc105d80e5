/**
 * Social channels. The checkout sells seven; marketing pages list nine
 * (adding TikTok and YouTube Shorts), and the spec keeps both readings.
 */

export const channelIds = [
  'facebook',
  'instagram',
  'x-twitter',
  'linkedin-personal',
  'linkedin-company',
  'google-business',
  'threads',
] as const
/** A channel that can be bought in the checkout. */
export type ChannelId = (typeof channelIds)[number]

export const marketingChannelIds = [...channelIds, 'tiktok', 'youtube-shorts'] as const
export type MarketingChannelId = (typeof marketingChannelIds)[number]

/** One channel is free with every plan; each additional one costs this per month. */
export const EXTRA_CHANNEL_PRICE_PENCE = 1500

export type Channel = {
  readonly id: MarketingChannelId
  readonly name: string
  /** Carousel posts are offered on Instagram and LinkedIn only. */
  readonly supportsCarousel: boolean
}

export const checkoutChannels = [
  { id: 'facebook', name: 'Facebook', supportsCarousel: false },
  { id: 'instagram', name: 'Instagram', supportsCarousel: true },
  { id: 'x-twitter', name: 'X (Twitter)', supportsCarousel: false },
  { id: 'linkedin-personal', name: 'LinkedIn Personal Profile', supportsCarousel: true },
  { id: 'linkedin-company', name: 'LinkedIn Company Page', supportsCarousel: true },
  { id: 'google-business', name: 'Google Business', supportsCarousel: false },
  { id: 'threads', name: 'Threads', supportsCarousel: false },
] as const satisfies readonly (Channel & { id: ChannelId })[]

export const marketingChannels = [
  ...checkoutChannels,
  { id: 'tiktok', name: 'TikTok', supportsCarousel: false },
  { id: 'youtube-shorts', name: 'YouTube Shorts', supportsCarousel: false },
] as const satisfies readonly Channel[]

export function isChannelId(value: unknown): value is ChannelId {
  return typeof value === 'string' && (channelIds as readonly string[]).includes(value)
}

/** A checkout channel by id; throws on an unknown id because callers hold a typed ChannelId. */
export function getChannel(id: ChannelId): Channel {
  const channel = checkoutChannels.find((c) => c.id === id)
  if (!channel) throw new RangeError(`Unknown channel: ${id}`)
  return channel
}

/** Any of the nine marketing channels, or undefined for untrusted input. */
export function findMarketingChannel(id: string | null | undefined): Channel | undefined {
  return marketingChannels.find((c) => c.id === id)
}

/** The checkout channels on which carousel posts exist (Instagram and LinkedIn). */
export const carouselChannelIds: readonly ChannelId[] = checkoutChannels
  .filter((c) => c.supportsCarousel)
  .map((c) => c.id)

/** True when at least one of the order's channels takes carousel posts. */
export function hasCarouselChannel(channels: readonly ChannelId[]): boolean {
  return channels.some((id) => carouselChannelIds.includes(id))
}

export function channelName(id: ChannelId): string {
  return getChannel(id).name
}
