/**
 * The cookie policy: the cookies we set and how long they last, the one a question names first, and the
 * visitor's choices in the policy's own words ('can I say no to cookies?', 'set before I accept?').
 */
import { cookiesCopy, cookieTypes } from '#shared/content/site-pages.ts'
import { has, leadWith, section } from './catalogue-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/** Turning cookies off or choosing them: the consent and the choice. */
const COOKIE_CHOICE =
  /\b(turn|switch|shut)\w* (it |them |all |everything )?off|\b(disable|block|refuse|opt out|opt in|opt-in|consent|choice|choose|reject|decline|necessary|essential|permission|agree|accept|allow|say (yes|no)|ask (me|us|first|before)|still use|without (any )?cookie|delete|clear)/

/** Cookies set without the visitor's say: 'without asking', 'before I accept', 'even if I don't agree'. */
const WITHOUT_ASKING =
  /\b(without|before)\b.{0,25}\b(ask\w*|consent\w*|permission|agree\w*|accept\w*|allow\w*|say\w* (yes|ok|okay)|click\w*|opt\w* in|choos\w*|my (ok|okay|say|yes))\b|\b(don'?t|do not|didn'?t|did not|never|not) (ask|asked|asking)\b|\b(even )?(if|when|though) (i|we) (don'?t|do not|didn'?t|did not|haven'?t|have not|never) (agree|accept|consent|say yes|click|allow|opt in)\w*|\b(even )?(if|when|after) (i|we) (say no|said no|reject\w*|decline\w*|refuse\w*)/

/** Each row of the cookie table, by the words a visitor may call it. */
const TYPE_WORDS: Record<string, RegExp> = {
  'Strictly necessary': /\b(strictly necessary|necessary|essential|required)\b/,
  Analytics: /\b(analytic|analytics|statistic|statistics|stats)\b/,
  Functionality: /\b(functional|functionality|preference)\b/,
  Advertising: /\b(advertising|advert|ad|ads|marketing|targeting)\b/,
}

export function cookieAnswer(text: string, supportEmail: string): Reply | undefined {
  if (!has(text, 'cookie')) return undefined
  // 'How long do analytics cookies last?': the row it names first.
  const named = cookieTypes.filter((row) => TYPE_WORDS[row.type]?.test(text))
  const rows = [...named, ...cookieTypes.filter((row) => !named.includes(row))]
    .map((row) => `${row.type} cookies: ${row.purpose} They last: ${row.duration}.`)
    .join(' ')
  const choices = section(cookiesCopy(supportEmail), 'Your choices')
  // 'You put analytics cookies without I say yes?': set without asking, which the consent answers 'No'.
  if (WITHOUT_ASKING.test(text))
    return factReply(
      `${leadWith(choices, /consent/).replace(/^We set/, 'No, we set')} ${rows}`,
      SOURCES.cookies,
    )
  if (COOKIE_CHOICE.test(text)) return factReply(`${choices} ${rows}`, SOURCES.cookies)
  return factReply(rows, SOURCES.cookies)
}
