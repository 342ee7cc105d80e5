/**
 * Honest negatives about where we post: networks we do not post to, two channels on one plan, long
 * YouTube videos and carousels on channels that have none.
 */
import { CAROUSEL_IMAGES_MAX, CAROUSEL_IMAGES_MIN, videoTiers } from '#shared/catalogue/add-ons.ts'
import { checkoutChannels, EXTRA_CHANNEL_PRICE_PENCE } from '#shared/catalogue/channels.ts'
import { trustBadges } from '#shared/catalogue/trust.ts'
import { OTHER_NETWORKS } from '#shared/chatbot/elsewhere.ts'
import { mentions } from '#shared/chatbot/synonyms.ts'
import { formatPenceShort as price } from '#shared/format/money.ts'
import { list, tierList } from './catalogue-text.ts'
import { channelNames } from './not-offered-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

const OTHER_CHANNELS: [RegExp, string][] = [
  ...Object.entries(OTHER_NETWORKS).map(([word, name]): [RegExp, string] => [
    new RegExp(`\\b${word}\\b`),
    name,
  ]),
  [
    /\bwhatsapp (marketing|channel|broadcast|status|business|group)|\b(post|market|advertis)\w* (on|to|via|through) whatsapp\b/,
    'WhatsApp',
  ],
]

/** 'Facebook and Instagram both included on Pro, or only one?': one channel is included. */
const TWO_CHANNELS_IN_ONE =
  /\b(both|all of them|each of them)\b.{0,30}\b(includ\w*|come with|comes with|free|part of)\b|\b(includ\w*|come with|comes with|get)\b.{0,40}\b(both|or (just |only )?one( of them)?)\b/

const CAROUSEL_ELSEWHERE = /\b(facebook|x twitter|threads|google business|tiktok|youtube)\b/

/** A network, or a part of one, we do not post to. */
export function channelNotOffered(text: string): Reply | undefined {
  const ours = new Set(
    checkoutChannels
      .map((channel) => (channel.id === 'x-twitter' ? 'twitter' : channel.id.split('-')[0]))
      .filter((word) => new RegExp(`\\b${word}\\b`).test(text)),
  )
  if (ours.size > 1 && TWO_CHANNELS_IN_ONE.test(text))
    return factReply(
      `No, every plan includes one channel; each additional channel is ${price(EXTRA_CHANNEL_PRICE_PENCE)} a month, so two channels on one plan is the plan's price plus ${price(EXTRA_CHANNEL_PRICE_PENCE)} a month. We post to ${channelNames}.`,
      SOURCES.pricing,
    )
  const networks = OTHER_CHANNELS.filter(([pattern]) => pattern.test(text)).map(([, name]) => name)
  if (networks.length > 0 && /\b(score|rating|rated|stars?)\b/.test(text))
    return factReply(
      `No, we don't publish a ${networks.join(' or ')} rating. ${list(trustBadges.map((badge) => `${badge.value} ${badge.label}`))}.`,
      SOURCES.home,
    )
  if (networks.length > 0) {
    {
      const name = [...new Set(networks)].join(' or ')
      return factReply(
        `No, we don't post to ${name}. We post to ${channelNames}, and create TikTok and YouTube Shorts content with the video add-on.`,
        SOURCES.pricing,
      )
    }
  }
  if (/\byoutube\b/.test(text) && !/\bshort\b/.test(text) && /\b(long|video|channel|vlog)/.test(text)) {
    return factReply(
      `No, we don't make long-form YouTube videos. We create YouTube Shorts and TikTok content with our Short-form videos add-on: ${tierList(videoTiers)} a month.`,
      SOURCES.pricing,
    )
  }
  if (mentions(text, 'carousel') && CAROUSEL_ELSEWHERE.test(text)) {
    return factReply(
      `No, carousel posts are offered on Instagram and LinkedIn only, with ${CAROUSEL_IMAGES_MIN} to ${CAROUSEL_IMAGES_MAX} images each.`,
      SOURCES.pricing,
    )
  }
  return undefined
}
