/** The add-ons, and a plan priced together with its extras (the checkout's total: monthly-total.ts). */
import { type addOns, blogTiers, storyTiers, videoTiers } from '#shared/catalogue/add-ons.ts'
import { EXTRA_CHANNEL_PRICE_PENCE } from '#shared/catalogue/channels.ts'
import type { Concept } from '#shared/chatbot/synonyms.ts'
import { formatPenceShort as price } from '#shared/format/money.ts'
import { addOnAnswer, faqAnswer, has, KNOWN_CHANNEL, planLine, plansNamed } from './catalogue-text.ts'
import { combinationAsked } from './combination-asked.ts'
import { monthlyTotal } from './monthly-total.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/** 'What does Pro cost before any extras?': the add-ons are left out, not asked about. */
const WITHOUT_ADD_ONS =
  /\b(before|without|excluding|exclude|not including|not counting|minus|ignoring|apart from|except|on its own|bar)( any| the| all)?( optional)? (extra|add-on|addon|add on)/

/**
 * 'How much for 8 vids a month?': the price of the pack asked for, without the other packs' prices (a
 * quantity no pack holds is an honest 'no', not-offered-plans.ts).
 */
function packAsked(text: string): Reply | undefined {
  if (!(has(text, 'price') || /\bhow much\b/.test(text))) return undefined
  if (plansNamed(text).length > 0) return undefined
  // '10 20 and 30', 'the 8-video and the 12-video bundles': several sizes are the whole list, compared.
  const amounts = new Set(
    (text.match(/\b\d+\b(?! ?(pound|£|%|day|hour|week|year|minute|min|hr)s?\b)/g) ?? []).filter(
      (n) => !/^£/.test(n),
    ),
  )
  if (amounts.size > 1) return undefined
  // '1000 words': one size of the blog articles, in their own words.
  const words = Number(text.match(/\b(\d+) ?(word|w)s?\b/)?.[1] ?? Number.NaN)
  const article = has(text, 'blog') ? blogTiers.find((t) => t.words === words) : undefined
  if (article)
    return factReply(
      `SEO blog articles: ${article.words} words for ${price(article.pricePence)}. Ask our team to add these to your plan.`,
      SOURCES.pricing,
    )
  const match = text.match(/\b(\d+) (?:[a-z-]+ )?(video|reel|short|story|stories)s?\b/)
  // 'Stories how much? I want 20 in one month': the amount need not stand next to the add-on's name.
  const alone = /\b(story|stories|video|reel|short)s?\b/.exec(text)
  const spare = match
    ? undefined
    : text.match(
        /\b(\d+)\b(?! ?(pound|£|%|word|post|channel|day|hour|week|year|minute|min|hr|image|photo|picture|slide)s?\b)/,
      )
  const amount = Number(match?.[1] ?? (alone ? spare?.[1] : undefined) ?? Number.NaN)
  const [name, tiers] = /^(story|stories)$/.test(match?.[2] ?? alone?.[1] ?? '')
    ? ['Stories posts', storyTiers]
    : ['Short-form videos', videoTiers]
  const tier = tiers.find((t) => t.quantity === amount)
  if (!tier) return undefined
  return factReply(
    `${tier.quantity} ${name} a month cost ${price(tier.pricePence)}: an add-on to any plan, chosen at checkout.`,
    SOURCES.pricing,
  )
}

export function addOnTopic(text: string): Reply | undefined {
  if (WITHOUT_ADD_ONS.test(text) && plansNamed(text).length > 0) return undefined
  const pack = packAsked(text)
  if (pack) return pack
  if (has(text, 'carousel')) return factReply(addOnAnswer('carousel'), SOURCES.pricing)
  if (
    has(text, 'story') &&
    !/\b(your|our|company|founder\w*|founding) story\b/.test(text) &&
    !/\bstory content\b/.test(text)
  )
    return factReply(addOnAnswer('stories'), SOURCES.pricing)
  if (has(text, 'report') && !has(text, 'privacy')) return factReply(addOnAnswer('reports'), SOURCES.pricing)
  if (/\bstat\b|\bhow my post (do|perform)|\bresult\b/.test(text))
    return factReply(addOnAnswer('reports'), SOURCES.pricing)
  if (has(text, 'blog')) return factReply(addOnAnswer('seo-blog'), SOURCES.pricing)
  if (has(text, 'video') && !/\bvideo call/.test(text))
    return factReply(addOnAnswer('videos'), SOURCES.pricing)
  if (
    has(text, 'addOn') &&
    !has(text, 'channel', 'revision', 'approve', 'support', 'hiddenFees') &&
    !/\bextra cost|extra charge|hidden\b|\b(cost|charge|pay)\w* extra\b/.test(text)
  )
    return factReply(faqAnswer('What add-ons'), SOURCES.pricing, SOURCES.home)
  return undefined
}

