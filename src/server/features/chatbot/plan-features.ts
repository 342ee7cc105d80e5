/**
 * What each plan includes, asked feature by feature: 'Does Basic have 24/7 support?', 'Which plan gives
 * me story ideas?', 'Are unlimited revisions in every tier?'. The features are the catalogue's own
 * lines; a topic only says which words ask about which line.
 */
import { storyTiers, videoTiers } from '#shared/catalogue/add-ons.ts'
import { type Plan, plans } from '#shared/catalogue/plans.ts'
import { mentions } from '#shared/chatbot/synonyms.ts'
import { formatPenceShort as price } from '#shared/format/money.ts'
import { plansNamed, SUPPORT_AT_A_TIME, SUPPORT_HOURS, tierList } from './catalogue-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'
import { supportHoursOf } from './support-call-answer.ts'

interface FeatureTopic {
  /** What the visitor asks about, as the answer names it. */
  name: string
  asks: RegExp
  /** Further wordings that ask about it, kept apart for their length. */
  also?: RegExp
  /** Which of a plan's feature lines answers it. */
  line: RegExp
  /** What we offer instead to a plan without it. */
  instead?: string
}

const TOPICS: FeatureTopic[] = [
  {
    name: '24/7 support',
    asks: /24\/7|\bweekend|\bnight|\bevening|\bout of hours|\bany ?time\b.*\bsupport|\bsupport\b.*\bany ?time/,
    also: new RegExp(`${SUPPORT_AT_A_TIME.source}|${SUPPORT_HOURS.source}`),
    line: /24\/7/,
  },
  {
    name: 'priority support',
    asks: /\bpriority\b|\b(faster|quicker) (support|help|reply|response)/,
    line: /priority/i,
  },
  {
    name: 'video call support',
    // 'Can I speak to someone face to face on video on Basic?': a talk on video is the video call.
    asks: /\bvideo call|\bzoom|\bteams call|\bvideo chat|\bvideo meeting|\b(speak|talk|chat|meet|see)\w*\b.{0,40}\b(on|over|via|by) (a |the )?(video|camera|webcam|facetime|skype|google meet)\b/,
    line: /video call/i,
  },
  {
    name: 'email support',
    asks: /\bemail support|\bsupport by email|\bjust email|\bonly email|\bemail only/,
    line: /email/i,
  },
  {
    name: 'story content ideas',
    // 'Does Pro come with story stuff or is that extra?': a plan named with stories asks what it includes.
    asks: /\bstory\b/,
    line: /story/i,
    instead: `Stories posts themselves are an add-on for any plan: ${tierList(storyTiers)} a month.`,
  },
  {
    name: 'video content planning for Reels and Shorts',
    asks: /\b(reel|video|short|tiktok)\b/,
    line: /video content/i,
    instead: `Short-form videos themselves are an add-on for any plan: ${tierList(videoTiers)} a month.`,
  },
  {
    name: 'unlimited revisions',
    asks: /\b(revision|edit|amend|amendment)\b|\bunlimited (change|tweak|correction|redo)|\bhow many (change|tweak|correction|redo)|\blimit\w* (on|to) (the )?(number of )?(change|tweak|correction|redo)|\bchange\w* to (a|my|the) (post|design)|\b(post|design|caption)s? (changed|edited|amended|tweaked|redone|reworked)\b|\bas many (change|edit|revision|tweak|amendment)|\b(change|edit|tweak|amend)\w* .{0,20}\bas (much|often|many times) as (i|we) (want|like|need)/,
    line: /revision/i,
  },
  {
    name: 'captions and hashtags',
    asks: /\b(caption|hashtag|copywriting|tag)s?\b|\b(write|writing)\b.{0,15}\b(word|words|text|wording|copy)\b/,
    line: /caption/i,
  },
  {
    name: 'a content review about twice a month',
    asks: /\bcontent review|\breview call|\bcheck.?in\b/,
    line: /content review/i,
  },
  {
    name: 'scheduling at the best times',
    asks: /\bschedul|\bqueue|\bpublish(ing)? (handled|done|included)|\b(post|publish|upload)\w* (them |it |the post )?(ourselves|myself)|\bbest time|\bwhat time|\bwhen\b.*\bgo (live|online|out)/,
    line: /scheduled/i,
  },
  {
    // Last: 'what is the difference in support between Pro and Premium', 'is support in every plan'.
    name: 'support',
    asks: /\bsupport\b/,
    line: /support/i,
  },
]

/** How many of the features the question asks about ('on support and on video' is two). */
export const featuresAsked = (text: string) =>
  TOPICS.filter((topic) => topic.asks.test(text) || topic.also?.test(text)).length

const featureOf = (plan: Plan, topic: FeatureTopic) => plan.features.find((f) => topic.line.test(f))
/** 'Which plan…', 'which of your tiers…', 'what option': the plans compared for one feature. */
const WHICH_PLAN =
  /\b(which|what)( one)?( of)?( the| your| our)? (plan|package|tier|option|subscription|one)s?\b/
const PLAN_QUESTION =
  /\b(which|what) (plan|package|tier|one)\b|\b(every|all|each|any) (of )?(the |your |our )?(plan|package|tier)|\b(is there|do you have|have you got) (a|any) (plan|package|tier)s? (with|that|which)\b|\bonly (the )?(higher|top|bigger|premium)/

