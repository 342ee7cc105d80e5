/**
 * Two plans compared: 'what does Premium give us that Pro doesn't?', 'difference between basic and
 * pro', 'pro vs premium'. The answer is what the dearer plan adds, line by line from the plans' own
 * features (its support beside the other's), then what both include and who each is for.
 */
import { type Plan, plans } from '#shared/catalogue/plans.ts'
import { formatPenceShort as price } from '#shared/format/money.ts'
import { list, plansNamed } from './catalogue-text.ts'
import { featuresAsked } from './plan-features.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/** 'difference', 'compare', 'vs', 'that pro doesn't', 'over basic', 'why pay more', 'worth the extra'. */
const COMPARES =
  /\b(difference|differ\w*|compar\w*|versus|vs|contrast)\b|\b(that|which)\b.{0,25}\b(doesn'?t|does not|don'?t|do not|hasn'?t|has not|haven'?t|lacks?|can'?t|cannot|won'?t|wouldn'?t|isn'?t|not (in|on|with))\b|\b(over|above|beyond|on top of|more than|compared to|compared with|instead of) (the )?(basic|pro|premium)\b|\b(basic|pro|premium)\b.{0,40}\b(over|above|more than|on top of) (the )?(basic|pro|premium)\b|\b(miss|missing|miss out|lose|losing|give up|go without)\b|\bwhat (changes?|would change|will change|is different|would be different)\b|\b(jump|leap|gap|step up) (from|between)\b|\b(everything|all) (that )?(in|on|from|of|with) (the )?(basic|pro|premium)\b|\bwhy (pay|paying|spend|go for) (more|extra|the extra)\b|\bworth (the |it over )?(extra|upgrade|difference|step up|more)\b|\bwhat (else|more|extra) (do|does|would|will) (i|we|you|it|premium|pro|basic) (get|give|add|include|offer)\b|\bwhat (do|does|would|will) (the )?(basic|pro|premium)( plan| one| tier)? (add|give (me|us) extra|get (me|us) extra)\b/

/** A line's counterpart on the other plan: its posts, or its support. */
const COUNTERPARTS = [/posts a month/i, /support/i]

/** The plans named, or, when exactly two plans' prices are written ('the £149 and the £219 plan'), those. */
function twoPlans(text: string): Plan[] {
  const named = plansNamed(text)
  if (named.length === 2) return named
  const priced = plans.filter((plan) => new RegExp(`${price(plan.pricePence)}\\b`).test(text))
  return priced.length === 2 ? priced : named
}

/** 'Does Premium include everything in Pro?': whether the dearer plan holds every line of the other. */
const EVERYTHING_IN = /\b(everything|all) (that )?(in|on|from|of|with) (the )?(basic|pro|premium)\b/

const lowerFirst = (line: string) => line.charAt(0).toLowerCase() + line.slice(1)

function added(higher: Plan, lower: Plan): string[] {
  return higher.features.flatMap((line) => {
    if ((lower.features as readonly string[]).includes(line)) return []
    const kind = COUNTERPARTS.find((pattern) => pattern.test(line))
    const theirs = kind ? lower.features.find((other) => kind.test(other)) : undefined
    if (kind?.test('posts a month'))
      return [`${higher.postsPerMonth} posts a month instead of ${lower.postsPerMonth}`]
    return [lowerFirst(theirs ? `${line}, where ${lower.title} has ${lowerFirst(theirs)}` : line)]
  })
}

/** What the dearer of two named plans adds over the other, if the question compares two plans. */
export function planComparisonAnswer(text: string): Reply | undefined {
  const named = twoPlans(text)
  if (named.length !== 2 || !COMPARES.test(text)) return undefined
  // 'The difference in support between Pro and Premium': one feature, each plan's own line (plan-features.ts).
  if (featuresAsked(text) === 1) return undefined
  const [lower, higher] = [...named].sort((a, b) => a.pricePence - b.pricePence) as [Plan, Plan]
  const gains = added(higher, lower)
  const losses = lower.features.filter(
    (line) =>
      !(higher.features as readonly string[]).includes(line) &&
      !COUNTERPARTS.some((pattern) => pattern.test(line)),
  )
  const shared = lower.features.filter(
    (line) => (higher.features as readonly string[]).includes(line) && !/channel/i.test(line),
  )
  const whether = !EVERYTHING_IN.test(text)
    ? ''
    : losses.length === 0
      ? `Yes, ${higher.title} includes everything in ${lower.title}, and more. `
      : `No, not quite: ${higher.title} does not include ${lower.title}'s ${list(losses.map(lowerFirst))}. `
  const answer = [
    `${whether}Over ${lower.title} (${price(lower.pricePence)} a month), ${higher.title} (${price(higher.pricePence)} a month) gives you ${gains.join('; ')}.`,
    ...(whether ? [] : losses).map(
      (line) => `${lower.title} also has ${lowerFirst(line)}, which ${higher.title} does not include.`,
    ),
    `Both include ${list(shared.map(lowerFirst))}.`,
    `${lower.title} is best for ${lowerFirst(lower.bestFor)}; ${higher.title} for ${lowerFirst(higher.bestFor)}.`,
  ]
  return factReply(answer.join(' '), SOURCES.pricing)
}
