/**
 * What a visitor asks to be added up: 'Pro with Instagram as the included channel and Facebook as an
 * additional one', 'basic + 2 extra channels + the reports add on', 'Premium plus 20 stories'. Read from
 * the normalised question, in the catalogue's own terms (channel ids, add-on sizes), for the checkout's
 * quote to price (monthly-total.ts).
 */
import {
  type CarouselQuantity,
  carouselQuantities,
  type StoryQuantity,
  storyQuantities,
  type VideoQuantity,
  videoQuantities,
} from '#shared/catalogue/add-ons.ts'
import type { ChannelId } from '#shared/catalogue/channels.ts'
import type { Plan } from '#shared/catalogue/plans.ts'
import { has } from './catalogue-text.ts'

/** An add-on with several sizes, named without one: 'Pro with videos'. */
export type UnsizedAddOn = 'videos' | 'stories' | 'carousel'

export interface CombinationAsked {
  plan: Plan
  /** The network the visitor named as the one included with the plan, if any. */
  includedChannel?: ChannelId
  /** The networks the visitor named as additional, in their order. */
  namedExtras: ChannelId[]
  /** A network named less exactly than the checkout names it: plain 'LinkedIn', either of its two. */
  loosely: Partial<Record<ChannelId, string>>
  /** How many additional channels in all (named or only counted). */
  extraChannels: number
  videos?: VideoQuantity
  stories?: StoryQuantity
  carouselPosts?: CarouselQuantity
  reports: boolean
  unsized: UnsizedAddOn[]
  /** SEO blog articles, which the checkout does not sell. */
  blog: boolean
}

/** The checkout's networks, as a normalised question names them. */
const NETWORKS: [ChannelId, RegExp][] = [
  ['facebook', /\bfacebook\b/g],
  ['instagram', /\binstagram\b/g],
  ['x-twitter', /\bx twitter\b|\btwitter\b|\b(?<=(and|plus|with|or|on) )x\b/g],
  ['linkedin-company', /\blinkedin (company|business)( page)?\b/g],
  ['linkedin-personal', /\blinkedin\b(?! (company|business))/g],
  ['google-business', /\bgoogle (business|my business|profile)\b/g],
  ['threads', /\bthreads\b/g],
]

/** Words right after a network that make it the included one: 'Instagram as the included channel'. */
const INCLUDED_AFTER = /^ (as |is |being )?(the |my |our |your )?(included|free|main|base|first)\b/
/** Words right before a network that make it the included one: 'the free channel being Instagram'. */
const INCLUDED_BEFORE =
  /\b(included|free|main|base|first) (channel|one|network|platform)?\s*(is |being |would be |will be |as )?$/
/** 'Facebook as an additional one', 'Threads on top', 'add LinkedIn', 'an extra channel for Facebook'. */
const EXTRA_AFTER =
  /^ (as |is |being )?(an? |my |the |our )?(extra|additional|paid|add-on|added|second|on top)\b/
const EXTRA_BEFORE =
  /\b(extra|additional|paid|second|add|adding|added|another) (channel |one |network |platform )?(for |of |on |being |is |as )?$/

interface Mention {
  id: ChannelId
  at: number
  end: number
}

function networksNamed(text: string): Mention[] {
  const found: Mention[] = []
  for (const [id, pattern] of NETWORKS)
    for (const match of text.matchAll(pattern)) {
      const at = match.index ?? 0
      if (!found.some((m) => m.id === id)) found.push({ id, at, end: at + match[0].length })
    }
  return found.sort((a, b) => a.at - b.at)
}

/** The text between a network and its neighbours, read for 'included' or 'extra'. */
function marks(mentions: Mention[], text: string) {
  return mentions.map((mention, index) => {
    const before = text.slice(mentions[index - 1]?.end ?? 0, mention.at)
    const after = text.slice(mention.end, mentions[index + 1]?.at ?? text.length)
    return {
      id: mention.id,
      included: INCLUDED_AFTER.test(after) || INCLUDED_BEFORE.test(before),
      extra: EXTRA_AFTER.test(after) || EXTRA_BEFORE.test(before),
    }
  })
}

