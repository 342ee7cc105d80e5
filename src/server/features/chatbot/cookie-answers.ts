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
  /\b(turn|switch|shut)\w* (it |them |all |everything )?off|\b(disable|block|refuse|opt out|opt in|opt-in|consent|choice|choose|reject|decline|necessary|essential|permission|agree|accept|allow|say (yes|no)|ask (me|us|first|before)|still use|without (any )?cookie|delete|clear|change (my |our )?(mind|settings?|preferences?|choices?)|(don'?t|do not) (want|like|accept)|no cookies|(cookie|privacy) (settings?|preferences?|banner|choices?)|manage|withdraw)/

/** Cookies set without the visitor's say: 'without asking', 'before I accept', 'even if I don't agree'. */
const WITHOUT_ASKING =
  /\b(without|before)\b.{0,25}\b(ask\w*|consent\w*|permission|agree\w*|accept\w*|allow\w*|say\w* (yes|ok|okay)|click\w*|opt\w* in|choos\w*|my (ok|okay|say|yes))\b|\b(don'?t|do not|didn'?t|did not|never|not) (ask|asked|asking)\b|\b(even )?(if|when|though) (i|we) (don'?t|do not|didn'?t|did not|haven'?t|have not|never) (agree|accept|consent|say yes|click|allow|opt in)\w*|\b(even )?(if|when|after) (i|we) (say no|said no|reject\w*|decline\w*|refuse\w*)/

/** Each row of the cookie table, by the words a visitor may call it. */
const TYPE_WORDS: Record<string, RegExp> = {
  'Strictly necessary':
    /\b(strictly necessary|necessary|essential|required|needed|log ?in|login|sign ?in|signed in|logged in)\b/,
  Analytics: /\b(analytic|analytics|statistic|statistics|stats)\b/,
  Functionality: /\b(functional|functionality|preference|chat|chatbot|chat window)\b/,
  Advertising: /\b(advertising|adverts?|ad|ads|advertisements?|marketing|targeting|targeted|retargeting)\b/,
}

/**
 * 'Do you track me across other websites?', 'any tracking pixels?', 'do you use Google Analytics on your
 * site?': tracking the visitor, which the cookie policy's analytics and advertising rows answer.
 */
const TRACKS_THE_VISITOR =
  /\b(track|tracks|tracking|follow|follows|following|monitor|monitors|monitoring|spy|spies|spying)\b.{0,10}\b(me|us|visitors?|users?|people|my (browsing|visits?|activity|clicks?))\b|\btracking (pixels?|scripts?|codes?|tech\w*|tools?)\b|\b(pixels?|trackers?)\b.{0,20}\b(site|website|page)s?\b|\bgoogle analytics\b.{0,25}\b(site|website|pages?|visitors?|cookies?)\b|\b(site|website)\b.{0,25}\bgoogle analytics\b/

const NAMED_TOOL =
  /\b(google analytics|ga4|hotjar|(facebook|meta|tiktok|linkedin) pixel|google tag|clarity)\b/

export function cookieAnswer(text: string, supportEmail: string): Reply | undefined {
  if (!has(text, 'cookie') && !TRACKS_THE_VISITOR.test(text)) return undefined
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
  // 'Do you use Google Analytics?': the policy names the kinds of cookie, not the tools that set them.
  const tool = NAMED_TOOL.test(text) ? "Our cookie policy doesn't name the tools that set its cookies. " : ''
  if (COOKIE_CHOICE.test(text) || TRACKS_THE_VISITOR.test(text))
    return factReply(`${tool}${choices} ${rows}`, SOURCES.cookies)
  return factReply(`${tool}${rows}`, SOURCES.cookies)
}
