/**
 * Messages answered before any fact: ones that are not a question we can search (empty, another
 * language, nonsense), ones that try to change the chatbot's rules, abuse, and a visitor ready to buy;
 * and how a message is read first: a question in another language the glossary can read is answered
 * in English, saying so; a long message by its questions; a wish to talk before buying by the free call.
 * Each answer is short, polite and true, and states only catalogue facts.
 */
import { CANCELLATION_NOTICE_DAYS, MONEY_BACK_GUARANTEE_DAYS } from '#shared/catalogue/business-rules.ts'
import { plans } from '#shared/catalogue/plans.ts'
import { HESITANT, isBuying, READY } from '#shared/chatbot/intent-score.ts'
import { contentVocabulary } from '#shared/chatbot/normalise.ts'
import { QUICK_REPLIES } from '#shared/chatbot/widget.ts'
import { formatPenceShort as price } from '#shared/format/money.ts'
import { paths } from '#shared/paths.ts'
import { plansNamed } from './catalogue-text.ts'
import { isHonestNo, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

const planList = plans.map((p) => `${p.title} at ${price(p.pricePence)}`).join(', ')

const FOREIGN_WORDS = new Set(
  (
    'el la los las es qué que cuánto cuanto cuesta precio por para con una un del plan básico ' +
    'le les des est combien coûte coute prix pour avec une vous je ' +
    'der die das ist wie viel kostet und mit für ich sie ein eine ' +
    'il lo gli quanto costa prezzo di che per ' +
    'o os um uma quanto custa preço não você ' +
    'hola tienen tiene quiero puedo hay usted gracias bonjour voudrais avez pouvez merci ' +
    'hallo gern gerne über ihre ihr haben habe hätte möchte bitte danke ciao vorrei avete grazie ' +
    'olá gostaria obrigado ' +
    'ce qu peux peut faites votre vos nos notre nous dans tout toute tous aussi très à ' +
    'posso voglio sono siete fate anche ogni tramite kann können gibt jederzeit auch nicht pelo ' +
    'dzień dobry witam cześć czy jest mogę może można przez jak ' +
    'goedendag het een voor jullie kan ik de ' +
    'hej vad det för hvad er jag ' +
    'dobrý den kolik stojí ' +
    'bună ziua cât cel mai ' +
    'merhaba kadar'
  ).split(' '),
)

/** Words of Latin letters, with the accents of Polish, Czech, Romanian or Turkish ('najtańszy'). */
const LETTERS = /[a-zà-ÿ\u0100-\u017f\u0218-\u021b]+/g

/** Another language: another script, or several of other languages' common words and no English. */
export function isOtherLanguage(message: string): boolean {
  if (/[\u0400-\u04ff\u0600-\u06ff\u0900-\u097f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/.test(message))
    return true
  const words = message.toLowerCase().match(LETTERS) ?? []
  const foreign = words.filter((word) => FOREIGN_WORDS.has(word) || Object.hasOwn(GLOSSARY, word)).length
  const accented = /[¿¡àâçéèêëîïôûùüÿñæœäöß\u0100-\u017f\u0218-\u021b]/.test(message.toLowerCase())
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

/**
 * The words of other languages' common questions that our facts turn on (price, plan, month, posts,
 * approving, channels, cancel, contract, trial, refund), in English: enough to answer 'Wie viel kostet das
 * Basic-Paket im Monat?' from the catalogue, in English, saying so.
 */
const GLOSSARY: Record<string, string> = Object.fromEntries(
  (
    [
      ['how much', 'cuánto cuanto cuánta cuanta combien quanto quanta ile hoeveel kolik'],
      ['how', 'wie'],
      ['much', 'viel'],
      [
        'cost',
        'cuesta cuestan coûte coute coûtent kostet kosten costa costano custa custam kosztuje kosztują kost kostar koster stojí costă',
      ],
      [
        'price',
        'precio precios prix preis preise prezzo prezzi preço preços cena ceny cennik prijs prijzen pris priser preț prețul fiyat fiyatı',
      ],
      [
        'plan',
        'paquete paket forfait formule abonnement abo pacchetto piano pacote plano tarif pakiet pakietu abonament pakket pakke balíček pachet pachetul paketi paketet',
      ],
      [
        'month',
        'mes mensual mois mensuel monat monatlich mese mensile mês mensal miesiąc miesięcznie miesiac miesiecznie maand maandelijks månad månaden måned månedlig měsíc měsíčně lună aylık',
      ],
      [
        'posts',
        'publicaciones publicación publications beiträge beitrag pubblicazioni publicações posty postów',
      ],
      [
        'approve',
        'aprobar apruebo approuver valider freigeben genehmigen approvare aprovar zatwierdzać zatwierdzić zatwierdzam akceptować goedkeuren godkänna schválit aproba onaylamak',
      ],
      ['channels', 'canales canal canaux kanäle kanal canali canais'],
      ['cancel', 'cancelar annuler résilier kündigen cancellare disdire'],
      ['contract', 'contrato contrat vertrag contratto permanencia vertragslaufzeit vincolo fidelização'],
      ['minimum', 'mínima mínimo minima minimo minimale mindest mindestlaufzeit'],
      ['trial', 'prueba essai testversion probezeit prova teste'],
      ['free', 'gratis gratuit gratuite kostenlos gratuito gratuita'],
      ['refund', 'reembolso remboursement rückerstattung rimborso'],
      ['guarantee', 'garantía garantie garanzia garantia'],
      ['post', 'publicar publican publiez publier publicam posten veröffentlichen pubblicate pubblicare'],
      ['support', 'soporte soutien supporto suporte'],
      ['hours', 'horas heures stunden'],
      ['anytime', 'jederzeit'],
      [
        'cheapest',
        'barato económico günstigste economico billigste billigsten najtańszy najtańsza najtańszego najtanszy goedkoopste billigaste nejlevnější ieftin ucuz',
      ],
      ['phone', 'telefon teléfono telefono téléphone telefone telefónica telefonica'],
      ['call', 'llamar llamada appeler appel anrufen anruf chiamare chiamata ligar'],
      ['talk', 'hablar parler sprechen parlare falar'],
    ] as const
  ).flatMap(([english, words]) => words.split(' ').map((word) => [word, english])),
)

/**
 * Small words that join a question's parts ('y', 'et', 'und'), in English, so that
 * each part of '¿Cuánto cuesta … y puedo cancelar …?' is read as a clause and gets its fact. They carry
 * no fact of ours, so they do not count as words the glossary read.
 */
const JOINING_WORDS: Record<string, string> = { y: 'and', e: 'and', et: 'and', und: 'and' }

/** Other languages' phrases of two words for one of ours: 'más barato' is 'cheapest'. */
const PHRASES: readonly (readonly [RegExp, string])[] = [
  [/\bwie viel\b/g, 'wieviel'],
  // 'pro Monat' is 'a month', not the Pro plan.
  [/\bpro (monat|woche|jahr)\b/g, 'per $1'],
  [/\b(el |la |lo )?(más|mas|più|piu) (barato|barata|económico|economico)\b/g, 'barato'],
  [/\b(le |la |les )?moins ch(er|ère|ere)s?(?![a-zà-ÿ])/g, 'barato'],
  // A greeting carries no fact: 'Guten Tag' is not a hashtag.
  [
    /\b(guten (tag|morgen|abend)|buongiorno|bonjour|buenos d(í|i)as|bom dia|goedendag|goedemiddag|bună ziua|dobrý den|dzień dobry)(?![a-zà-ÿ\u0100-\u017f])/g,
    '',
  ],
  [/\b(el |la |o |a )?mais (barato|barata|econômico|económico)\b/g, 'barato'],
  [/\bcel mai ieftin\b/g, 'barato'],
  [/\ben ucuz\b/g, 'barato'],
  [/\bne kadar\b/g, 'wieviel'],
]

const OUR_NAMES = new RegExp(
  `\\b(${[
    ...plans.map((plan) => plan.title),
    'facebook',
    'instagram',
    'linkedin',
    'tiktok',
    'threads',
    'youtube',
    'google',
    // A way to approve posts that the site names: 'zatwierdzać posty przez WhatsApp'.
    'whatsapp',
  ]
    .map((name) => name.toLowerCase())
    .join('|')})\\b`,
  'g',
)

/** The message's words in English where the glossary knows them, and how many it knew. */
export function glossed(message: string): { text: string; known: number } {
  let known = 0
  const text = PHRASES.reduce((said, [phrase, word]) => said.replace(phrase, word), message.toLowerCase())
    .split(/[^a-zà-ÿ\u0100-\u017f\u0218-\u021b0-9£€]+/)
    .filter(Boolean)
    .map((word) => {
      const english = word === 'wieviel' ? 'how much' : GLOSSARY[word]
      if (english) known += 1
      return english ?? JOINING_WORDS[word] ?? word
    })
    .join(' ')
  return { text, known }
}

const cheapest = Math.min(...plans.map((plan) => plan.pricePence))

/** What every visitor needs, in plain English for one who reads a little: price, contract, guarantee. */
export const HEADLINE_FACTS = `In short: our plans start from ${price(cheapest)} a month, there are no contracts (you can cancel anytime with ${CANCELLATION_NOTICE_DAYS} days' notice), and your first order has a ${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee.`

export function otherLanguageReply(): Reply {
  return reply(
    `Sorry, I can only answer in English. Please ask your question in English and I'll gladly help, or use Talk to a person. ${HEADLINE_FACTS}`,
    [QUICK_REPLIES.pricing, QUICK_REPLIES.person],
    [SOURCES.pricing, SOURCES.home],
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

/**
 * A question in another language that the glossary can read and our facts answer: the answer in
 * English, saying we answer only in English. Anything else gets the 'English only' reply.
 */
export function otherLanguageAnswer(message: string, answer: (english: string) => Reply | undefined): Reply {
  const { text, known } = glossed(message)
  // 'vous publiez aussi sur Instagram ?': a name of ours is read in any language.
  const names = text.match(OUR_NAMES)?.length ?? 0
  const fact = known + names >= 2 ? answer(text) : undefined
  if (!fact) return otherLanguageReply()
  return {
    ...fact,
    response: `Sorry, I can only answer in English. Here is what our website says: ${fact.response}`,
    quickReplies: [QUICK_REPLIES.pricing, QUICK_REPLIES.person],
  }
}

export { questionPart, READ_CHARS } from './long-message.ts'

/**
 * 'Can I speak with someone before I buy?': a talk before buying is our free demo video call, not a
 * hand-over to the team; the rest of the message is answered too.
 */
export const BEFORE_BUYING =
  /^(?!.*\b(invoice|bill|renewal|my account|my subscription|my plan|cancel)\w*\b).*\bbefore (i |we )?(buy|buying|pay|paying|sign|signing|commit|committing|order|ordering|purchas\w*|decid\w*|subscrib\w*|go ahead|going ahead|spend\w*|part with|hand\w* over|join|joining|check\w* out)\b/

/** A talk, or a call, with a person: 'an actual person', 'one of your team', 'a quick call', 'a zoom'. */
const TALK = /\b(speak|speaking|talk|talking|chat|chatting|call|zoom|ring|phone|meet|ask)\b/
const WITH_A_PERSON_OR_ON_A_CALL =
  /\b(person|human|someone|somebody|anyone|team|member|people|staff|expert|call|zoom|video|chat|phone)\b/

/**
 * 'can i talk to an actual person before i pay? like a quick call', 'is there a live person I can talk
 * to before ordering?': however the person is put, a talk before buying is the free demo call.
 */
export function asksToTalkBeforeBuying(text: string): boolean {
  return BEFORE_BUYING.test(text) && TALK.test(text) && WITH_A_PERSON_OR_ON_A_CALL.test(text)
}

/** A clause of such a message that is about the talk ('like a quick call', 'before I pay'), not another question. */
export function aboutTheTalk(clause: string): boolean {
  return TALK.test(clause) || BEFORE_BUYING.test(clause)
}

export function beforeBuyingReply(rest: Reply | undefined): Reply {
  const call = reply(
    `Yes: before you buy, you can book a free demo video call with our UK team to talk it through. Our plans are ${planList} a month, with no contract, and your first order has a ${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee.`,
    [QUICK_REPLIES.booking, QUICK_REPLIES.pricing],
    [SOURCES.booking, SOURCES.pricing],
  )
  if (!rest) return call
  // 'Can I speak to someone on the phone before I sign up?': the honest 'no' first, then the call we offer.
  if (isHonestNo(rest))
    return {
      ...call,
      response: `${rest.response}\n${call.response.replace(/^Yes: before/, 'Before')}`,
      sources: [...rest.sources, ...call.sources.filter((c) => !rest.sources.some((s) => s.url === c.url))],
    }
  return {
    ...call,
    response: `${call.response}\n${rest.response}`,
    sources: [...call.sources, ...rest.sources.filter((s) => !call.sources.some((c) => c.url === s.url))],
  }
}

/**
 * 'hiya just having a nosey', 'Good afternoon, I'm looking into options': a greeting or a visitor
 * browsing, with nothing we could answer. Read only when no fact answers the message.
 */
const OPENER =
  /^\W*(hi+|hello+|hey+|hiya|howdy|morning|afternoon|evening|good (morning|afternoon|evening|day)|greetings|yo)\b|\b(just )?(having a (nosey|nose|look|browse|peek)|looking around|browsing|looking into (options|it|things)|doing (some|a bit of) research|exploring (options|our options))\b/

export function isOpener(normalised: string): boolean {
  return OPENER.test(normalised) && normalised.split(' ').length <= 14
}

export function specialReply(message: string): Reply | undefined {
  if (isOtherLanguage(message)) return otherLanguageReply()
  if (INJECTION.test(message)) return injectionReply()
  return undefined
}

/**
 * Rude words: the apology, unless the message also asks something the catalogue answers ('do u design
 * logos? mine is rubbish'), which is answered (answer.ts).
 */
export function isAbusive(message: string): boolean {
  return ABUSE.test(message)
}

/** A visitor ready to buy: purchase words and a time or readiness word. */
export function isReadyBuyer(normalised: string): boolean {
  return isBuying(normalised) && READY.test(normalised) && !HESITANT.test(normalised)
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
