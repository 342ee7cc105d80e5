/**
 * How long a password reset link works ('could the reset email be used days later?'): its hour, as the
 * reset e-mail and the sign-in page's reset view state it, and how to get a new one.
 */
import { HOW_LONG_IT_WORKS } from './approval-rules.ts'
import { CHANGE_PASSWORD_TEXT, FORGOT_PASSWORD_TEXT, RESET_LINK_TEXT } from './catalogue-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/** The link or e-mail that resets a password, however named. */
const RESET_LINK =
  /\b(password|pass word|pwd)\b.{0,20}\b(reset|recovery|change|forgot(ten)?)\b|\b(reset|recovery|forgot(ten)? password|new password)\b.{0,20}\b(link|url|e-?mail|email|mail|button|code|token)s?\b|\b(link|url|e-?mail|email|mail|code|token)s? (for|to) (a |the |my )?(new|reset|change|set|choose)\w* (a |my )?(new )?password\b/

/** 'I forgot my password', 'cant log in, lost my password': how to get a new one. */
const FORGOT_PASSWORD =
  /\b(forgot|forgotten|forget|lost|lose|don'?t remember|do not remember|can'?t remember|cannot remember|reset|recover)\w*\b.{0,20}\b(my |our |the )?(password|pass word|pwd|login details)\b|\b(password|login)\b.{0,20}\b(forgot|forgotten|lost|don'?t remember|can'?t remember)\b/

/** Used some time after it came: 'days later', 'tomorrow', 'still work next week'. */
const USED_LATER =
  /\b(later|tomorrow|next (day|week|morning)|overnight|(a|one|two|three|few|couple of|\d+) (day|week)s?|still (work|good|valid|ok|okay|usable|active))\b/

/** 'How do I change my password?': a known password changed, not a forgotten one. */
const CHANGES_PASSWORD =
  /\b(change|changing|update|updating|new|set|reset)\w*\b.{0,15}\b(my|our|the|a)? ?(password|pass word|pwd)\b(?!.{0,10}\b(link|e-?mail|email)\b)/

export function resetLinkAnswer(text: string): Reply | undefined {
  if (FORGOT_PASSWORD.test(text) && !(HOW_LONG_IT_WORKS.test(text) || USED_LATER.test(text)))
    return factReply(FORGOT_PASSWORD_TEXT, SOURCES.passwordReset, SOURCES.resetEmail)
  if (CHANGES_PASSWORD.test(text) && !RESET_LINK.test(text) && /\bhow|\bwhere|\bcan (i|we)\b/.test(text))
    return factReply(CHANGE_PASSWORD_TEXT, SOURCES.settings, SOURCES.passwordReset)
  if (!RESET_LINK.test(text) || !(HOW_LONG_IT_WORKS.test(text) || USED_LATER.test(text))) return undefined
  // 'Could it be used days later, or does it expire?': 'No', it expires.
  const lead = USED_LATER.test(text) ? 'No, a' : 'A'
  return factReply(RESET_LINK_TEXT.replace(/^A/, lead), SOURCES.passwordReset, SOURCES.resetEmail)
}
