/**
 * Honest negatives about add-ons: an add-on asked as part of a plan at no charge, or bought without a
 * plan.
 */
import {
  blogTiers,
  CAROUSEL_POST_PRICE_PENCE,
  REPORTS_PRICE_PENCE,
  storyTiers,
  videoTiers,
} from '#shared/catalogue/add-ons.ts'
import { plans } from '#shared/catalogue/plans.ts'
import { formatPenceShort as price } from '#shared/format/money.ts'
import { list, tierList } from './catalogue-text.ts'
import { ourPlans } from './not-offered-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/** Add-ons are bought with a plan: 'a plan only for Instagram stories', 'just the videos, no posts'. */
const ADD_ON_ALONE: [RegExp, string, string][] = [
  [/\bstor(y|ies)\b/, 'stories', `Stories posts (${tierList(storyTiers)} a month)`],
  [/\b(video|reel)s?\b/, 'videos', `Short-form videos (${tierList(videoTiers)} a month)`],
  [/\bcarousel/, 'carousels', `Carousel posts (${price(CAROUSEL_POST_PRICE_PENCE)} per carousel post)`],
  [
    /\b(blog|article)s?\b/,
    'blog articles',
    `SEO blog articles (${list(blogTiers.map((t) => `${t.words} words for ${price(t.pricePence)}`))})`,
  ],
  [/\b(report|analytics)s?\b/, 'reports', `Reports and analytics (${price(REPORTS_PRICE_PENCE)} a month)`],
]
const ALONE =
  /\b(only|just|solely|purely)\b.{0,25}\b(without|no|not|instead of)\b.{0,15}\b(normal |regular |usual |ordinary |standard )?(post|plan)s?\b|\b(plan|package|subscription|option)\b.{0,10}\b(only|just|solely|purely) (for|with|of|the)\b|\b\w+[- ]only (plan|package|subscription|option)\b|\bwithout (buying |getting |taking( out)? |having |paying for |signing up (to|for) )?(a|the|any) (plan|subscription)\b|\bwithout subscribing\b|\bon (its|their) own\b|^(?!.*\b(basic|pro|premium|plan|package|subscription|with|and|plus)\b).*\bjust (buy|get|order|have|pay for)\b/

export function addOnAlone(text: string): Reply | undefined {
  if (!ALONE.test(text)) return undefined
  const found = ADD_ON_ALONE.find(([pattern]) => pattern.test(text))
  if (!found) return undefined
  const [, what, offer] = found
  return factReply(
    `No, we don't have a plan for ${what} only: ${offer.replace(/ \((.*)\)$/, ' are an add-on to one of our plans, $1')}. ${ourPlans}.`,
    SOURCES.pricing,
  )
}

/**
 * An add-on asked as part of a plan at no charge ('analytics included free in any plan?'), or the
 * thing itself where a plan holds only its planning ('does Premium include actual video production?').
 */
const INCLUDED_FREE =
  /\b(free|free of charge|complimentary|at no (extra )?(cost|charge)|no extra (cost|charge)|without (extra|additional) (cost|charge)|thrown in|for nothing|complimentary|as standard|bundled)\b/
const INCLUDED =
  /\b(include[sd]?|including(?! (what|how|which|the (price|cost)))|come with|comes with|part of|(in|on|with) (any|a|the|every|each|all|your) (plan|package|tier)|(plan|package|tier)s? (have|has|get|give)|bundled)\b|\bfree\b.{0,25}\b(with|on|in) (the )?(basic|pro|premium|plan|package|tier)/
const THE_THING_ITSELF =
  /\b(add-on|actual|real|proper|finished|full|themselves|itself|production|produce[ds]?|producing|made|make|making|film\w*|shoot|shot|edit(ed|ing)?|create[ds]?|creating)\b/
const ADD_ONS_IN_PLANS: [RegExp, string, string, RegExp | undefined][] = [
  [
    /\b(report\w*|analytics|stat|statistic|insight|metric)s?\b/,
    'Reports and analytics',
    `${price(REPORTS_PRICE_PENCE)} a month`,
    undefined,
  ],
  [
    /\bcarousel|\bswipe/,
    'Carousel posts',
    `${price(CAROUSEL_POST_PRICE_PENCE)} per carousel post`,
    undefined,
  ],
  [
    /\b(blog|article)s?\b/,
    'SEO blog articles',
    list(blogTiers.map((t) => `${t.words} words for ${price(t.pricePence)}`)),
    undefined,
  ],
  // Premium plans videos and Pro gives story ideas: only the videos or stories themselves are add-ons.
  [/\b(video|reel|short)s?\b/, 'Short-form videos', `${tierList(videoTiers)} a month`, /video content/i],
  [/\bstor(y|ies)\b/, 'Stories posts', `${tierList(storyTiers)} a month`, /story content/i],
]

export function addOnInAPlan(text: string): Reply | undefined {
  const asksPlan =
    /\b(plan|package|tier|subscription|basic|pro|premium)s?\b/.test(text) ||
    (INCLUDED_FREE.test(text) && /\binclud/.test(text))
  if (!asksPlan || !(INCLUDED.test(text) || /\bfree (with|on|in|as part of)\b/.test(text))) return undefined
  const found = ADD_ONS_IN_PLANS.find(([pattern]) => pattern.test(text))
  if (!found) return undefined
  const [, name, cost, planned] = found
  const planning = planned
    ? plans.flatMap((plan) => {
        const line = plan.features.find((feature) => planned.test(feature))
        return line ? [`${plan.title} includes ${line}`] : []
      })
    : []
  // 'Does Pro include story ideas?' and 'video content on every plan?' are the plan's own line; only
  // free or the thing itself is a 'no'.
  if (
    planned &&
    (!(INCLUDED_FREE.test(text) || THE_THING_ITSELF.test(text)) ||
      /\b(video|reel|story) (content|idea|planning|plan)\b/.test(text))
  )
    return undefined
  return factReply(
    `No, no plan includes ${name}: they are an add-on, ${cost}, chosen at checkout.${planning.length > 0 ? ` ${planning.join('; ')}.` : ''}`,
    SOURCES.pricing,
  )
}