/** 'Is reels in Premium or extra cost?', 'or is that extra': whether it is included, not its price. */
const INCLUDED_OR_EXTRA =
  /\bor (is (that|it|this) |are (they|those|these) |do (i|we) pay |(at|for) (an? )?)?(extra|additional|separate|on top)\b|\bor (an? )?extra cost\b|\b(cost|charged?|paid|pay)\w* (extra|separately|on top)\b/

/**
 * 'Is support only office hours on Pro?', 'all the time or only working hours?': whether support is
 * limited, which a 'Yes' or 'No' would answer the wrong way round; the plan's support is said plainly.
 */
const LIMITED_HOURS =
  /\b(only|just|limited|restricted)\b.{0,30}\b(hours?|hrs?|9 to 5|working week|week ?days?|monday to friday)\b/

/** 'The cheapest plan that gives story ideas': which plans have it, not whether the cheapest does. */
const CHEAPEST_WITH =
  /\b(cheapest|lowest|smallest|least expensive|most affordable|first) (plan|package|tier|option|one) (that|which|with|where|to)\b/

function haveIt(topic: FeatureTopic): string {
  const having = plans.filter((plan) => featureOf(plan, topic))
  return having
    .map((plan) => `${plan.title} (${price(plan.pricePence)} a month) includes ${featureOf(plan, topic)}`)
    .join('; ')
}

/** The answer about one feature of the named plans, or of every plan. */
export function planFeatureAnswer(text: string): Reply | undefined {
  const named = plansNamed(text)
  const asksPlans = named.length > 0 || PLAN_QUESTION.test(text) || WHICH_PLAN.test(text)
  if (!asksPlans) return undefined
  const topic = TOPICS.find((t) => t.asks.test(text) || t.also?.test(text))
  if (!topic) return undefined
  // 'How much are videos on Pro?' asks the add-on's price, not the plan's planning line.
  // 'The cheapest plan that gives story ideas' asks for a plan, not the add-on's price.
  const aboutAPlan = text.replace(
    /\b(cheapest|cheap|lowest|least expensive|most affordable)( \w+)? (plan|package|tier|option|one)\b/g,
    ' ',
  )
  if (
    topic.instead &&
    !INCLUDED_OR_EXTRA.test(text) &&
    (mentions(aboutAPlan, 'price') || /\bhow many\b/.test(text))
  )
    return undefined
  const having = plans.filter((plan) => featureOf(plan, topic))
  if (having.length === 0) return undefined
  const kinds = new Set(having.map((plan) => featureOf(plan, topic)))
  // Every plan has support, each its own kind: the kind of each plan asked about.
  if (having.length === plans.length && kinds.size > 1) {
    const shown = named.length > 0 ? named : plans
    const each = shown.map(
      (plan) =>
        `${named.length === 1 ? 'The ' : ''}${plan.title}${named.length === 1 ? ' plan' : ''} includes ${featureOf(plan, topic)}`,
    )
    return withSupportHours(
      factReply(
        `${named.length === 0 ? 'Every plan includes support: ' : ''}${each.join('; ')}.`,
        SOURCES.pricing,
      ),
      topic,
      shown,
      text,
    )
  }
  if (having.length === plans.length)
    return factReply(`Yes: every plan includes ${featureOf(plans[0] as Plan, topic)}.`, SOURCES.pricing)
  // 'Is video planning on every plan?': no, only some; and what the others can have instead.
  if (named.length === 0 && /\b(every|all|each) (of )?(the |your |our )?(plan|package|tier)/.test(text))
    return factReply(
      `No, not every plan: ${haveIt(topic)}.${topic.instead ? ` ${topic.instead}` : ''}`,
      SOURCES.pricing,
    )
  if (named.length === 0 || WHICH_PLAN.test(text) || CHEAPEST_WITH.test(text))
    return withSupportHours(factReply(`${haveIt(topic)}.`, SOURCES.pricing), topic, having, text)
  const plain = LIMITED_HOURS.test(text)
  const lines = named.map((plan) => {
    const feature = featureOf(plan, topic)
    // 'Does Premium include reels?': the planning, and the videos themselves as the add-on.
    if (feature)
      return `${plain ? 'The' : 'Yes, the'} ${plan.title} plan includes ${feature}.${topic.instead ? ` ${topic.instead}` : ''}`
    const support = plan.features.find((f) => /support/i.test(f))
    return (
      `${plain ? 'The' : 'No, the'} ${plan.title} plan doesn't include ${topic.name}` +
      `${/support/.test(topic.name) && support ? `: it comes with ${support}` : ''}. ` +
      `${haveIt(topic)}.${topic.instead ? ` ${topic.instead}` : ''}`
    )
  })
  return withSupportHours(factReply(lines.join('\n'), SOURCES.pricing), topic, named, text)
}

/** 'What hours is Premium support?': support asked by its hours or days. */
const ASKS_HOURS = /\b(hours?|hrs|what time|which days?|what days?|when)\b/

/**
 * 'Premium says 24/7 support, does that mean weekends too?': on 24/7 support, when each plan's support
 * video calls are held (the catalogue's support rules), as the dashboard's Contact Support books them.
 */
function withSupportHours(reply: Reply, topic: FeatureTopic, shown: readonly Plan[], text: string): Reply {
  if (topic.name !== '24/7 support' && !(topic.name === 'support' && ASKS_HOURS.test(text))) return reply
  const hours = shown.flatMap((plan) => supportHoursOf(plan) ?? [])
  if (hours.length === 0) return reply
  return {
    ...reply,
    response: `${reply.response} ${hours.join(' ')}`,
    sources: [...reply.sources, SOURCES.contactSupport],
  }
}
