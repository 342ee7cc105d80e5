/**
 * A pack of videos or stories no tier holds, however put: 'a video bundle bigger than 12, say 20 a
 * month', 'anything above the 30 stories pack'. The number need not stand beside the add-on's name.
 */
import { storyTiers, videoTiers } from '#shared/catalogue/add-ons.ts'
import { list, tierList } from './catalogue-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

type Tiers = readonly { quantity: number; pricePence: number }[]
const PACKS: [RegExp, string, Tiers][] = [
  [/\b(video|reel|shorts)s?\b/, 'short-form videos', videoTiers],
  [/\bstor(y|ies)\b/, 'stories posts', storyTiers],
]

/** 'No, short-form videos come in packs of 4, 8 and 12 a month: 4 for £79, …': the tiers, in order. */
export const packsNo = (name: string, tiers: Tiers) =>
  `No, ${name} come in packs of ${list(tiers.map((t) => String(t.quantity)))} a month: ${tierList(tiers)}.`

/** Not a count of the pack: a price, a time or length ('10 to 15 minutes'), or a count of something else. */
const OTHER_UNIT =
  '(?!(?: ?(?:to|or|-) ?\\d+)? ?(pound|quid|£|%|day|hour|week|year|minute|min|second|sec|hr|post|design|channel|word|image|photo|picture|slide|plan|location|shop|site|branch)s?\\b)'
/** 'bigger than 12', 'above the 30', 'more than your largest': beyond a pack. */
const BEYOND = new RegExp(
  `\\b(bigger|larger|more|greater|higher|above|beyond|over|past|exceed\\w*)( than)? (the |your |a |our )?(\\d+${OTHER_UNIT}|largest|biggest|top|max\\w*|highest)\\b`,
)
/** 'say 20 a month', 'we need 25', '16 a month': the size wanted. */
const WANTED = new RegExp(
  `\\b(say|like|about|around|maybe|perhaps|want|need|needing|wanting|of|for) (\\d+)\\b${OTHER_UNIT}|\\b(\\d+) (a|per|each|every) month\\b|\\b(\\d+) (monthly|pcm)\\b`,
)
/** 'is there a bigger video pack': a larger pack, no number. */
const BIGGER_PACK = /\b(bigger|larger|more|higher)( \w+)? (pack|bundle|tier|package|option|size)s?\b/

export function packSizeNotOffered(text: string): Reply | undefined {
  const named = PACKS.filter(([pattern]) => pattern.test(text))
  const [pack] = named
  if (!pack || named.length > 1) return undefined
  const [, name, tiers] = pack
  const largest = tiers.at(-1)?.quantity ?? 0
  const beyond = text.match(BEYOND)
  const compared = Number(beyond?.[4] ?? Number.NaN)
  const wanted = text.match(WANTED)
  const amount = Number(wanted?.[2] ?? wanted?.[3] ?? wanted?.[4] ?? Number.NaN)
  const asksBeyond =
    (beyond && (Number.isNaN(compared) || compared >= largest)) ||
    (BIGGER_PACK.test(text) && !/\d/.test(text)) ||
    (Number.isFinite(amount) && amount > 0 && !tiers.some((t) => t.quantity === amount) && !beyond)
  if (!asksBeyond) return undefined
  return factReply(packsNo(name, tiers), SOURCES.pricing)
}
