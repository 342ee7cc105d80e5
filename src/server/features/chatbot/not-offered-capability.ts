/**
 * The general honest negative: a question whether we do, offer or have something ('can you design our
 * packaging?', 'do you do market research?', 'is there a plan for charities?') whose object no page of
 * the site names is something we do not offer. It is read only when nothing in the catalogue answered,
 * so a fact question is never turned into a 'no'; the nearest offer is our plans or our service.
 */
import { contentVocabulary, normalise } from '#shared/chatbot/normalise.ts'
import { conceptsIn } from '#shared/chatbot/synonyms.ts'
import { channelNames } from './catalogue-text.ts'
import { ourAddOns, ourPlans, ourPostsOn } from './not-offered-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/** 'Can you (also) make …', 'do you do …': a question whether we do something. */
const ASKS_US_TO =
  /\b(?:can|could|would|will|do|does) (?:you|u|ya|your team|your company|you guys|postcraft)(?: also| ever| even| actually| guys)? (?:do|offer|provide|handle|manage|make|create|write|design|produce|run|build|set up|sort out|take care of|help (?:us |me )?with|organise|organize|arrange|supply|deliver|record|print|draw|develop|host|install|sign|give (?:us |me )?|work on|look after|take on|cover) (.+)$/i
/** 'Is there …', 'do you have …': asked of a fact as often as of a service, so read only as a last resort. */
const ASKS_IS_THERE = /\b(?:is there|are there|do you have|have you got|any chance of) (.+)$/i

/** Where the thing asked for ends: 'packaging for our soaps' asks for packaging. */
const OBJECT_END =
  /\s(?:for|on|in|to|with|from|of|at|by|and|or|if|so|because|as|like|when|please|too|also|via|through|into|that|which|who|every|each|a month|per|instead|as well|after|before|during|while|since|until|once|whenever|where|what|how|why)\b.*$/i
const DETERMINERS =
  /^((a|an|the|our|my|your|us|me|some|any|their|his|her|this|these|those|them|it|one|also|ever)\s+)+/i
/** Words that hedge what follows: 'like 4', 'maybe 6', 'just 5' name no thing. */
const HEDGES = /^((like|maybe|perhaps|about|around|roughly|just|only|say|something like|approx\w*)\s+)+/i
/** Words for asking, not for a thing: 'can you do that', 'is there anything else'. */
const NO_THING =
  /^(that|this|it|them|anything|something|everything|more|else|way|chance|option|limit|minimum|maximum|difference|problem|issue|question|need|reason|catch|number|time|date|day|week|month|year|place|page|link|button|form|person|human|someone|somebody|anyone|team|way|help|sort|kind|type|up|out|back|down|off|today|now|tomorrow|emoji|receipt|invoice|quote|demo|trial|sample|example|mockup|draft|preview|proof)s?\b/

/** A plan for someone we have no plan for: 'a plan for charities', 'a package for schools'. */
const PLAN_FOR = /\b(plan|package|tier|deal|pricing|price|rate|membership)s? for ([a-z]+)\b/

/** A word's stem, so that 'scheduling' is the site's 'schedule' and 'designers' its 'design'. */
const stem = (word: string) => word.replace(/(ies|ing|ers|er|ed|es|s|e|y)$/, '')
let knownStems: Set<string> | undefined

function unknown(word: string): boolean {
  knownStems ??= new Set([...contentVocabulary().keys()].map(stem))
  return !contentVocabulary().has(word) && !knownStems.has(stem(word))
}

/**
 * What the visitor asks us to do or have, as typed, if the site never names it: most of its words are
 * no word of the site's (every one of them when `strict`, read before the catalogue answers).
 */
export function unknownThingAsked(raw: string, strict = false): string | undefined {
  const typed = raw
    .replace(/[’']/g, "'")
    .replace(/[^A-Za-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  const rest = typed.match(ASKS_US_TO)?.[1] ?? (strict ? undefined : typed.match(ASKS_IS_THERE)?.[1])
  if (!rest) return undefined
  const thing = rest.replace(OBJECT_END, '').replace(DETERMINERS, '').replace(HEDGES, '').trim()
  const words = thing.toLowerCase().split(' ').filter(Boolean)
  if (words.length === 0 || words.length > 4 || NO_THING.test(words.join(' '))) return undefined
  // 'do you do like 4 a month?': a number alone is a count of something, not a thing we would make.
  if (/^\d+( (a|per|each|every|times?|weeks?|months?|days?|years?|or|to|\d+))*$/.test(words.join(' ')))
    return undefined
  const content = words.filter((word) => word.length >= 3 || /\d/.test(word))
  const unknownCount = content.filter(unknown).length
  // The thing is ours when most of its words are the site's, or it names a topic we know.
  if (content.length === 0 || unknownCount * 2 < content.length) return undefined
  if (!unknown(content.at(-1) ?? '') && !unknown(content[0] ?? '')) return undefined
  if (strict && (unknownCount < content.length || !content.some((word) => word.length >= 4))) return undefined
  if (conceptsIn(normalise(words.join(' '))).length > 0) return undefined
  return thing
}

/** The honest 'no' to something the site never names, with the nearest offer, if it is one. */
export function capabilityNotOffered(raw: string, text: string, strict = false): Reply | undefined {
  const audience = text.match(PLAN_FOR)?.[2]
  if (audience && unknown(audience) && conceptsIn(audience).length === 0)
    return factReply(
      `No, we don't have a plan for ${audience}: our prices are the same for everyone. ${ourPlans}.`,
      SOURCES.pricing,
    )
  const thing = unknownThingAsked(raw, strict)
  if (!thing) return undefined
  return factReply(
    `No, we don't offer ${thing}. ${ourPostsOn(channelNames)}, and ${ourAddOns}.`,
    SOURCES.pricing,
  )
}
