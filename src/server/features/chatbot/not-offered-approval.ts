/**
 * Honest negatives about approving posts: approvals by a way we do not take them, and posting without
 * the visitor's approval.
 */
import { faqAnswer } from './catalogue-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/** 'Can I approve by SMS?': approvals go through our platform, email or WhatsApp only. */
const APPROVAL_ELSEWHERE: [RegExp, string | ((said: string) => string)][] = [
  [
    /\bsms\b|\btext message|\btxt\w*\b|\btexting\b|\b(by|via|over|through|in) (a )?text\b|\btext (you|u|back)\b|\bimessage\b/,
    // The visitor's own word: the site names no SMS, so 'a text message' is not turned into one.
    (said) => (/\bsms\b/.test(said) ? 'SMS' : /\bimessage\b/.test(said) ? 'iMessage' : 'text message'),
  ],
  [/\bslack\b/, 'Slack'],
  [/\bvoice (note|message|memo)/, 'voice note'],
  [
    /\bgoogle (doc|sheet)|\bdropbox\b|\btrello\b|\basana\b|\bnotion\b|\bcanva\b/,
    'a shared document or project tool',
  ],
  [/\b(microsoft|ms) teams?\b/, 'Microsoft Teams'],
  [/\btelegram\b/, 'Telegram'],
  [/\bmessenger\b|\b(facebook|instagram) (dm|message)/, 'Messenger or direct messages'],
  [
    // 'approve from my phone' is the visitor's own phone, which the platform, email and WhatsApp suit.
    /\b(by|over|via|through|on) (the )?(phone|telephone)\b(?! app)|\bphone call|\btelephone\b|\bring (you|u)\b|\b(calling|ringing|phoning) (you|u|the team)\b/,
    'phone',
  ],
  [/\b(by|in the|through the) (post|mail)\b(?= *$)|\b(letter|fax)\b/, 'post'],
]
const APPROVES =
  /\b(approv\w*|sign off|signing off|sign-off|ok|okay|green ?light|feedback|comment\w*|review\w*|reject\w*)\b/

/**
 * 'Just post whatever you think without asking me', 'could anything go live before I've signed it
 * off?': we publish only what the visitor has approved.
 */
const UNAPPROVED_POST =
  /\b(post|publish|upload|put|share|schedul|appear|go(es|e)? (out|live|up|online)|went (out|live|up|online)|get(s)? (posted|published))\w*\b.{0,50}\bwithout (me |my |us |our |you |them |anyone |any ?body |(the|a|your|their) (client|customer|owner|business|account holder)s? )?(ask\w*|check\w*|approv\w*|see\w*|sign\w* (it |them )?off|sign-off|review\w*|look\w*|ok|okay|say-so|say so|permission|consent|run\w* (it |them )?by)|\b(publish\w*|post (anything |something |it |them )?(to|on) (my|our)( \w+)?|posted|go(es)? (live|out|up)|went (live|out|up)|put (up|out|online)|uploaded)\b.{0,40}\b(before|until) (i|we)( have|'ve| had)? (approv|sign|seen|see|check|review|ok|okay|agree|say (yes|so|ok))\w*|\bwithout (wait\w*|need\w*|get\w*|having|asking|requir\w*) (for |on |to get )?(my|our|the|your|any|an|a|me to give) (approv\w*|ok|okay|sign[- ]?off|go-ahead|go ahead|say-so|permission|consent)|\b(no need|don'?t need|do not need|needn'?t|not need) (to )?(wait|ask|check)\w* (for |on |with )?(my|our|me|us|the|any)\b(?!.{0,10}\b(reply|answer|call|email)\b)|\b(skip|bypass|no need for|don'?t need|do not need)\b.{0,15}\b(the )?(approval|approving|sign[- ]?off|checking)\b|\b(don'?t|do not|no) (have )?time to (check|approve|review|look at|sign off)\b/

/**
 * 'Will anything be posted on my behalf that I haven't reviewed?', 'do unapproved posts ever go out?':
 * something published that the visitor has not approved, put the other way round.
 */
const NOT_YET_APPROVED =
  /\b(i|we|they|the client|the owner|my (boss|manager|partner))( have| has|'ve)? (not|n't|haven'?t|hasn'?t|didn'?t|did not|have not|has not|never|not yet|haven'?t yet) (yet )?(approv|seen|saw|review|check|ok|okay|sign|agree|look|green ?light)\w*|\b(unapproved|unchecked|unreviewed|unseen|not approved|not been approved|not yet approved|never approved)\b/
const PUBLISHED =
  /\b(posted|publish\w*|go(es)? (out|live|up)|going (out|live|up)|went (out|live|up)|put (up|out|online)|uploaded|appear\w*|shared|sent out|(you|u|ever|be|get|gets|got|will|would|won'?t|wouldn'?t|will not|would not|never) post\w*|post (it|them|anything|something))\b/

function approvalElsewhere(text: string): Reply | undefined {
  if (!APPROVES.test(text)) return undefined
  const found = APPROVAL_ELSEWHERE.find(([pattern]) => pattern.test(text))
  if (!found) return undefined
  const [pattern, way] = found
  const said = text.match(pattern)?.[0] ?? ''
  return factReply(
    `No, we don't take approvals by ${typeof way === 'string' ? way : way(said)}. We send your upcoming posts for review about twice a month, and you approve or comment through our platform, by email or on WhatsApp, whichever suits you.`,
    SOURCES.home,
  )
}

/** Posting without approval, or approving by a way we do not take. */
export function approvalNotOffered(text: string): Reply | undefined {
  if (UNAPPROVED_POST.test(text) || (NOT_YET_APPROVED.test(text) && PUBLISHED.test(text)))
    // The About page says it in these words: 'We never publish anything you have not seen.'
    return factReply(
      `No, we never publish anything you have not seen and approved. ${faqAnswer('How does approving content work')}`,
      SOURCES.home,
      SOURCES.about,
    )
  return approvalElsewhere(text)
}
