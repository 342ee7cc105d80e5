/**
 * Extra posts on top of a plan ('just 5 extra posts this month only, without change plan'), which we
 * do not sell: each plan has its posts a month, and more posts are a bigger plan, asked for from
 * Manage My Subscription (the FAQ's answer on changing plan). A one-off batch without any plan is the
 * billing periods' 'no' (not-offered-plans.ts).
 */
import { plans } from '#shared/catalogue/plans.ts'
import { formatPenceShort as price } from '#shared/format/money.ts'
import { faqAnswer, plansNamed } from './catalogue-text.ts'
import { ourPlans } from './not-offered-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/** 'a few extra posts', '5 more posts', 'additional designs', 'bonus posts', 'a top-up of posts'. */
const MORE_POSTS =
  /\b(extra|additional|bonus|more|further|spare|top[- ]?up)( \w+){0,2} (post|design|graphic)s?\b|\badd\w* (\d+|a few|some|a couple of|a handful of)( \w+)? (post|design|graphic)s?\b|\btop[- ]?up\b.{0,20}\b(post|design|graphic)s?\b|\b(post|design|graphic)s?\b.{0,30}\bon top of (my|our|the|what)\b|\b(post|design|graphic)s?\b.{0,40}\b(not enough|run out|ran out|used up)\b.{0,30}\b(some |a few )?more\b/

/** Bought, added or wanted for a while, beside the plan the customer keeps. */
const ON_TOP_OF_THE_PLAN =
  /\b(buy|purchase|pay|order|sell|add|get|have|do|need|want|like|top[- ]?up)\w*\b|\b(is|are) there\b|\bwithout (chang|upgrad|mov|switch)\w*|\b(stay|keep)\w* (on|with|my|our|the)\b/

/**
 * Not extra posts: an add-on's own ('extra stories posts', 'carousel posts'), a plan chosen for more
 * posts ('which plan has more posts'), posts more often ('more posts a week') or a comparison.
 */
const SOMETHING_ELSE =
  /\b(stor(y|ies)|carousel|video|reel|blog|article|channel|report)s?\b|\b(which|what) (plan|package|tier|one)\b|\bmore (post|design)s? (than|(on|in|with|from) (the |a )?(basic|pro|premium|plan|package|tier|bigger|higher|top))\b|\b(a|per|each|every) (day|week)\b|\bhow many\b|\b(apart from|besides|other than|aside from|except)\b|\b(don'?t|do not|doesn'?t|does not) get\b|\b(if|when|once|by|after) (i |we )?(upgrad|mov|switch|chang|go|step)\w*/

export function extraPostsNotOffered(text: string): Reply | undefined {
  if (!MORE_POSTS.test(text) || !ON_TOP_OF_THE_PLAN.test(text) || SOMETHING_ELSE.test(text)) return undefined
  // 'I'm on Basic': the plan above it is the nearest offer.
  const [current, ...others] = plansNamed(text)
  const next =
    current && others.length === 0
      ? [...plans]
          .sort((a, b) => a.postsPerMonth - b.postsPerMonth)
          .find((plan) => plan.postsPerMonth > current.postsPerMonth)
      : undefined
  const nextUp =
    current && next
      ? ` From ${current.title}, the next plan up is ${next.title}: ${next.postsPerMonth} posts a month for ${price(next.pricePence)}.`
      : ''
  return factReply(
    `No, we don't sell extra posts on top of a plan: for more posts, upgrade to a bigger plan.${nextUp} ${ourPlans}. ${faqAnswer('How do I cancel or change my plan')}`,
    SOURCES.pricing,
    SOURCES.home,
  )
}
