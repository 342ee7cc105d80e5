/**
 * The law the privacy policy follows ('are you compliant with UK GDPR?', 'which data protection law do
 * you follow?', 'who is the data controller?'), in the policy's opening words: 'Yes' when the visitor
 * asks whether we follow it, and no certificate or registration the policy does not state.
 */
import { privacyCopy } from '#shared/content/site-pages.ts'
import { leadWith, section } from './catalogue-text.ts'
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
const YES_OR_NO = /^\W*(are|is|do|does|r|will|would|can|have|has|gdpr|uk gdpr|dpa)\b/
const NOT_YES_OR_NO = /\b(which|what|how|who|where|why|or)\b/

/** A certificate, registration or audit, which the policy does not state. */
const CERTIFIED =
  /\b(certif\w*|accredit\w*|regist\w*|licen[cs]\w*|audit\w*|approved by|badge|seal|kitemark)\b/

export function dataProtectionLawAnswer(text: string, supportEmail: string): Reply | undefined {
  const certified =
    CERTIFIED.test(text) && (DATA_LAW.test(text) || /\b(ico|information commissioner)/.test(text))
  if (!WHICH_LAW.test(text) && !certified) return undefined
  const privacy = privacyCopy(supportEmail)
  const intro = privacy.intro.join(' ')
  // 'Who is the data controller?': the same opening sentence names the controller.
  const opening = leadWith(intro, /\blaw\b/)
  // 'Are you registered with the ICO?': the policy names the ICO only as where to complain.
  const complaint = /\b(ico|information commissioner)/.test(text)
    ? ` ${section(privacy, 'Your rights').match(/If you are unhappy[^)]*\)\./)?.[0] ?? ''}`
    : ''
  if (certified)
    return factReply(
      `Our privacy policy doesn't mention a certificate or registration. What it says: ${opening}${complaint}`,
      SOURCES.privacy,
    )
  const yes = DATA_LAW.test(text) && YES_OR_NO.test(text) && !NOT_YES_OR_NO.test(text)
  return factReply(yes ? `Yes: ${opening.replace(/^We/, 'we')}` : opening, SOURCES.privacy)
}
