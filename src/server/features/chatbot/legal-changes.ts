/**
 * A change to come in the terms or a policy ('your terms get changed and we don't like the new version',
 * 'will you tell me if the privacy policy changes?'): each document's own clause on changes, not the date
 * it was last updated, which answers 'when were the terms last changed?'.
 */
import { cookiesCopy, privacyCopy, termsCopy } from '#shared/content/site-pages.ts'
import { section } from './catalogue-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

const TERMS = /\bterms?\b|\bt and cs?\b|\b(contract|agreement|small print|fine print|rules|conditions)\b/
const PRIVACY = /\bprivacy\b|\bdata protection (policy|notice)\b/
const COOKIES = /\bcookie/
const ANY_POLICY = /\b(policy|policies|legal (documents?|pages?|stuff|bits))\b/

/** A change made to a document, not to the visitor's plan, post or details. */
const CHANGE =
  '(chang(e|ed|es|ing)|updat(e|ed|es|ing)|revis(e|ed|es|ing)|amend(ed|ing|s|ment|ments)?|alter(ed|ing|s|ation|ations)?|modif(y|ied|ies|ying|ication|ications)|rewrit(e|es|ing|ten)|rewrote|tweak(ed|ing|s)?)\\b(?! (to )?(my|our|your|a|the)? ?(plan|package|tier|subscription|post|design|caption|channel|card|email|password|address|details|mind|account))'
const DOCUMENT =
  '(terms?|t and cs?|contract|agreement|small print|fine print|rules|conditions|privacy( policy| notice)?|cookie policy|polic(y|ies)|them|they|it)'

/** A change still to come, or what the visitor may do about one. */
const CHANGE_AHEAD = new RegExp(
  [
    // 'if you change the terms', 'your terms get changed', 'will you tell me if the policy is updated'
    `\\b${DOCUMENT}\\b.{0,40}\\b${CHANGE}`,
    `\\b${CHANGE}\\b.{0,25}\\b${DOCUMENT}\\b`,
    // 'we don't like the new version', 'are we bound by new terms'
    '\\bnew (privacy |cookie )?(version|terms?|policy|policies|t and cs?|rules|contract|agreement|conditions)\\b',
    '\\bbound by\\b',
  ].join('|'),
)

/** 'When were the terms last updated?', 'is your privacy policy up to date?': the date, not a change. */
const ASKS_THE_DATE =
  /\blast\b|\b(when|what time) (was|were|did|had|have)\b|\bdated?\b|\bhow (recent|old|up to date|current|new)\b|\bup to date\b|\b(current|latest|newest|recent|which|what) (version|update|revision|edit)\b|\brecently\b|\bsince\b/

/** Not agreeing with a change, or asking what may then be done: cancelling, as the terms say. */
const DISAGREES =
  /\b(don'?t|do not|didn'?t|did not|not|never) (like|agree|accept|want|happy|ok|okay)\b|\bdisagree\w*|\bobject\w*|\boptions?\b|\bwhat (can|could|should|do) (i|we)\b|\b(leave|cancel\w*|get out|walk away|quit|end)\b|\bbound by\b|\b(have|need|forced) to (accept|agree)\b/

/** 'Can you change the contract without telling us?': the notice the terms give answers 'No'. */
const WITHOUT_NOTICE = /\bwithout (telling|notice|notif\w*|warning|warn\w*|letting|asking|informing|saying)\b/

export function legalChangeAnswer(text: string, supportEmail: string): Reply | undefined {
  const documents = [TERMS, PRIVACY, COOKIES, ANY_POLICY]
  if (!documents.some((document) => document.test(text))) return undefined
  if (!CHANGE_AHEAD.test(text) || ASKS_THE_DATE.test(text)) return undefined
  const terms = termsCopy(supportEmail)
  const privacyChanges = section(privacyCopy(supportEmail), 'Changes and contact')
  const cookieChanges = section(cookiesCopy(supportEmail), 'Changes and contact')
  const termsChanges = `${section(terms, 'Changes to prices and terms')}${DISAGREES.test(text) ? ` ${section(terms, 'Cancellation')}` : ''}`
  const no = WITHOUT_NOTICE.test(text) ? 'No: ' : ''
  const lead = (answer: string) => `${no}${no ? answer.replace(/^We/, 'we') : answer}`
  // A named policy is answered alone; the terms, or policies unnamed, with the terms' clause first.
  if (COOKIES.test(text) && !TERMS.test(text) && !PRIVACY.test(text))
    return factReply(lead(cookieChanges), SOURCES.cookies)
  if (PRIVACY.test(text) && !TERMS.test(text)) return factReply(lead(privacyChanges), SOURCES.privacy)
  if (TERMS.test(text)) return factReply(lead(termsChanges), SOURCES.terms)
  return factReply(
    `${lead(termsChanges)} For the privacy policy: ${privacyChanges}`,
    SOURCES.terms,
    SOURCES.privacy,
  )
}
