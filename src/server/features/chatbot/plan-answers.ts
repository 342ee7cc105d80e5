/** The plans: their prices and posts, what each includes and who each is for. */
import { plans } from '#shared/catalogue/plans.ts'
import { formatPenceShort as price } from '#shared/format/money.ts'
import {
  allPlans,
  faqAnswer,
  has,
  planDetail,
  planLine,
  plansNamed,
  REVISION_COUNT,
} from './catalogue-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

const PLAN_WORD = /\b(plan|package|tier|subscription|option)\b/

const POSTS_COUNT =
  /\bhow many (post|design|graphic|image|picture)|\b(number|volume|amount) of (post|design|content)|\bhow much content\b|\bpost (a|per|each|in one) month\b|\bmost post\b/

/** 'How often do you post?', 'posting frequency', 'gaps between posts': how often we post. */
export const FREQUENCY =
  /\bhow often\b(?!.*\b(bill|billed|pay|paid|charge|invoice|report|revision|change|edit|reply|answer|call|review|update the terms|check in|check-in)\w*\b)|\bpost\b.*\b(a|per|in a|each) week\b|\bhow many time\b|\bhow (frequent|regular)|\bfrequen(?!tly asked)|\bcadence|\bgo quiet|\bbetween post|\bgap\w* between|\bhow (consistent|consistently|regularly)|\bpost (regularly|consistently)/

const FEATURES =
  /\b(include|included|inside|come with|feature|what do i get|what is in|what'?s in|get with|difference|differ|distinguish|compare|comparison|versus|vs|who is .* for|suit|suitable|best for|right for|good for|enough for|ideal for|fit for|established|sole trader|growing|intended for|meant for|designed for|aimed at|target\w*|made for)\w*\b|\b(kind|type|sort|size) of (business|company|firm|shop|customer|client)/

const everyPlanFeatures = () =>
  (plans[0]?.features ?? []).filter((feature) =>
    plans.every((plan) => (plan.features as readonly string[]).includes(feature)),
  )

export function planAnswer(text: string): Reply | undefined {
  if (/\b(every|all|each|all the|all your) plan/.test(text) && FEATURES.test(text))
    return factReply(`Every plan includes: ${everyPlanFeatures().join(', ')}. ${allPlans()}`, SOURCES.pricing)
  const named = plansNamed(text)
  const priceQuestion = has(text, 'price')
  if (
    FREQUENCY.test(text) &&
    named.length === 0 &&
    !has(text, 'approve', 'revision') &&
    !REVISION_COUNT.test(text)
  )
    return factReply(faqAnswer('How often'), SOURCES.home, SOURCES.pricing)
  // 'On the cheapest one, how often does something go up?': the plan named, and how often we post.
  if (FREQUENCY.test(text) && named.length > 0 && !has(text, 'approve', 'revision'))
    return factReply(
      `${named.map(planLine).join(' ')} ${faqAnswer('How often')}`,
      SOURCES.pricing,
      SOURCES.home,
    )
  if (
    /\b(which|what) (plan|package|tier|option|one)\b|\b(recommend|suggest)\w*\b.*\b(plan|package|tier)/.test(
      text,
    )
  ) {
    const byFeature = plans.filter((plan) =>
      plan.features.some((feature) => {
        const f = feature.toLowerCase()
        return (
          (/\bpriority\b/.test(text) && f.includes('priority')) ||
          (/24\/7/.test(text) && f.includes('24/7')) ||
          (/\bvideo\b/.test(text) && f.includes('video content')) ||
          (/\bstory\b/.test(text) && f.includes('story content'))
        )
      }),
    )
    if (byFeature.length === 1 && byFeature[0]) return factReply(planDetail(byFeature[0]), SOURCES.pricing)
    if (
      /\bestablished|every day|lead\b|\b(big|bigger|large|larger|busy|busier) (business|company|firm|brand|shop|organisation|team)/.test(
        text,
      )
    )
      return factReply(planDetail(plans[2] ?? plans[0]), SOURCES.pricing)
    if (
      /\bsole trader|new business|just starting|small budget|just me|one-man|one person|small (shop|business|cafe|café|salon|company|firm)\b/.test(
        text,
      )
    )
      return factReply(planDetail(plans[0]), SOURCES.pricing)
    if (/\bgrowing\b/.test(text)) return factReply(planDetail(plans[1] ?? plans[0]), SOURCES.pricing)
    // 'Which package would you recommend?': who each plan is for, in the plans' own words.
    if (
      named.length === 0 &&
      /\b(recommend|suggest|should (i|we)|suit|best for|right for|go for|choose|pick)\w*\b/.test(text)
    )
      return factReply(
        plans
          .map(
            (plan) =>
              `${plan.title} (${price(plan.pricePence)} a month, ${plan.postsPerMonth} posts): best for ${plan.bestFor.replace(/^./, (c) => c.toLowerCase())}`,
          )
          .join('\n'),
        SOURCES.pricing,
      )
  }
  if (named.length === 1 && named[0]) {
    const plan = named[0]
    if (FEATURES.test(text) || has(text, 'support') || /\bwhat is\b.*\bplan\b|\babout\b/.test(text))
      return factReply(planDetail(plan), SOURCES.pricing)
    return factReply(planLine(plan), SOURCES.pricing)
  }
  if (named.length > 1) return factReply(named.map(planDetail).join('\n'), SOURCES.pricing)
  if (
    FEATURES.test(text) &&
    /\b(plan|package|tier|option)s?\b/.test(text) &&
    /\b(each|every|all|your|the)\b/.test(text)
  )
    return factReply(plans.map(planDetail).join('\n'), SOURCES.pricing)
  const budget = Number(text.match(/£(\d+)/)?.[1] ?? Number.NaN)
  if (
    Number.isFinite(budget) &&
    /\b(budget|afford|spend|what can i get|what (do|would|will) i get|up to|only have|max|maximum)\b/.test(
      text,
    )
  ) {
    const within = plans.filter((plan) => plan.pricePence <= budget * 100)
    const [cheapest] = [...plans].sort((a, b) => a.pricePence - b.pricePence)
    if (within.length === 0 && cheapest)
      return factReply(
        `No, we don't have a plan within £${budget} a month: our lowest price is the ${cheapest.title} plan at ${price(cheapest.pricePence)} a month for ${cheapest.postsPerMonth} posts. ${allPlans()}`,
        SOURCES.pricing,
      )
    return factReply(`${within.map(planLine).join(' ')} ${allPlans()}`, SOURCES.pricing)
  }
  // 'How many rounds of changes before you charge more?': the revisions answer says they are unlimited.
  if (has(text, 'revision') && !POSTS_COUNT.test(text)) return undefined
  if (
    POSTS_COUNT.test(text) ||
    (priceQuestion &&
      (has(text, 'start', 'signUp') || /\b(it|you|this|the service|your service)\b/.test(text))) ||
    (priceQuestion &&
      (PLAN_WORD.test(text) ||
        /\b(your|the) pric(e|ing)\b|\bprice\b$|^price|\bhow much (is it|does it|do you|are you|for you|r you)/.test(
          text,
        ))) ||
    /\bwhat plan|which plan|plans do you|your plan|all plan|the plan\b/.test(text)
  )
    return factReply(allPlans(), SOURCES.pricing)
  return undefined
}
