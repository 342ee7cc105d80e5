/**
 * 'After I approve the posts, do I publish them myself or do you?', 'who hits publish?', 'do they go
 * out automatically once approved?': who puts the approved posts online. We do: they are scheduled for
 * the customer (the FAQ's 'What do I get each month?') and posted to the profiles they give us access to.
 */
import { howItWorksSteps } from '#shared/content/how-it-works.ts'
import { faqAnswer, list, plansNamed } from './catalogue-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'
import { everyPlanSchedules } from './service-answers.ts'

/** Putting a post online, in a verb's forms ('postcraft' is no 'post'). */
const PUBLISH =
  '(publish|publishes|published|publishing|post|posts|posted|posting|upload|uploads|uploaded|uploading|put|puts|putting|share|shares|sharing|schedule|schedules|scheduling|press|presses|hit|hits|click|clicks)'
const YOURSELF =
  '(myself|ourselves|by myself|by ourselves|on my own|on our own|me or you|you or me|us or you|you or us|my job|our job|my end|our end)'
const APPROVED =
  "\\b(once|after|when) ((i|we) )?((have|'ve|had) )?(approv|sign|ok|okay|say yes|said yes|agree)\\w*|\\b(once|after|when) (the )?(post\\w* )?(are |is )?(approved|approval|sign ?off|signed off)\\b"

/** A verb of putting a post online, not the noun ('approve every post myself' is no publishing). */
const PUBLISH_VERB = `(?<!\\b(every|each|the|a|my|our|your|all|this|that|one|of) )${PUBLISH}`
/** A question's modal before it: 'do I need to upload', 'must I post', 'are we expected to publish'. */
const MODAL =
  '\\b(do|does|must|will|would|should|shall|have to|has to|need to|needs to|got to|expected to|supposed to)\\b'

const WHO_PUBLISHES: RegExp[] = [
  // 'do I need to upload them to Instagram myself', 'or is that my job'
  new RegExp(`${MODAL}.{0,25}\\b${PUBLISH_VERB}\\b.{0,40}\\b${YOURSELF}\\b`),
  /\b(or|is) (that|it) (my|our) (job|responsibility)\b/,
  // 'who publishes the posts', 'who actually hits publish', 'who puts them online'
  new RegExp(`\\bwho (\\w+ )?${PUBLISH}\\b`),
  /\b(is it|will it be|would it be) (me|us) (who|that) (publish|post|upload|put)\w*/,
  // 'do you post them for me', 'you put them on Facebook, or I must do it?'
  /\b(you|your team|you guys)\b.{0,15}\b(post|publish|upload|put|share)\w*( (it|them|these|those|the post|my post|our post|the content))\b.{0,30}\b(for (me|us)|or (do|will|must|should|shall) (i|we)|or (i|we) (must|have to|need to|should))\b/,
  /\b(you|your team|you guys)\b.{0,15}\b(post|publish|upload|put|share)\w*\b.{0,30}\bor (do|will|must|should|shall) (i|we) (have to|need to|must|do it)\b/,
  // 'is publishing included', 'does your team handle the actual posting', 'will you be the ones posting'
  /\b(publishing|posting|uploading)\b.{0,20}\b(included|handled|done|taken care of)\b|\b(handle|do|does|take care of)\w* (the )?(actual )?(posting|publishing|uploading)\b|\bthe ones? (posting|publishing|uploading)\b|\b(also|actually|even) (publish|post|upload)\w* (them|it)\b/,
  // 'do I have to press publish', 'published by you or by me'
  /\b(press|hit|click)\w* (the )?(publish|post|go live|upload)\b|\b(published|posted|uploaded|put online) by (you|me|us)\b|\bcopy and paste\b/,
  /\b(publish|post|upload)\w* (them |it )?on (my|our) behalf\b/,
]

/** 'Once approved, do they go out automatically?': after approving, not the rule for unanswered posts. */
const OUT_BY_ITSELF =
  /\b(go|goes|get|gets|be)( (out|live|up|posted|published|online))+ (automatically|by (itself|themselves)|on (their|its) own)\b/
const NOT_ANSWERED =
  /\b(not|n't|never|without|forget|forgot|miss|missed)\b.{0,20}\b(approv|answer|reply|respond)\w*/

/** The networks only the video add-on makes content for, and a wish to post oneself, are other answers. */
const ANSWERED_ELSEWHERE =
  /\b(tiktok|youtube)\b|\b(can|could|may) (i|we)\b.{0,30}\b(myself|ourselves|on (my|our) own)\b/

/** 'Is publishing handled in every tier?', 'on Pro, do I post them myself?': the plans' own line too. */
const PLANS_ASKED = /\b(every|all|each|any|which|what) (of (the|your) )?(tier|plan|package)s?\b/

const NETWORK_NAMES: [RegExp, string][] = [
  [/\bfacebook\b/, 'Facebook'],
  [/\binstagram\b/, 'Instagram'],
  [/\bx twitter\b|\btwitter\b/, 'X (Twitter)'],
  [/\blinkedin\b/, 'LinkedIn'],
  [/\bgoogle (business|my business|profile)\b/, 'Google Business'],
  [/\bthreads\b/, 'Threads'],
]

export function publishingAnswer(text: string): Reply | undefined {
  if (ANSWERED_ELSEWHERE.test(text)) return undefined
  const asked =
    WHO_PUBLISHES.some((pattern) => pattern.test(text)) ||
    (OUT_BY_ITSELF.test(text) && new RegExp(APPROVED).test(text) && !NOT_ANSWERED.test(text))
  if (!asked) return undefined
  const networks = NETWORK_NAMES.filter(([pattern]) => pattern.test(text)).map(([, name]) => name)
  const connect = howItWorksSteps.find((step) => /profile/i.test(step.title))
  const access = connect
    ? ` You ${connect.text.charAt(0).toLowerCase()}${connect.text.slice(1).replace(/\.$/, '')} ('${connect.title}' in How it works on our home page).`
    : ''
  const plans = PLANS_ASKED.test(text) || plansNamed(text).length > 0
  return factReply(
    `We do it for you: once you approve your posts, we schedule them and publish them${networks.length > 0 ? ` on ${list(networks)}` : ''} for you, so you don't have to post anything yourself. ${plans ? `${everyPlanSchedules()} ` : ''}${faqAnswer('What do I get each month')}${access}`,
    SOURCES.home,
    ...(plans ? [SOURCES.pricing] : []),
  )
}
