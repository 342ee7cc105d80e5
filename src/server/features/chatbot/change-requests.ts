/**
 * Asking for changes to a post, as the review page and the dashboard's Content Calendar offer it: Request
 * Changes instead of Approve, with what to change written in ('can I comment instead of approving, to
 * explain what I want changed?'), and the 48-hour cut-off for a post close to its time ('a post going
 * out tomorrow, can you still change it?'): the FAQ's and terms' revisions rule, and what the Request
 * Changes form says of a late request.
 */
import { REVISION_TURNAROUND_HOURS } from '#shared/catalogue/business-rules.ts'
import { CHANGE_CUTOFF_HOURS } from '#shared/content/content-rules.ts'
import { termsCopy } from '#shared/content/site-pages.ts'
import { DASHBOARD_PLACES } from '#shared/dashboard-places.ts'
import { faqAnswer, section } from './catalogue-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/** Request Changes on a post, as the review page and the Content Calendar's post cards offer it. */
export const REQUEST_CHANGES_TEXT =
  `Instead of approving a post, choose ${DASHBOARD_PLACES.requestChanges} on it and write what you would like changed: we ` +
  `revise the post and send it back to you. Your posts are in the ${DASHBOARD_PLACES.contentCalendar} in your dashboard, where ` +
  'you can also add a comment to a post, or open them from the link in our review e-mail.'

/** The 48-hour cut-off, and what the Request Changes form says of a request after it. */
export const LATE_CHANGES_TEXT =
  `Changes asked for at least ${CHANGE_CUTOFF_HOURS} hours before a post's time are made in time for it: ` +
  `revisions are unlimited, and we make them within ${REVISION_TURNAROUND_HOURS} hours. Later than that ` +
  `you can still ask, with ${DASHBOARD_PLACES.requestChanges} on the post: after the ${CHANGE_CUTOFF_HOURS}-hour cut-off the ` +
  'changes may be too late for that date, though we will still do our best.'

/** The terms' sentence on feedback after the cut-off: 'Feedback received later may mean…'. */
const LATER_FEEDBACK =
  section(termsCopy(''), 'Revisions')
    .split(/(?<=\.)\s+/)
    .find((sentence) => /\blater\b/i.test(sentence)) ?? ''

/** A change to a post already made: 'change a post', 'swap the photo', 'a typo', 'a different picture'. */
const CHANGE_TO_A_POST =
  /\b(chang|edit|amend|tweak|fix|correct|swap|replac|alter|adjust|updat|redo|rework|revis)\w*\b.{0,40}\b(post|caption|photo|picture|image|design|wording|text|hashtag)s?\b|\b(post|caption|photo|picture|image|design)s?\b.{0,60}\b(chang|edit|amend|tweak|fix|correct|swap|replac|alter|adjust|updat|redo|rework|revis)\w*|\b(typo|spelling mistake|different (photo|picture|image|caption|wording|text|colour))\b/

/** Close to the post's time: 'going out tomorrow', 'tonight', 'in a few hours', 'too late', 'the cut-off'. */
const CLOSE_TO_ITS_TIME =
  /\b((tomorrow|tomoro|tmrw|2moro|tonight|today)s?|this (morning|afternoon|evening)|in the morning|later (today|on)|(in|within) (the next |a few |a couple of |an? |one |two |\d+ ?)+(hours?|hrs?)|(hours?|day|night|evening|morning) before|just before|right before|shortly before|last[- ]minute|too late|still time|in time|how (late|close|near)|latest|cut[- ]?off|deadline|notice|less than (48|two|2) (hours|days)|late|too close)\b/

/** A comment on a post: 'a comment on the post', 'notes on a draft', 'feedback on a post', 'a comment box'. */
const COMMENT_ON_A_POST =
  /\b(comment|note|feedback|remark)s?\b.{0,30}\b(on|to|about|for) (a |the |my |our |each |every |your |that |this )?(post|design|draft|caption)s?\b|\b(post|design|draft)s?\b.{0,20}\b(comment|note)s?\b|\b(comment|note|feedback)s?\b.{0,20}\b(instead of|rather than)\b|\bcomment box\b/
/** What to change, written: 'explain what I want changed', 'ask for changes', 'comment with edits'. */
const WHAT_TO_CHANGE =
  /\b(write|say|explain|tell|describe|type|put)\w*\b.{0,30}\bwhat\b.{0,25}\b(chang|different|fix|wrong|want|like)\w*|\b(ask|request)\w* (for )?changes?\b|\b(comment|note|feedback)s?\b.{0,10}\bwith (my |our |the )?(edit|change|fix|correction)s?\b/
/** In place of approving, or how: 'instead of approving', 'approve or comment', 'how do I'. */
const NOT_APPROVING_OR_HOW =
  /\b(instead of|rather than|or|than just|without|before)\b.{0,15}\b(approv\w*|aprov\w*|sign\w* off|say\w* yes|accept\w*)|\b(approv\w*|aprov\w*)\b.{0,25}\bor\b|\bhow (do|can|could|should|would) (i|we)\b|\b(where|way)\b|\b(post|design|draft)s?\b/

/** Whether a question asks to change a post close to its time ('feedback arriving the day before'). */
export function asksForALateChange(text: string): boolean {
  return (CHANGE_TO_A_POST.test(text) || COMMENT_ON_A_POST.test(text)) && CLOSE_TO_ITS_TIME.test(text)
}

/** How many changes, or what they cost: the revisions rule answers ('how many times may I request changes'). */
const HOW_MANY_OR_COST =
  /\bhow (many|often)\b|\b(limit|limited|unlimited|cost|costs|charge|charged|pay|extra|free)\b/

/** A yes-or-no question ('instead of approving, can I…?'), not 'how do I…?'. */
const YES_OR_NO = (text: string) =>
  /^(can|could|may|is|are|do|does|will|would)\b|\b(can|could|may) (i|we)\b/.test(text) &&
  !/^(how|where|what)\b/.test(text)

/** 'Can I comment instead of approving?', 'can you still change tomorrow's post?': how, and the cut-off. */
export function changeRequestAnswer(text: string): Reply | undefined {
  if (asksForALateChange(text))
    return factReply(
      `${LATE_CHANGES_TEXT} Our terms of service add: ${LATER_FEEDBACK.charAt(0).toLowerCase()}${LATER_FEEDBACK.slice(1)}`,
      SOURCES.terms,
      SOURCES.contentCalendar,
    )
  const asked = COMMENT_ON_A_POST.test(text) || (WHAT_TO_CHANGE.test(text) && NOT_APPROVING_OR_HOW.test(text))
  if (!asked || HOW_MANY_OR_COST.test(text)) return undefined
  const revisions = faqAnswer('How many revisions').replace(/^Unlimited\.\s*/, '')
  return factReply(
    `${YES_OR_NO(text) ? 'Yes. ' : ''}${REQUEST_CHANGES_TEXT} ${faqAnswer('How does approving')} Revisions are unlimited: ${revisions.charAt(0).toLowerCase()}${revisions.slice(1)}`,
    SOURCES.contentCalendar,
    SOURCES.reviewEmail,
    SOURCES.home,
  )
}