const COUNT_WORDS = /^(a|an|one|another|second)$/
const CHANNEL_WORD = '(social |media )*(channel|platform|network)s?\\b'
/** '2 extra channels', 'three more platforms', 'an additional network', 'another channel'. */
const EXTRA_COUNT = new RegExp(
  `\\b(\\d+|a|an|one)( social| media)? (more|extra|additional|other|paid|added) ${CHANNEL_WORD}|\\b(another|a second) ${CHANNEL_WORD}`,
)
/** 'plus 2 channels': channels added to the plan. */
const ADDED_COUNT = new RegExp(`\\b(plus|add|adding|and) (\\d+) ${CHANNEL_WORD}`)
/** '3 channels in all', 'with 2 channels': the channels in all, one of them included. */
const TOTAL_COUNT = new RegExp(`\\b(\\d+) ${CHANNEL_WORD}`)
/** 'extra channels' with no number: one more. */
const SOME_EXTRA = new RegExp(`\\b(extra|additional|more) ${CHANNEL_WORD}`)

function channelsCounted(text: string): number | undefined {
  const extra = text.match(EXTRA_COUNT)
  if (extra) {
    const word = extra[1] ?? extra[6] ?? ''
    return COUNT_WORDS.test(word) || word.startsWith('a ') ? 1 : Number(word)
  }
  const added = text.match(ADDED_COUNT)
  if (added) return Number(added[2])
  const total = text.match(TOTAL_COUNT)
  if (total) return Math.max(Number(total[1]) - 1, 0)
  return SOME_EXTRA.test(text) ? 1 : undefined
}

/** A size written before or after the add-on's name: '8 reels', 'the stories bundle of 10'. */
function sizeOf(text: string, names: string): number | undefined {
  const before = text.match(
    new RegExp(
      `\\b(\\d+) (short-form |short |vertical |extra |more |monthly |instagram |tiktok |carousel )?(${names})s?\\b`,
    ),
  )
  const after = text.match(
    new RegExp(`\\b(${names})s? (pack |bundle |tier |package |option )?(of|x) (\\d+)\\b`),
  )
  const size = before?.[1] ?? after?.[4]
  return size === undefined ? undefined : Number(size)
}

const isOneOf = <T extends number>(sizes: readonly T[], size: number | undefined): size is T =>
  size !== undefined && (sizes as readonly number[]).includes(size)

/** The combination a question asks about, with its one plan. */
export function combinationAsked(text: string, plan: Plan): CombinationAsked {
  const named = marks(networksNamed(text), text)
  const included = named.find((n) => n.included) ?? named.find((n) => !n.extra)
  const namedExtras = named.filter((n) => n !== included).map((n) => n.id)
  const extraChannels = Math.max(channelsCounted(text) ?? 0, namedExtras.length)
  const asked: CombinationAsked = {
    plan,
    includedChannel: included?.id,
    namedExtras,
    loosely: Object.fromEntries(
      named
        .filter((n) => n.id === 'linkedin-personal' && !/\blinkedin personal\b/.test(text))
        .map((n) => [n.id, 'LinkedIn']),
    ),
    extraChannels,
    reports: has(text, 'report') && !has(text, 'privacy'),
    unsized: [],
    blog: has(text, 'blog'),
  }
  if (has(text, 'video') && !/\bvideo call/.test(text)) {
    const size = sizeOf(text, 'video|reel|short')
    if (isOneOf(videoQuantities, size)) asked.videos = size
    else asked.unsized.push('videos')
  }
  if (
    has(text, 'story') &&
    !/\b(your|our|company|founder\w*|founding) story\b|\bstory content\b/.test(text)
  ) {
    const size = sizeOf(text, 'story|stories')
    if (isOneOf(storyQuantities, size)) asked.stories = size
    else asked.unsized.push('stories')
  }
  if (has(text, 'carousel')) {
    const size = sizeOf(text, 'carousel|carousel post')
    if (isOneOf(carouselQuantities, size) && size > 0) asked.carouselPosts = size
    else asked.unsized.push('carousel')
  }
  return asked
}
