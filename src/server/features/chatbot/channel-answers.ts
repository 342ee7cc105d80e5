/** The channels we post to, extra channels, and when they are chosen. */
import { videoTiers } from '#shared/catalogue/add-ons.ts'
import { checkoutChannels } from '#shared/catalogue/channels.ts'
import {
  channelIncludedSentence,
  channelNames,
  channelsAnswer,
  faqAnswer,
  GIVES_ACCESS,
  has,
  KNOWN_CHANNEL,
  list,
  tierList,
} from './catalogue-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/** TikTok and YouTube are answered here with the video add-on; 'Reels for Instagram' by the add-on. */
const KNOWN_CHANNEL_VIDEO = /\b(tiktok|youtube)\b/

/**
 * Words of a question about posting to a network: 'do you do Insta?', 'post on Threads too'. A network
 * named in a longer question about something else ('people message my Instagram, you answer them?')
 * is not answered with the network's yes.
 */
const ABOUT_POSTING =
  /\b(post\w*|publish\w*|upload\w*|cover\w*|manag\w*|handl\w*|run|runs|running|support\w*|offer\w*|work\w*|includ\w*|add\w*|schedul\w*|content|channel\w*|network\w*|platform\w*|account\w*|page\w*|profile\w*|available|also|too|as well|what about|how about|do|does|doing|put|share|social|media|presence|option\w*|which|what|want|need|both|list|still|ditch\w*|drop\w*|stopp?\w*|get|have|use)\b/

export function channelAnswer(text: string): Reply | undefined {
  if (
    // 'Carousels: which networks can they go on?': the add-on's answer names its own networks.
    has(text, 'blog', 'story', 'report', 'carousel') ||
    (has(text, 'video') &&
      !has(text, 'channel') &&
      !/\bvideo call/.test(text) &&
      !KNOWN_CHANNEL_VIDEO.test(text)) ||
    GIVES_ACCESS.test(text)
  )
    return undefined
  // 'Where do you post my content?': the channels.
  if (
    /\bwhere (do|will|would|can) (you|they|it) (post|publish|go)\b|\bwhere (do|will|would) (my|the|our) (post|content)\w* (go|appear|be posted|be published)\b/.test(
      text,
    )
  )
    return factReply(channelsAnswer(), SOURCES.pricing, SOURCES.home)
  const extra =
    /\b(extra|additional|more|another|second|as well|2|both|later)\b|\badd (a|an|another|more|extra|second)\b/.test(
      text,
    ) ||
    (has(text, 'price') && has(text, 'channel'))
  if (has(text, 'channel') && extra) {
    return factReply(`${faqAnswer('Can I add more channels')} We post to ${channelNames}.`, SOURCES.pricing)
  }
  if (has(text, 'channel') && /\b(how many|included|one|1|free)\b/.test(text)) {
    return factReply(
      `${channelIncludedSentence} You choose your channels during checkout, before you pay. We post to ${channelNames}.`,
      SOURCES.pricing,
    )
  }
  const known = text.match(KNOWN_CHANNEL)?.[1]
  const allKnown = [...text.matchAll(new RegExp(KNOWN_CHANNEL, 'g'))].map((m) => m[1] ?? '')
  if (known && /\b(tiktok|youtube)\b/.test(known)) {
    // 'TikTok content without the video add-on?': only with it.
    if (/\bwithout (the |a |any )?(video |short-form video |short-form )?add-on\b/.test(text))
      return factReply(
        `No, we create TikTok and YouTube Shorts content only with our Short-form videos add-on: vertical videos for Reels, TikTok and YouTube Shorts, ${tierList(videoTiers)} a month.`,
        SOURCES.pricing,
      )
    return factReply(
      `Yes, with our video add-on (Short-form videos): vertical videos for Reels, TikTok and YouTube Shorts, ${tierList(videoTiers)} a month. We post to ${channelNames}. ${channelIncludedSentence}`,
      SOURCES.pricing,
    )
  }
  if (known && text.split(' ').length > 5 && !ABOUT_POSTING.test(text)) return undefined
  if (known) {
    const name = checkoutChannels.filter((c) =>
      allKnown.some((k) =>
        c.name
          .toLowerCase()
          .includes(
            k
              .replace('x twitter', 'x (twitter)')
              .replace('google my business', 'google business')
              .replace('google profile', 'google business'),
          ),
      ),
    )
    const personal = /\bpersonal\b/.test(text)
      ? 'LinkedIn Personal Profile'
      : /\bcompany|business page\b/.test(text)
        ? 'LinkedIn Company Page'
        : undefined
    const names = personal && known === 'linkedin' ? personal : list(name.map((c) => c.name))
    return factReply(`Yes, we post to ${names}. ${channelsAnswer()}`, SOURCES.pricing)
  }
  // The FAQ on the home page answers this too.
  if (has(text, 'channel') && !has(text, 'cancel', 'account', 'approve'))
    return factReply(channelsAnswer(), SOURCES.pricing, SOURCES.home)
  return undefined
}

/**
 * 'which apps do u post on', 'what social media sites do you cover': the networks, called apps or sites.
 * An app of ours or a tool ('do you have an app', 'a scheduling app') is no network.
 */
const APPS_WE_POST_ON =
  /\b(which|what|all the|any other|other|different)( social| social media)? (apps?|sites?)\b.{0,30}\b(post\w*|publish\w*|put|go|goes|going|cover\w*|do|manage\w*|support\w*|available|included|choose|pick|work\w*)\b|\b(post\w*|publish\w*|put\w*|go|goes|going|up)\b.{0,25}\b(on|to|across) (which|what|all the|any|other|different|the)( social| social media)? (apps?|sites?)\b|\b(on|to) (which|what)( social| social media)? (apps?|sites?)\b/

/** The networks we post to, asked as apps or sites. */
export function channelAppsAnswer(text: string): Reply | undefined {
  if (
    !APPS_WE_POST_ON.test(text) ||
    /\b(schedul\w*|approv\w*|your (own )?app|log ?in|sign ?in|dashboard)\b/.test(text)
  )
    return undefined
  return factReply(channelsAnswer(), SOURCES.pricing, SOURCES.home)
}

/** 'When do I pick which network is included?': channels are chosen at checkout, before paying. */
const CHOOSES_CHANNEL =
  /\b(choose|chose|select|pick|decide|nominate|tell you|say)\w*\b.{0,30}\b(channel|network|platform)s?\b|\b(channel|network|platform)s?\b.{0,30}\b(chosen|selected|picked|decided)\b/

export function channelChoiceAnswer(text: string): Reply | undefined {
  if (!CHOOSES_CHANNEL.test(text) || !/\b(when|what point|what stage|before|after|how|where)\b/.test(text))
    return undefined
  return factReply(
    `You choose your channels during checkout, before you pay. ${channelIncludedSentence} We post to ${channelNames}.`,
    SOURCES.pricing,
  )
}
