/**
 * The visitor's rights over their data beyond a copy of it ('can I correct wrong information you hold?',
 * 'move my data to another provider', 'object to how you use it', 'withdraw my consent') and whom to ask
 * about privacy ('who do I contact about my data?', 'do you have a DPO?'), in the privacy policy's words.
 */
import { cookiesCopy, privacyCopy } from '#shared/content/site-pages.ts'
import { section } from './catalogue-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

const THE_DATA = '(my|our|the|your|personal|customer) (personal )?(data|information|info|details|records?)'

/** A right the policy lists: to correct, delete, restrict or move the data, or to object to its use. */
const ASKS_A_RIGHT = new RegExp(
  [
    `\\b(delete|erase|remove|wipe|correct|fix|rectif\\w*|restrict|limit|move|transfer|port|take)\\w*\\b.{0,30}\\b${THE_DATA}\\b`,
    '\\b(wrong|incorrect|inaccurate|out of date|outdated|mistaken)\\b.{0,25}\\b(information|info|details|data|records?)\\b.{0,30}\\b(you|u) (hold|have|keep|store)',
    // 'delete my account': erasing the data it holds
    '\\b(delete|erase|remove|wipe)\\w*\\b.{0,20}\\b(my|our) (whole |entire )?account\\b',
    '\\bdata portability\\b|\\bright to (be forgotten|erasure|object|restrict\\w*|rectif\\w*|portability|access)\\b',
    `\\bobject\\w* to\\b.{0,30}\\b(use|using|process\\w*|handl\\w*)\\b|\\b(stop|restrict\\w*|limit\\w*)\\b.{0,15}\\b(using|processing|handling|use of)\\b.{0,10}\\b${THE_DATA}\\b`,
  ].join('|'),
)

/** 'How do I withdraw my consent?': consent taken back, for marketing e-mails, cookies or the data. */
const WITHDRAWS_CONSENT =
  /\b(withdraw\w*|take back|revok\w*|cancel\w*|change)\b.{0,15}\b(my |our )?(consent|permission|agreement)\b/

/** 'Who do I contact about my data?', 'do you have a DPO?': whom privacy questions go to. */
const PRIVACY_CONTACT =
  /\b(who|where|how|which email|what email)\b.{0,30}\b(contact|email|write|ask|speak|talk|send|raise|go)\w*\b.{0,40}\b(privacy|my data|our data|personal data|data protection|gdpr)\b|\b(data protection officer|dpo|privacy (officer|lead|team|contact))\b/

/** 'What is the ICO?', 'who regulates you?': the regulator the policy names, where to complain. */
const REGULATOR =
  /\b(ico|information commissioner\w*)\b|\bwho (regulates|oversees|supervises) (you|u|postcraft)\b|\b(data protection|privacy) (regulator|authority|watchdog)\b/

/** Whether the question asks for one of these rights, or whom to ask about privacy. */
export function asksAboutDataRights(text: string): boolean {
  // 'Can I withdraw my cookie consent?' is the cookie policy's choice.
  const consent = WITHDRAWS_CONSENT.test(text) && !/\bcookie/.test(text)
  return ASKS_A_RIGHT.test(text) || consent || PRIVACY_CONTACT.test(text) || REGULATOR.test(text)
}

export function dataRightsAnswer(text: string, supportEmail: string): Reply | undefined {
  if (!asksAboutDataRights(text)) return undefined
  const privacy = privacyCopy(supportEmail)
  const rights = section(privacy, 'Your rights')
  const questionsGoTo =
    section(privacy, 'Changes and contact').match(/Questions about privacy go to \S+/)?.[0] ?? ''
  if (PRIVACY_CONTACT.test(text) && !ASKS_A_RIGHT.test(text)) {
    // The policy names no data protection officer: whom it does name is the answer.
    const officer = /\b(data protection officer|dpo|privacy officer)\b/.test(text)
      ? "Our privacy policy doesn't name a data protection officer. "
      : ''
    return factReply(`${officer}${questionsGoTo} ${rights}`, SOURCES.privacy)
  }
  if (WITHDRAWS_CONSENT.test(text) && !ASKS_A_RIGHT.test(text)) {
    const marketing =
      section(privacy, 'How we use it').match(/We only send marketing emails[^.]*\./)?.[0] ?? ''
    const cookies =
      section(cookiesCopy(supportEmail), 'Your choices').match(/We set analytics[^.]*\./)?.[0] ?? ''
    return factReply(`${rights} ${marketing} ${cookies}`, SOURCES.privacy, SOURCES.cookies)
  }
  return factReply(rights, SOURCES.privacy)
}
