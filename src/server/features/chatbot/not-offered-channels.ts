/**
 * Honest negatives about where we post: networks we do not post to, two channels on one plan, YouTube
 * videos that are not Shorts (not-offered-videos.ts) and carousels on channels that have none.
 */
import { addOns, CAROUSEL_IMAGES_MAX, CAROUSEL_IMAGES_MIN, storyTiers } from '#shared/catalogue/add-ons.ts'
import { checkoutChannels, EXTRA_CHANNEL_PRICE_PENCE } from '#shared/catalogue/channels.ts'
import { trustBadges } from '#shared/catalogue/trust.ts'
import { OTHER_NETWORKS } from '#shared/chatbot/elsewhere.ts'
import { contentVocabulary } from '#shared/chatbot/normalise.ts'
import { CHANNEL_NAMES, mentions } from '#shared/chatbot/synonyms.ts'
import { formatPenceShort as price } from '#shared/format/money.ts'
import { channelIncluded, channelNames, faqAnswer, list, tierList } from './catalogue-text.ts'
import { youTubeVideosNotOffered } from './not-offered-videos.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

const OTHER_CHANNELS: [RegExp, string][] = [
  ...Object.entries(OTHER_NETWORKS).map(([word, name]): [RegExp, string] => [
    new RegExp(`\\b${word}\\b`),
    name,
  ]),
  [
    // 'Can I approve posts on WhatsApp?' is the way we take approvals, not a place to post; so is 'posts
    // via WhatsApp approve', a Dutch or German question read word by word.
    /^(?!.*\b(approv|aprov|ok|okay|sign(ed|ing)? off|review|check|feedback|comment)\w*\b.{0,30}\bwhatsapp\b)(?!.*\bwhatsapp\b.{0,15}\b(approv|aprov|sign(ed|ing)? off)\w*\b).*(\bwhatsapp (marketing|channel|broadcast|status|business|group|communit)|\bwhatsapp\b.{0,25}\b(groups?|communit(y|ies))\b|\b(groups?|communit(y|ies)) (on|in) whatsapp\b|\b(post|market|advertis)\w* (on|to|via|through|in) whatsapp\b|\b(do|offer|cover|support|manage|handle|run)\w*( our| my| the)? whatsapp\b(?! (me|us))$)/,
    'WhatsApp',
  ],
]

/** 'Facebook and Instagram both included on Pro, or only one?': one channel is included. */
const TWO_CHANNELS_IN_ONE =
  /\b(both|all of them|each of them)\b.{0,30}\b(includ\w*|come with|comes with|free|part of)\b|\b(includ\w*|come with|comes with|get)\b.{0,40}\b(both|or (just |only )?one( of them)?)\b/

/**
 * Parts of a network we post to that are not the visitor's own page or profile: 'local Facebook groups',
 * 'a LinkedIn Showcase Page', 'Facebook Marketplace'.
 */
const CHANNEL_PARTS: [RegExp, (text: string) => string][] = [
  [
    /\b(facebook|linkedin|whatsapp|reddit)\b.{0,25}\bgroups?\b|\bgroups?\b.{0,20}\b(on|in) (facebook|linkedin)\b|\b(local|community|buy and sell|selling|neighbourhood|village|town|parent|mum|business|networking) (facebook |linkedin )?groups?\b/,
    (text) =>
      `in ${/\blinkedin\b/.test(text) && !/\bfacebook\b/.test(text) ? 'LinkedIn' : 'Facebook'} groups`,
  ],
  [/\bshowcase pages?\b/, () => 'to LinkedIn Showcase Pages'],
  [/\bmarketplace\b/, () => 'to Facebook Marketplace'],
  [
    /\b(facebook|linkedin) (events?|newsletters?)\b/,
    (text) => {
      const [, network = '', part = ''] = text.match(/\b(facebook|linkedin) (event|newsletter)/) ?? []
      return `to ${network === 'linkedin' ? 'LinkedIn' : 'Facebook'} ${part}s`
    },
  ],
  [
    /\b(other people'?s|someone else'?s|(my )?friends'?|competitors'?) (page|profile|account|post)s?\b/,
    () => "to other people's pages",
  ],
]

/**
 * 'Can you post on Xing for my company?': a network the site never names, asked as a place to post. A
 * word of the site's, a time ('post on Sundays'), a word for our own channels or for one of our plans
 * ('how many posts on the cheapest') is no network.
 */
const POST_ON =
  /\b(post|posts|posting|publish\w*|upload\w*|share|sharing|presence|active)\b (on|onto|to) (my |our |the |your )?([a-z][a-z0-9]+)\b(?! (day|morning|evening|night|basis|schedule|time))/
