/**
 * A plan with extra channels and add-ons, added up by the checkout's own quote (src/shared/pricing): the
 * total a month the visitor would pay, with its parts and the sum written out ('£79 + 2 × £15 + £12 =
 * £121'), which the no-invention guard checks. Never a sum written by hand. An add-on with several sizes
 * and none chosen: each size's total when it is the only one, else its sizes and the question which.
 */
import { type AddOnId, blogTiers, getAddOn, storyTiers, videoTiers } from '#shared/catalogue/add-ons.ts'
import { type ChannelId, channelName, checkoutChannels } from '#shared/catalogue/channels.ts'
import { formatPenceShort as price } from '#shared/format/money.ts'
import { type Quote, quote } from '#shared/pricing/quote.ts'
import {
  CAROUSEL_NEEDS_CHANNEL_MESSAGE,
  type OrderSelection,
  validateSelection,
} from '#shared/pricing/selection.ts'
import { addOnAnswer, faqAnswer, list, planLine, tierList } from './catalogue-text.ts'
import type { CombinationAsked, UnsizedAddOn } from './combination-asked.ts'

/** Channels the visitor only counted stand in for any channel: carousel ones first, so carousels fit. */
const STAND_INS: ChannelId[] = [...checkoutChannels]
  .sort((a, b) => Number(b.supportsCarousel) - Number(a.supportsCarousel))
  .map((channel) => channel.id)

/** A network as the visitor named it: 'LinkedIn' when they did not say which of its two. */
const nameOf = (asked: CombinationAsked, id: ChannelId) => asked.loosely[id] ?? channelName(id)

type Sizes = Pick<OrderSelection['addOns'], 'videos' | 'stories' | 'carouselPosts'>

function selectionOf(asked: CombinationAsked, sizes: Partial<Sizes>): OrderSelection | undefined {
  const spare = STAND_INS.filter((id) => id !== asked.includedChannel && !asked.namedExtras.includes(id))
  const freeChannel = asked.includedChannel ?? spare.shift()
  const additionalChannels = [...asked.namedExtras]
  while (additionalChannels.length < asked.extraChannels) {
    const next = spare.shift()
    if (!next) return undefined
    additionalChannels.push(next)
  }
  if (!freeChannel) return undefined
  return {
    plan: asked.plan.id,
    freeChannel,
    additionalChannels,
    addOns: {
      videos: sizes.videos ?? asked.videos ?? null,
      stories: sizes.stories ?? asked.stories ?? null,
      carouselPosts: sizes.carouselPosts ?? asked.carouselPosts ?? 0,
      reports: asked.reports,
    },
  }
}

/** '£149 + 2 × £15 + 4 × £5 = £189': the quote's priced lines, added up. */
function sumOf(priced: Quote): string {
  const channels = priced.lines.filter((line) => line.kind === 'channel')
  const [channel] = channels
  const terms = [
    ...priced.lines.filter((line) => line.kind === 'plan').map((line) => price(line.pricePence)),
    ...(channel
      ? [
          channels.length === 1
            ? price(channel.pricePence)
            : `${channels.length} × ${price(channel.pricePence)}`,
        ]
      : []),
    ...priced.lines
      .filter((line) => line.kind === 'add-on')
      .map((line) =>
        line.id === 'add-on:carousel'
          ? `${line.quantity} × ${price(line.pricePence / line.quantity)}`
          : price(line.pricePence),
      ),
  ]
  return `${terms.join(' + ')} = ${price(priced.totalPence)}`
}

/** Each add-on line as the pricing page prices it: 'Short-form videos: 8 for £149 a month'. */
function addOnPart(priced: Quote): string[] {
  return priced.lines
    .filter((line) => line.kind === 'add-on')
    .map((line) => {
      const name = getAddOn(line.id.replace('add-on:', '') as AddOnId).name
      if (line.id === 'add-on:reports') return `${name}: ${price(line.pricePence)} a month.`
      if (line.id === 'add-on:carousel')
        return `${name}: ${line.quantity} at ${price(line.pricePence / line.quantity)} each a month.`
      return `${name}: ${line.quantity} for ${price(line.pricePence)} a month.`
    })
}

function channelsPart(asked: CombinationAsked, priced: Quote): string {
  const extras = priced.lines.filter((line) => line.kind === 'channel')
  const [extra] = extras
  const included = asked.includedChannel ? ` (here ${nameOf(asked, asked.includedChannel)})` : ''
  const named =
    asked.namedExtras.length > 0 ? ` (here ${list(asked.namedExtras.map((id) => nameOf(asked, id)))})` : ''
  return extra
    ? `Every plan includes one channel${included}; each additional channel${named} is ${price(extra.pricePence)} a month.`
    : `Every plan includes one channel${included}.`
}

