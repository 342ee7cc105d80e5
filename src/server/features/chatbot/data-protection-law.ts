/**
 * The law the privacy policy follows ('are you compliant with UK GDPR?', 'which data protection law do
 * you follow?', 'who is the data controller?'), in the policy's opening words: 'Yes' when the visitor
 * asks whether we follow it.
 */
import { privacyCopy } from '#shared/content/site-pages.ts'
import { leadWith } from './catalogue-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/** The laws by the names a visitor may give them. */
const DATA_LAW =
  /\b(gdpr|dpa|data protection (act|law|laws|legislation|regulation|regulations|rules))\b|\bdata[- ]protection\b/

/** 'Which law does your privacy policy follow', 'are you GDPR compliant': the law the policy follows. */
export const WHICH_LAW = new RegExp(
  [
    /\b(law|laws|legislation|regulation|regulations|jurisdiction|complian\w*|complien\w*|comply|complies|complying|data protection act)\b/
      .source,
    /\b(gdpr|dpa)\b.{0,20}\b(follow|apply|applies|under|cover|covered|ok|okay|standard|requirement|rule)s?\b/
      .source,
    /\b(follow|apply|applies|under|cover|covered|in line with|meet|meets|adhere|abide|conform|stick|keep)\w*\b.{0,20}\b(gdpr|dpa|data protection)\b/
      .source,
    /\b(data )?controller\b|\b(are you|you are|you're|is postcraft|is it)\b.{0,15}\b(a |the )?(data )?processor\b/
      .source,
  ].join('|'),
)

/** 'Are you compliant…?', 'GDPR compliant?': a yes-or-no question, not 'which law' or 'this or that'. */
const YES_OR_NO =
  /^\W*(are|is|do|does|r|will|would|can|have|has|gdpr|uk gdpr|dpa)\b|\b(are|do|does|is) (you|u|postcraft|it|they)( too| as well| both)?\W*$|\b(yes|right|correct|true|yes or no)\W*$/
const NOT_YES_OR_NO = /\b(which|what|how|who|where|why|or)\b/

/**
 * A certificate, registration or audit, which the policy does not state: no 'Yes' for it (the honest
 * 'no' to a certification is not-offered-assurances.ts's).
 */
const CERTIFIED = /\b(certif\w*|accredit\w*|regist\w*|licen[cs]\w*|audit\w*|approved|badge|seal|kitemark)\b/

export function dataProtectionLawAnswer(text: string, supportEmail: string): Reply | undefined {
  if (!WHICH_LAW.test(text)) return undefined
  // 'Who is the data controller?': the same opening sentence names the controller.
  const opening = leadWith(privacyCopy(supportEmail).intro.join(' '), /\blaw\b/)
  const yes =
    DATA_LAW.test(text) && YES_OR_NO.test(text) && !NOT_YES_OR_NO.test(text) && !CERTIFIED.test(text)
  return factReply(yes ? `Yes: ${opening.replace(/^We/, 'we')}` : opening, SOURCES.privacy)
}