const NOT_A_NETWORK =
  /^((mon|tues|wednes|thurs|fri|satur|sun)days?|(week|weekend|weekday|day|night|morning|evening|afternoon|holiday|date|month|year|hour)s?|daily|weekly|monthly|regular\w*|fb|ig|insta|gmb|yt|li|tt|socials?|twitter|it|them|this|that|these|those|there|here|both|all|each|every|any|many|several|multiple|different|various|other|others|request|demand|behalf|autopilot|repeat|rotation|loop|schedule|top|me|us|you|him|her|everyone|anyone|customers?|clients?|followers?|audience|people|public|fans|line|channel|platform|network|site|media|hold|call|standby|track|board|display|offer|sale|show|air|screen|phone|mobile|computer|laptop|desktop|tablet|google|website|blog|feed|grid|wall|timeline|story|stories|reel|reels|profile|page|account|group|groups|cheapest|biggest|smallest|largest|lowest|highest|middle|mid|entry|starter|bottom|plan|package|tier|level|one|first|second|third|next|same)$|^[a-z]{6,}(ing|ly|tion|ment|ness|ity|ed)$/

/** A network the site never names, read after every other honest negative: 'post on Xing?'. */
export function unknownNetworkAnswer(text: string): Reply | undefined {
  const unknown = unknownNetwork(text)
  if (!unknown) return undefined
  return networkNo(unknown)
}

/** Networks made of short-lived stories: their nearest offer is our Stories posts add-on as well. */
const STORY_NETWORKS = new Set(['Snapchat', 'BeReal'])
const storiesAddOn = addOns.find((addOn) => addOn.id === 'stories')

/**
 * Networks we do not post to but use another way, and that way in the site's words: posts are approved
 * on WhatsApp (the home page's FAQ).
 */
const USED_ANOTHER_WAY: Record<string, () => string> = {
  WhatsApp: () =>
    `We do use WhatsApp another way: ${faqAnswer('How does approving content work?').replace(/^./, (c) => c.toLowerCase())}`,
}

/** 'No, we don't post to Snapchat', the channels we post to, and the add-on nearest its format. */
function networkNo(name: string, formats: string[] = [name]): Reply {
  const stories =
    storiesAddOn && formats.some((network) => STORY_NETWORKS.has(network))
      ? ` For stories, our ${storiesAddOn.name} add-on makes ${storiesAddOn.description.replace(/^./, (c) => c.toLowerCase()).replace(/\.$/, '')}: ${tierList(storyTiers)} a month.`
      : ''
  const used = formats.flatMap((network) => USED_ANOTHER_WAY[network]?.() ?? [])
  return factReply(
    `No, we don't post to ${name}. We post to ${channelNames}, and create TikTok and YouTube Shorts content with the video add-on.${stories}${used.map((way) => ` ${way}`).join('')}`,
    SOURCES.pricing,
    ...(used.length > 0 ? [SOURCES.home] : []),
  )
}

function unknownNetwork(text: string): string | undefined {
  const word = text.match(POST_ON)?.[4]
  if (
    !word ||
    NOT_A_NETWORK.test(word) ||
    contentVocabulary().has(word) ||
    CHANNEL_NAMES.some((name) => name.toLowerCase().includes(word))
  )
    return undefined
  return word.replace(/^\w/, (c) => c.toUpperCase())
}

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
      `No, only one channel is free: ${channelIncluded}, so two channels on one plan is the plan's price plus ${price(EXTRA_CHANNEL_PRICE_PENCE)} a month. We post to ${channelNames}.`,
      SOURCES.pricing,
    )
  const networks = OTHER_CHANNELS.filter(([pattern]) => pattern.test(text)).map(([, name]) => name)
  if (networks.length > 0 && /\b(score|rating|rated|stars?)\b/.test(text))
    return factReply(
      `No, we don't publish a ${networks.join(' or ')} rating. ${list(trustBadges.map((badge) => `${badge.value} ${badge.label}`))}.`,
      SOURCES.home,
    )
  if (networks.length > 0) return networkNo([...new Set(networks)].join(' or '), networks)
  const part = CHANNEL_PARTS.find(([pattern]) => pattern.test(text))
  if (part)
    return factReply(
      `No, we don't post ${part[1](text)}: we post to your own business's pages and profiles. We post to ${channelNames}; every plan includes one channel and each additional channel is ${price(EXTRA_CHANNEL_PRICE_PENCE)} a month.`,
      SOURCES.pricing,
    )
  const youTube = youTubeVideosNotOffered(text)
  if (youTube) return youTube
  if (mentions(text, 'carousel') && CAROUSEL_ELSEWHERE.test(text)) {
    return factReply(
      `No, carousel posts are offered on Instagram and LinkedIn only, with ${CAROUSEL_IMAGES_MIN} to ${CAROUSEL_IMAGES_MAX} images each.`,
      SOURCES.pricing,
    )
  }
  return undefined
}