/** What the visitor named, as the answer's first words name it: 'Pro with 2 additional channels and …'. */
function whatIsAddedUp(asked: CombinationAsked, priced: Quote, unsized: UnsizedAddOn[] = []): string {
  const extras = priced.lines.filter((line) => line.kind === 'channel').length
  const channels: string[] = []
  if (asked.includedChannel) channels.push(`${nameOf(asked, asked.includedChannel)} included`)
  if (extras > 0)
    channels.push(
      asked.namedExtras.length === extras
        ? `${list(asked.namedExtras.map((id) => nameOf(asked, id)))} as ${extras === 1 ? 'an additional channel' : 'additional channels'}`
        : `${extras} additional ${extras === 1 ? 'channel' : 'channels'}`,
    )
  const addOns = priced.lines
    .filter((line) => line.kind === 'add-on')
    .map((line) =>
      line.id === 'add-on:reports'
        ? line.label
        : `${line.quantity} ${getAddOn(line.id.replace('add-on:', '') as AddOnId).name}`,
    )
  const parts = [...channels, ...addOns, ...unsized.map((id) => getAddOn(id).name)]
  return parts.length > 0 ? `${asked.plan.title} with ${list(parts)}` : `The ${asked.plan.title} plan`
}

const TIERS: Partial<Record<UnsizedAddOn, readonly { quantity: number; pricePence: number }[]>> = {
  videos: videoTiers,
  stories: storyTiers,
}

/** 'Carousel posts: £5 per carousel post; choose 2, 4, 6, 8 or 10 a month, …': the sizes and their prices. */
const sizesOf = (id: UnsizedAddOn) => addOnAnswer(id).replace(/^[^:]+: .*? Price: /, '')

const NO_HIDDEN_FEES = faqAnswer('Are there any hidden fees').replace(
  /^None: there are no hidden fees\. You/,
  'There are no hidden fees: you',
)

const BLOG_APART = `SEO blog articles are not sold at checkout, so they are not in this total: ${list(blogTiers.map((t) => `${t.words} words for ${price(t.pricePence)}`))}; ask our team to add these to your plan.`

/** The checkout's total for what the visitor named, or undefined when the checkout cannot price it. */
export function monthlyTotal(asked: CombinationAsked): string | undefined {
  const selection = selectionOf(asked, {})
  if (!selection) return undefined
  const checked = validateSelection(selection)
  // 'Basic on Facebook with 4 carousel posts': the checkout's own reason it cannot be bought.
  if (!checked.ok)
    return checked.issues.some((issue) => issue.message === CAROUSEL_NEEDS_CHANNEL_MESSAGE)
      ? `${CAROUSEL_NEEDS_CHANNEL_MESSAGE}.`
      : undefined
  const priced = quote(selection)
  const parts = [
    planLine(asked.plan),
    ...(asked.includedChannel || asked.extraChannels > 0 ? [channelsPart(asked, priced)] : []),
    ...addOnPart(priced),
  ]
  const [single, ...others] = asked.unsized
  const tiers = single && others.length === 0 ? TIERS[single] : undefined
  let opening: string
  if (single && tiers) {
    // One add-on without its size: the total with each of its sizes.
    const each = tiers.map((tier) => {
      const withSize = quote(selectionOf(asked, { [single]: tier.quantity }) ?? selection)
      return { tier, total: withSize.totalPence, sum: sumOf(withSize) }
    })
    const totals = list(each.map((e) => price(e.total))).replace(/ and (?=\S+$)/, ' or ')
    opening = `${whatIsAddedUp(asked, priced, [single])} comes to ${totals} a month, by the size you choose: ${each.map((e) => `with ${e.tier.quantity} ${getAddOn(single).name}, ${e.sum}`).join('; ')}.`
    parts.push(`${getAddOn(single).name}: ${tierList(tiers)} a month.`)
  } else {
    const added = priced.lines.filter((line) => line.pricePence > 0).length > 1 ? `: ${sumOf(priced)}` : ''
    opening = `${whatIsAddedUp(asked, priced)} comes to ${price(priced.totalPence)} a month${added}.`
    // Several add-ons without their sizes: the sizes, and which the visitor wants.
    if (single)
      opening += ` That is before ${list(asked.unsized.map((id) => getAddOn(id).name))}, which come in several sizes: ${asked.unsized.map((id) => (others.length > 0 ? `${getAddOn(id).name}: ${sizesOf(id)}` : sizesOf(id))).join(' ')} Which would you like? I'll add it up.`
  }
  return [opening, ...parts, ...(asked.blog ? [BLOG_APART] : []), NO_HIDDEN_FEES].join(' ')
}
