/**
 * Messages answered before any fact: ones that are not a question we can search (empty, another
 * language, nonsense), ones that try to change the chatbot's rules, abuse, and a visitor ready to buy.
 * Each answer is short, polite and true, and states only catalogue facts.
 */
import { MONEY_BACK_GUARANTEE_DAYS } from '#shared/catalogue/business-rules.ts'
import { plans } from '#shared/catalogue/plans.ts'
import { BUYING, HESITANT, READY } from '#shared/chatbot/intent-score.ts'
import { contentVocabulary } from '#shared/chatbot/normalise.ts'
import { QUICK_REPLIES } from '#shared/chatbot/widget.ts'
import { formatPenceShort as price } from '#shared/format/money.ts'
import { paths } from '#shared/paths.ts'
import { plansNamed } from './catalogue-answers.ts'
import { SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

const planList = plans.map((p) => `${p.title} at ${price(p.pricePence)}`).join(', ')

const FOREIGN_WORDS = new Set(
  (
    'el la los las es qué que cuánto cuanto cuesta precio por para con una un del plan básico ' +
    'le les des est combien coûte coute prix pour avec une vous je ' +
    'der die das ist wie viel kostet und mit für ich sie ein eine ' +
    'il lo gli quanto costa prezzo di che per ' +
    'o os um uma quanto custa preço não você'
  ).split(' '),
)

/** Another language: another script, or several of other languages' common words and no English. */
export function isOtherLanguage(message: string): boolean {
  if (/[\u0400-\u04ff\u0600-\u06ff\u0900-\u097f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/.test(message))
    return true
  const words = message.toLowerCase().match(/[a-zà-ÿ]+/g) ?? []
  const foreign = words.filter((word) => FOREIGN_WORDS.has(word)).length
  const accented = /[¿¡àâçéèêëîïôûùüÿñæœäöß]/.test(message.toLowerCase())
  return words.length > 0 && (foreign >= 2 || (accented && foreign >= 1)) && foreign / words.length >= 0.4
}

const INJECTION =
  /\b(ignore|disregard|forget|override)\b.{0,40}\b(instruction|rule|prompt|guideline|previous|above)|\bsystem prompt\b|\bdeveloper mode\b|\bjailbreak\b|\bpretend (you are|you're|to be)\b|\bact as\b|\byou are now\b|\bnew instructions?\b/i
const ABUSE =
  /\b(stupid|useless|idiot|idiotic|rubbish|crap|shit|fuck\w*|f\*+\w*|bloody|damn|dumb|sucks|hate you|moron|garbage|trash|pathetic)\b/i

/** Words that carry no meaning for us: a message made only of them is nonsense. */
export function isNonsense(normalised: string): boolean {
  const known = contentVocabulary()
  const words = normalised.match(/[a-z]+/g) ?? []
  if (/£\d/.test(normalised)) return false
  return words.every((word) => !known.has(word))
}

function reply(response: string, quickReplies: string[], sources: Reply['sources'] = []): Reply {
  return { response, quickReplies, sources, handoff: false }
}

export function otherLanguageReply(): Reply {
  return reply(
    "Sorry, I can only answer in English. Please ask your question in English and I'll gladly help, or use Talk to a person.",
    [QUICK_REPLIES.pricing, QUICK_REPLIES.person],
  )
}

export function injectionReply(): Reply {
  return reply(
    `I can only share what our website says, and I can't change our prices or terms. Our plans are ${planList} a month, and your first order has a ${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee.`,
    [QUICK_REPLIES.pricing, QUICK_REPLIES.booking],
    [SOURCES.pricing],
  )
}

export function abuseReply(): Reply {
  return reply(
    "I'm sorry I haven't been more useful. I can help with our plans, prices, channels and add-ons, or put you in touch with a person from our team.",
    [QUICK_REPLIES.pricing, QUICK_REPLIES.person],
  )
}

export function specialReply(message: string): Reply | undefined {
  if (isOtherLanguage(message)) return otherLanguageReply()
  if (INJECTION.test(message)) return injectionReply()
  if (ABUSE.test(message)) return abuseReply()
  return undefined
}

/** A visitor ready to buy: purchase words and a time or readiness word. */
export function isReadyBuyer(normalised: string): boolean {
  return BUYING.test(normalised) && READY.test(normalised) && !HESITANT.test(normalised)
}

export function buyerReply(normalised: string): Reply {
  const [plan] = plansNamed(normalised)
  const url = plan ? `${paths.checkout}?plan=${plan.id}` : paths.checkout
  const what = plan
    ? `the ${plan.title} plan (${price(plan.pricePence)} a month for ${plan.postsPerMonth} posts)`
    : 'your plan'
  return reply(
    `Great! You can choose ${what} and pay securely at the checkout: ${url}. You don't need an account first; your login details arrive by email straight away. If you'd like to talk it through first, our team can do a free video call.`,
    [QUICK_REPLIES.booking, QUICK_REPLIES.person],
    [{ title: plan ? `Checkout: ${plan.title} plan` : 'Checkout', url }],
  )
}