/** 'Pro plus the stories add-on, what's the total?': a plan and extras added together. */
const SUM_WORDS =
  /\b(plus|on top|total|totals|combined|altogether|together|in all|add(ed)? up|all in|all-in|with|and|add|adding|added)\b/

const PRICE_ASKED =
  /\b(figure|total|combined|altogether|bill|paying|what is that|what is it|come to|comes to|work out|what (do|would|will|does) (i|we|it|that) (pay|cost|be))\b/

/** 'Pro, 2 extra networks, monthly reports: my monthly bill?', 'add up Premium with 30 stories': a total. */
const TOTAL_ASKED =
  /\b(total|totals|combined|altogether|bill|come to|comes to|add(s|ing)? (it |them |that |this |everything |it all )?up|sum|tally|bottom line)\b/

/** Extras counted or named beside the plan: channels, networks or add-ons. */
const AN_EXTRA = new RegExp(`${KNOWN_CHANNEL.source}|\\b(channel|platform|network)s?\\b`)

/**
 * A plan with extra channels or add-ons, priced together: the checkout's own total a month, with each
 * part as the site states it (monthly-total.ts). When the checkout cannot price what was named (more
 * channels than it sells), the plan's price and each extra's price.
 */
export function combinationAnswer(text: string): Reply | undefined {
  const named = plansNamed(text)
  // 'What's Pro with 20 stories?' asks what the two come to.
  const whatIsWith = /^(so )?(what is|what about|how about) .{0,30}\b(with|plus)\b/.test(text)
  // 'Basic + Instagram + Facebook = ? per month': extras added to a plan, by the month.
  const perMonth = /\bplus\b/.test(text) && /\b(per|a|each|every) month\b|\bmonthly\b/.test(text)
  const priceAsked =
    has(text, 'price') || PRICE_ASKED.test(text) || TOTAL_ASKED.test(text) || whatIsWith || perMonth
  if (named.length !== 1 || !priceAsked || !(SUM_WORDS.test(text) || TOTAL_ASKED.test(text))) return undefined
  const [plan] = named
  if (!plan) return undefined
  const asked = combinationAsked(text, plan)
  const anExtra =
    asked.extraChannels > 0 ||
    asked.namedExtras.length > 0 ||
    asked.reports ||
    asked.blog ||
    asked.unsized.length > 0 ||
    [asked.videos, asked.stories, asked.carouselPosts].some((size) => size !== undefined)
  if (!anExtra) return undefined
  const total = monthlyTotal(asked)
  if (total) return factReply(total, SOURCES.pricing)
  return factReply(
    `${planLine(plan)} ${extrasListed(text).join(' ')} Extra channels and add-ons are charged each month on top of the plan's price.`,
    SOURCES.pricing,
  )
}

/** Each extra's price as the site states it, for what the checkout cannot price. */
function extrasListed(text: string): string[] {
  const extras: string[] = []
  if (AN_EXTRA.test(text))
    extras.push(
      `Every plan includes one channel; each additional channel is ${price(EXTRA_CHANNEL_PRICE_PENCE)} a month.`,
    )
  const addOnsAsked: [Concept, (typeof addOns)[number]['id']][] = [
    ['video', 'videos'],
    ['story', 'stories'],
    ['carousel', 'carousel'],
    ['report', 'reports'],
    ['blog', 'seo-blog'],
  ]
  for (const [concept, id] of addOnsAsked) if (has(text, concept)) extras.push(addOnAnswer(id))
  return extras
}
