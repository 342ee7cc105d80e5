import { coupons } from '#shared/catalogue/coupons.ts'
import { CANCEL_OFFER_TEXT } from './cancel-offer.ts'
import {
  CHANGE_PASSWORD_TEXT,
  FAILED_PAYMENT_TEXT,
  FORGOT_PASSWORD_TEXT,
  INVOICES_TEXT,
  NEXT_PAYMENT_TEXT,
  NOT_ANSWERED_IN_TIME_TEXT,
  RESET_LINK_TEXT,
  REVIEW_LINK_TEXT,
} from './catalogue-text.ts'
import { LATE_CHANGES_TEXT, REQUEST_CHANGES_TEXT } from './change-requests.ts'
import {
  DASHBOARD_CONTACT_TEXT,
  DISPLAY_NAME_TEXT,
  MESSAGES_TEXT,
  MY_FILES_TEXT,
  PASSWORD_LENGTH_TEXT,
} from './customer-area.ts'
import { siteContent } from './site-content.ts'
import { SUPPORT_CALLS_TEXT } from './support-call-answer.ts'

/**
 * The no-invention guard: an answer may state only prices, numbers and names that our own content
 * (or the visitor's own message) holds. Used on every model-written answer, and by the evaluation on
 * every answer.
 */

/** Names the replies use that are neither content nor claims (the start of a polite sentence). */
const REPLY_WORDS = new Set(['i', "i'm", "i've", "i'd", "i'll", 'ok'])

function numbersIn(text: string): string[] {
  return (text.match(/£?\d+(?:[.,]\d+)*(?:\/\d+)?%?/g) ?? []).map((n) => n.replace(/,/g, ''))
}

/** Capitalised words that are not the first word of a sentence: names a reader would take as facts. */
function namesIn(text: string): string[] {
  const names: string[] = []
  for (const sentence of text.split(/(?<=[.!?:;])\s+|\n+/)) {
    const words = sentence.match(/[A-Za-z][A-Za-z'’&-]*/g) ?? []
    for (const word of words.slice(1)) if (/^[A-Z]/.test(word)) names.push(word)
  }
  return names
}

const AMOUNT = String.raw`(?:\d+ ?[×x] ?)?£\d+(?:\.\d{1,2})?`
/** 'A + 2 × B = T': a sum written out in an answer, its parts before the equals sign. */
const SUM_WRITTEN_OUT = new RegExp(String.raw`(${AMOUNT}(?: ?\+ ?${AMOUNT})+) ?= ?(£\d+(?:\.\d{1,2})?)`, 'g')

/**
 * The totals an answer adds up in the open ('£79 + 2 × £15 + £12 = £121'), each only when its parts are
 * figures we may state and do add up to it: a total is no invented figure when the reader sees it is
 * the sum of our own prices. A wrong sum, a sum of other figures, or a total stated without its parts is
 * still invented.
 */
function totalsAddedUp(answer: string, known: (figure: string) => boolean): Set<string> {
  const totals = new Set<string>()
  for (const [, terms = '', total = ''] of answer.matchAll(SUM_WRITTEN_OUT)) {
    const parts = terms.split('+').map((term) => term.match(/(?:(\d+) ?[×x] ?)?(£(\d+(?:\.\d+)?))/) ?? [])
    const pence = parts.reduce(
      (sum, [, count = '1', , pounds = '0']) => sum + Number(count) * Math.round(Number(pounds) * 100),
      0,
    )
    const ours = parts.every(
      ([, count, figure = '']) => known(figure) && (count === undefined || known(count)),
    )
    if (ours && pence === Math.round(Number(total.slice(1)) * 100)) totals.add(total)
  }
  return totals
}

export interface Vocabulary {
  numbers: Set<string>
  words: Set<string>
}

export function vocabularyOf(texts: readonly string[]): Vocabulary {
  const all = texts.join('\n')
  return {
    numbers: new Set(numbersIn(all).flatMap((n) => [n, n.replace(/^£/, ''), n.replace(/%$/, '')])),
    words: new Set((all.toLowerCase().match(/[a-z][a-z'’&-]*/g) ?? []).map((w) => w.replace(/’/g, "'"))),
  }
}

/** The prices, numbers and names in `answer` that neither the content nor the question holds. */
export function inventedClaims(answer: string, content: Vocabulary, question = ''): string[] {
  const asked = vocabularyOf([question])
  const known = (number: string) => content.numbers.has(number) || asked.numbers.has(number)
  const addedUp = totalsAddedUp(answer, known)
  const invented: string[] = []
  for (const number of numbersIn(answer)) {
    if (!known(number) && !addedUp.has(number)) invented.push(number)
  }
  for (const name of namesIn(answer)) {
    const word = name.toLowerCase().replace(/’/g, "'")
    if (REPLY_WORDS.has(word) || content.words.has(word) || asked.words.has(word)) continue
    invented.push(name)
  }
  return [...new Set(invented)]
}

/**
 * Everything the chatbot may state: the site's content as the knowledge base holds it, and what the
 * checkout's coupon box says a code gives (the code itself is named only to a visitor who typed it).
 */
export function siteVocabulary(supportEmail: string): Vocabulary {
  return vocabularyOf([
    ...siteContent(supportEmail).flatMap((page) => [
      page.title,
      ...page.passages.flatMap((passage) => [passage.title, passage.content]),
    ]),
    ...coupons.map((coupon) => coupon.description),
    // Rules customers read in the product (the review e-mail and page), which the chatbot may state.
    REVIEW_LINK_TEXT,
    NOT_ANSWERED_IN_TIME_TEXT,
    RESET_LINK_TEXT,
    FORGOT_PASSWORD_TEXT,
    CHANGE_PASSWORD_TEXT,
    INVOICES_TEXT,
    NEXT_PAYMENT_TEXT,
    FAILED_PAYMENT_TEXT,
    // The dashboard's Contact Support page: which plans book video calls, and when.
    SUPPORT_CALLS_TEXT,
    MY_FILES_TEXT,
    MESSAGES_TEXT,
    DASHBOARD_CONTACT_TEXT,
    // The review page's and Content Calendar's Request Changes, and its 48-hour cut-off.
    REQUEST_CHANGES_TEXT,
    LATE_CHANGES_TEXT,
    DISPLAY_NAME_TEXT,
    PASSWORD_LENGTH_TEXT,
    CANCEL_OFFER_TEXT,
  ])
}
