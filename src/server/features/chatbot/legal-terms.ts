/**
 * What a careful reader asks of the terms in words their sections do not use: suing us ('can I take
 * you to court?'), the most we would pay ('what's the maximum you'll pay if something goes wrong?'), a
 * post that lands the visitor in legal trouble, whom the agreement is with, and a copy of a legal page.
 */
import { cookiesCopy, privacyCopy, termsCopy } from '#shared/content/site-pages.ts'
import { section } from './catalogue-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/** 'Can I sue you?', 'take you to court', 'legal action against you': the law and the liability. */
const SUES_US =
  /\b(sue|sues|sued|suing)\b|\blegal action\b|\btake (you|u|postcraft|the provider) to (court|tribunal)\b|\bsmall claims\b|\b(make|bring|file) a (legal )?claim\b|\bclaim against (you|u|postcraft)\b/

/**
 * 'What's the most you'd pay out if something goes wrong?', 'you post something wrong and my customer
 * complains, who pays?': the liability's limit.
 */
const MOST_WE_PAY =
  /\b(wrong|mistake|error|typo|problem)s?\b.{0,60}\bwho (pays?|will pay|would pay|is liable|covers? (it|the cost))\b|\b(maximum|max|most|cap|capped|limit|limited|ceiling|upper limit)\b.{0,30}\b(you|u|postcraft)('ll| will| would| could| can|'d)? (pay|owe|cover|compensate|reimburse)\w*\b|\bif (something|anything|things|it) (goes|go|went) wrong\b.{0,40}\b(you|u)('ll| will| would)? (pay|compensate|cover|reimburse)\w*\b/

/** 'What if a post you publish gets me into legal trouble?': the visitor's content and our liability. */
const LEGAL_TROUBLE =
  /\blegal (trouble|issues?|problems?|risks?|bother)\b|\b(get|gets|got|land|lands|landed|put|puts)\b.{0,10}\b(me|us)\b.{0,10}\b(trouble|hot water|court|sued)\b|\binfring\w*|\bdefam\w*|\blibel\w*|\bbreak\w* (the )?(law|copyright|trademark|trade mark|advertising rules)\b/

/**
 * 'Who is my contract with?', 'who is the provider?', 'is it legally binding when I pay?': the
 * agreement's parties, as the terms open, and buying a plan accepts them.
 */
const WHO_THE_AGREEMENT_IS_WITH =
  /\blegally binding\b|\bbinding (contract|agreement)\b|\bwho\b.{0,30}\b(contract\w*|agreement|dealing|signing up|buying|paying|trading) (is )?(with|between)\b|\b(contract|agreement) (is )?(with|between) (me|us|you|postcraft|whom|who)\b|\bwho (is|are) (the )?provider\b|\b(legal entity|company behind (postcraft|this|the site|the website|the service))\b/

/** 'Can I get a copy of your terms?', 'send me the privacy policy': the page that holds it. */
const COPY_OF_A_DOCUMENT =
  /\b(copy|copies|pdf|download|send me|email me|e-mail me|(?<!(small|fine) )print\w*)\b.{0,25}\b(terms?|t and cs?|privacy policy|cookie policy|policies)\b(?!.{0,30}\bsign)/

export function legalTermsAnswer(text: string, supportEmail: string): Reply | undefined {
  const terms = termsCopy(supportEmail)
  if (SUES_US.test(text))
    return factReply(`${section(terms, 'Governing law')} ${section(terms, 'Our liability')}`, SOURCES.terms)
  if (MOST_WE_PAY.test(text)) return factReply(section(terms, 'Our liability'), SOURCES.terms)
  if (LEGAL_TROUBLE.test(text))
    return factReply(
      `${section(terms, 'Your content and accounts')} ${section(terms, 'Our liability')}`,
      SOURCES.terms,
    )
  // 'Which country's law is used for the contract between us?' asks the law, answered after this.
  if (WHO_THE_AGREEMENT_IS_WITH.test(text) && !/\b(law|laws|jurisdiction|courts?|countr\w*)\b/.test(text))
    return factReply(`${terms.intro.join(' ')} ${section(terms, 'Cancellation')}`, SOURCES.terms)
  if (COPY_OF_A_DOCUMENT.test(text)) {
    const [page, source] = /\bprivacy\b/.test(text)
      ? [privacyCopy(supportEmail), SOURCES.privacy]
      : /\bcookie/.test(text)
        ? [cookiesCopy(supportEmail), SOURCES.cookies]
        : [terms, SOURCES.terms]
    return factReply(
      `You can read it in full on our website: ${page.title} (${page.path}). For anything else about it, email our team at ${supportEmail}.`,
      source,
    )
  }
  return undefined
}
