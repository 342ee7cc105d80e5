/**
 * Long videos, which we do not make: 'a 10-minute YouTube explainer each month', 'full-length
 * tutorials', 'long-form video'. Our videos are the Short-form videos add-on's vertical videos for
 * Reels, TikTok and YouTube Shorts; the 'no' names them, with their prices.
 */
import { videoTiers } from '#shared/catalogue/add-ons.ts'
import { tierList } from './catalogue-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/** A call on video ('a 30-minute video call') is a call, not a video we would make. */
const VIDEO_CALL = /\bvideo (call|chat|meeting|conference|consultation|session)s?\b/g

/** Words for a video, or for YouTube's own (long) videos. */
const A_VIDEO =
  /\b(video|vid|film|footage|explainer|tutorial|vlog|episode|documentar(y|ies)|walkthrough|walk-through|youtube)s?\b/

/** 'long-form', 'longer videos', 'full-length', 'proper YouTube videos', 'YouTube tutorials'. */
const LONG_KIND =
  /\blong[- ]?form\b|\blong(er)? (youtube |yt )?(video|vid|film|edit|explainer|tutorial|vlog|episode|one)s?\b|\b(full|feature)[- ]length\b|\bproper (long )?(youtube|yt) (video|vid)s?\b|\b(youtube|yt) (explainer|tutorial|vlog|episode|documentar(y|ies)|walkthrough|how-to)s?\b|\bdocumentar(y|ies)\b|\bhour[- ]long\b|\bhalf[- ]an[- ]hour\b|\bhalf[- ]hour\b/

/** How long a video would run: '10-minute', '10 to 15 mins', 'twenty minutes', 'an hour'. */
const DURATION =
  /\b(\d+|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|forty-five|sixty|ninety|an?|one|two)(?:(?:\s?(?:-|to|or)\s?)\d+)?[- ]?(min|mins|minute|minutes|hour|hours|hr|hrs)\b/g

const NUMBER_WORDS: Record<string, number> = {
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  sixty: 60,
  ninety: 90,
}

/** A video of five minutes or more is no short-form video, whatever it is called. */
const LONG_FROM_MINUTES = 5

function runsLong(text: string): boolean {
  return [...text.matchAll(DURATION)].some(([, amount = '', unit = '']) => {
    if (/^h/.test(unit)) return true
    return (NUMBER_WORDS[amount] ?? Number(amount)) >= LONG_FROM_MINUTES
  })
}

/** Whether the question asks for a long video. */
export function asksForALongVideo(text: string): boolean {
  const withoutCalls = text.replace(VIDEO_CALL, ' ')
  if (!A_VIDEO.test(withoutCalls)) return false
  return LONG_KIND.test(withoutCalls) || runsLong(withoutCalls)
}

function longVideoNo(text: string): Reply {
  return factReply(
    /\byoutube\b/.test(text)
      ? `No, we don't make long-form YouTube videos. We create YouTube Shorts and TikTok content with our Short-form videos add-on: ${tierList(videoTiers)} a month.`
      : `No, we don't make long-form videos: our videos are short-form. With our Short-form videos add-on we make vertical videos for Reels, TikTok and YouTube Shorts: ${tierList(videoTiers)} a month.`,
    SOURCES.pricing,
  )
}

/** A long video by its length or its kind, read before any count of videos or network. */
export function longVideoNotOffered(text: string): Reply | undefined {
  return asksForALongVideo(text) ? longVideoNo(text) : undefined
}

/**
 * YouTube videos that are not Shorts ('our YouTube channel's videos', 'long YouTube vlogs'), read with
 * the networks (not-offered-channels.ts).
 */
export function youTubeVideosNotOffered(text: string): Reply | undefined {
  const notShorts =
    /\byoutube\b/.test(text) && !/\bshort\b/.test(text) && /\b(long|video|channel|vlog)/.test(text)
  return notShorts ? longVideoNo(text) : undefined
}
