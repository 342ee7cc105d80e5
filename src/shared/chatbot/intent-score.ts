/**
 * How ready a chat visitor is to buy, 0 to 100, from signals the conversation shows. Pure: the same
 * conversation always scores the same, so the score can be recomputed after every message and tested
 * signal by signal. Each signal counts once, however often it appears; the sum is capped at 100.
 * The table is documented in decisions 0026, 0043 and 0045 (calibrated on the evaluation set's tuning half: ready
 * buyers 70 or more, greetings and research below 40); the admin colours use 40 and 70.
 */
import { planIds } from '../catalogue/plans.ts'
import { normalise } from './normalise.ts'

export interface IntentInput {
  /** Everything the visitor typed, oldest first. */
  visitorMessages: readonly string[]
  emailGiven: boolean
  /** The page the chat opened on and the referrer: tell which pages the visitor has seen. */
  pagesSeen: readonly (string | null | undefined)[]
}

export const intentSignals = {
  /** Asking about prices. */
  pricing: 15,
  /**
   * Buying words: buy, sign up, subscribe, pay, checkout, order, 'I'll take', and a purchase said without
   * a purchase verb ('card in hand', 'let's do this', 'set me up with Pro', 'count me in').
   */
  purchase: 30,
  /** Basic, Pro or Premium by name. */
  planName: 10,
  /** A call, demo or meeting. */
  booking: 20,
  emailGiven: 20,
  /** Wanting it soon. */
  urgency: 10,
  /** Buying words together with a time or readiness word ('sign up today', 'how do I pay'): a buyer. */
  readyToBuy: 30,
  pricingPageSeen: 10,
  checkoutPageSeen: 15,
  /** Three messages or more: an engaged visitor. */
  engaged: 5,
  /** Six messages or more. */
  veryEngaged: 10,
  /** Saying they are not buying yet ('not ready yet', 'just looking'): also cancels readyToBuy. */
  hesitant: -30,
} as const

export type IntentSignal = keyof typeof intentSignals

const PRICING =
  /\b(price|pricing|priced|cost|costing|how much|fee|afford|cheap|expensive|budget|quote)\b|£\s?\d/
const PLAN_NAME = new RegExp(`\\b(${planIds.join('|')})\\b`)
const BOOKING =
  /\b(book|booking|call|calls|demo|meeting|meet|appointment|consultation|schedule|calendar|speak to|talk to)\b/

/** A pattern for any of the phrases (regular-expression sources), each as whole words. */
function anyOf(...phrases: readonly string[]): RegExp {
  return new RegExp(`\\b(${phrases.join('|')})\\b`)
}

// Pieces of the phrase lists below.
const A_PLAN = '(the )?(basic|pro|premium)'
const A_PLAN_OR_IT = '(the )?(basic|pro|premium|that|it|a plan|that plan)'
/** 'Take my card', not 'do you take my card?' (a question about payment methods). */
const TAKE_MY_CARD = '(?<!(do|can|will|would|how) you )take (my|our) (card|payment)'
/** 'I take Pro', not 'I take a day off' or 'I take my time'. */
const I_TAKE = 'i take(?! (a|an|some|time|one|two|1|2|off|my|our|you to|legal|action)\\b)'

/** 'Put my card in', 'pop our card details in': paying, said as the card going in. */
const CARD_GOING_IN =
  '(put|putting|pop|popping|stick|sticking|bung|bunging|whack|whacking|run|running) (in |through )?(my|our|the)( company| business| work)? card'

/** Buying there and then, said without a purchase verb. */
const PAYING_NOW = [
  "let'?s do (it|this|that)",
  'take my money',
  TAKE_MY_CARD,
  "here'?s (my|our) card",
  'ready when you are',
  "(card|wallet)('s| is)? (in hand|to hand|out|ready|at the ready)",
]
/** A plan chosen: 'count us in', 'set me up with Pro', 'Premium it is', 'we've settled on Basic'. */
const CHOOSING = [
  'count (me|us) in',
  `set (me|us) up (with|on) ${A_PLAN_OR_IT}`,
  `put (me|us) down for ${A_PLAN_OR_IT}`,
  `get (me|us) (on|onto) ${A_PLAN}`,
  'sign (me|us) up',
  '(basic|pro|premium|that one|this one) it is',
  `go on then ${A_PLAN}`,
  "(you'?ve|you have) convinced (me|us)",
  "(have|'ve) decided on",
  `decided on ${A_PLAN}`,
  `(settled|agreed|landed) on ${A_PLAN}`,
  `(gone|opted|opting) for ${A_PLAN}`,
  `(let'?s|we'?ll|i'?ll|we will|i will) (go for|go with|have) ${A_PLAN}`,
  `let'?s do ${A_PLAN}`,
  `(i|we)('?ll| will)? take ${A_PLAN}`,
  `(start|put|get|sign) (me|us) (on|onto|up for|up to) ${A_PLAN}`,
  `(get|got|getting) started on ${A_PLAN}`,
  `(?<!if (i|we) )(start|begin|kick off|launch) ${A_PLAN}`,
  "(i|we)('?ll| will)? sign (today|now|tonight|this week|right away)",
  `let'?s get ${A_PLAN}( plan)? (going|started|set up|live)`,
  `(have|'ve) (chosen|picked|selected|gone with|gone for) ${A_PLAN}`,
  "let'?s go( then| now| today)?$",
  'sold',
  `(?<!(if|when|once|after) (i|we) )${CARD_GOING_IN}( details?)?( in| through)?( (today|now|tonight))? (for|on) ${A_PLAN}`,
  // 'ok getting premium rn', 'we're taking pro': a plan being bought as they type.
  `(i am|we are|ok|okay|right|k) (getting|grabbing|taking) ${A_PLAN}\\b`,
  // 'We're going with you', 'going with Pro': a supplier or a plan chosen.
  `(?<!if )(we|i)( are| am| will be|'ll be| have| had) (going|gone) with (you|your (team|company|service)|${A_PLAN})\\b`,
]
const BUYING_VERBS = [
  'buy',
  'buying',
  'purchase',
  'purchasing',
  'sign ?up',
  'signing ?up',
  'sign me up',
  'subscribe',
  'subscribing',
  'subscription now',
  'checkout',
  'check out',
  'order',
  'ordering',
  'pay',
  'paying',
  'payment',
  "i'?ll take",
  I_TAKE,
  'go with',
  'go ahead',
  'want (the|to get|to start) \\w+ plan',
  'want the \\w+',
  '(get|got) started with',
  "let'?s get (it|this|that|things|us) (started|going|set up)",
  'start with (the )?\\w+ plan',
  "(would|'d) like (the|to (get|start|buy|order|sign up|go with))",
  'ready to (get started|get going|start|go|begin|sign up|buy|order|commit|proceed|pay)',
  '(enter|put in|type in|give you|add) (my |our |the )?card',
  CARD_GOING_IN,
  `how (do|can) (i|we) (get|order|buy|start|have) ${A_PLAN}`,
  '(proceed|go ahead|move forward|press ahead) with',
]
export const BUYING = anyOf(...BUYING_VERBS, ...PAYING_NOW, ...CHOOSING)

const SOON = [
  'today',
  'tonight',
  'now',
  'rn',
  'asap',
  'immediately',
  'right away',
  'this week',
  'straight away',
  'as soon as possible',
  'this (morning|afternoon|evening)',
  'later today',
  'by (the end of )?(today|tonight|the day)',
]
/** Wanting it soon, including a purchase made there and then ('card in hand', 'let's do this'). */
const URGENCY = anyOf(
  ...SOON,
  'tomorrow',
  'urgent',
  'urgently',
  'quickly',
  'soon',
  'get started',
  'get going',
  'start',
  ...PAYING_NOW,
)
/** Where and how to pay, asked by someone about to. */
const WHERE_TO_PAY = [
  'how do (i|we) pay',
  'where (do )?(i|we) pay',
  'where is the payment',
  'payment (page|link|bit|details)',
  'checkout link',
  'link to pay',
  'next step',
  'which button',
  'what is next',
  'pay now',
  '(what is|where is|send( me| us)?|give( me| us)?|share) the (link|payment link|checkout link|sign ?up link)',
  'where (do|can) (i|we) (put|enter|add|type) (in )?(my|our) card',
  '(direct|take|send|point) (me|us) to',
  'how (do|can) (i|we) (checkout|check out|proceed|complete)',
  'where( is| do i| can i| do we| can we| to)? .{0,12}(checkout|check out|pay|sign ?up|buy|order)',
  '(checkout|check out|pay|sign ?up|buy|order)\\w*( \\w+){0,3} where',
  'link to (checkout|check out|pay|sign ?up|buy|order)',
]
/** A decision made: readiness, once buying words are there too. */
const DECIDED = [
  // 'About to hit pay', 'on the point of paying': the purchase is the next thing they do.
  '(just )?about to',
  'on the point of',
  '(hit|hitting|press|pressing|click|clicking|tap|tapping) (the )?(pay|buy|checkout|subscribe|order)( button| now)?',
  'convinced',
  'seen enough',
  'ready',
  "that'?s decided",
  'decided',
  'decision( is| has been)? made',
  '(made|taken) (a|the|our|my) decision',
  'settled',
  'made (up )?(my|our) mind',
  'signed off',
  'approved',
  "card('s| is)? (ready|to hand|in hand|out|here)",
]
export const READY = anyOf(
  ...SOON,
  'tomorrow',
  ...DECIDED,
  ...WHERE_TO_PAY,
  "let'?s do (it|this|that)",
  "let'?s go",
  'go ahead',
  'proceed',
  'take my money',
  TAKE_MY_CARD,
  "here'?s (my|our) card",
  "i'?ll take",
  I_TAKE,
  ...CHOOSING,
)
/**
 * A purchase named as a moment or a fee, or asked about, not made: 'how soon after paying do I get my
 * login', 'is there a sign-up fee', 'is the payment page secure', 'I didn't tick stories at checkout'
 * (a checkout already past). Its buying word is research.
 */
const PURCHASE_AS_A_MOMENT =
  /\b(after|before|once|until|till|when|without|the (day|date|moment|time|point)) (i |we |you )?(have |'ve )?((hit|press|click|tap)\w* (the )?)?(pay|paid|paying|payment|buy|buying|bought|order|ordering|ordered|sign up|signing up|signed up|check out|checkout|subscrib\w*)\b|\bsign ?up (fee|cost|charge|process|form|page)s?\b|\b(payment|checkout|card)s?( page| detail| details| process| method| option)? (is |are )?(secure|safe|encrypted|protected)\b|\b(is|are) (the |your |my )?(payment|checkout|card)s?( page| detail| details| process)? (secure|safe|encrypted|protected)\b|\bhow (do|does) (the |your )?(payment|checkout)s? work\b|\b(didn'?t|did not|forgot|forgotten|forget|missed|skipped|ticked|unticked|chose|picked|selected|added|already|last time)\b[^.?!\n]{0,40}\b(at|during|in|on) (the )?(checkout|check out)\b/g

/** The message's buying and readiness words, without a purchase named only as a moment or a fee. */
export function isBuying(normalised: string): boolean {
  return BUYING.test(normalised.replace(PURCHASE_AS_A_MOMENT, ' '))
}

/** What a detail being checked 'is' or 'does': 'the coupon box is on the last page'. */
const CONFIRMED = '(is|are|will|works|applies|goes|comes)\\b'

/** Not buying yet: research, however keen the words around it. */
const NOT_YET = [
  'not ready',
  'not (redy|reddy|raedy|rdy)',
  'not yet',
  'maybe later',
  'thinking about it',
  'no rush',
  'still (deciding|comparing|researching|thinking)',
  'down the line',
  'at some point',
  'in the future',
  'next (year|quarter)',
  'later (this|in the|next) (year|month|spring|summer|autumn|winter)',
  'later on',
  "(haven'?t|have not|not) (yet )?decided",
  'undecided',
  '(might|may) (sign up|buy|join|subscribe|go for it)',
  '(buy|purchase|order|sign up|decide|subscribe)\\w* (later|another time|another day|next month|next week|some other time)',
]
const ONLY_LOOKING = [
  'just (looking|browsing|curious|researching)',
  'only researching',
  '(only|just|simply|purely|merely) (look|looks|looking|lookin|browse|browsing|browsin|watch|watching|read(?! (your|the|through|over|all|it|them|everything)\\b)|reading|research|researching|compar\\w*|see|seeing|peek\\w*|nos(e|ey|ing)\\w*|having a (look|nose|browse|peek))',
  // 'Just checking prices' is browsing; 'just checking the coupon box is on the last page' confirms a detail.
  `(only|just|simply|purely|merely) (check|checking)(?! (that|if|whether)\\b)(?!( (?!(how|what|which|why|when|where)\\b)\\w+){1,4} ${CONFIRMED})`,
  'window shopping',
  'having a (look|nose|browse|peek|gander)',
  'look around',
  'looking around',
]
/** 'Not buying', 'won't sign up today', but not 'not buying until I know…' (a condition, not a no). */
const NOT_BUYING = [
  'not (buying|purchasing|signing up)',
  "(not|no|dont|don'?t|do not|won'?t|wont|will not|never|am not|i'?m not|im not|not going to|not gonna)( really)? " +
    '(gonna |going to |want to |wanna |ready to |redy to |planning to |plan to |about to )?' +
    '(buy|buyin|buying|by|purchas\\w*|order\\w*|sign\\w* up|subscrib\\w*|commit\\w*|shop\\w*)' +
    '( it| anything| something| a plan| yet| now| today| right now| this time| at the moment| atm| rn)?\\b(?! (before|until|unless|if|without)\\b)',
]
export const HESITANT = anyOf(...NOT_YET, ...ONLY_LOOKING, ...NOT_BUYING)

function pathOf(address: string): string {
  try {
    return new URL(address, 'http://site.invalid').pathname.toLowerCase()
  } catch {
    return ''
  }
}

/** Which signals a conversation shows. */
export function intentSignalsOf(input: IntentInput): IntentSignal[] {
  const text = input.visitorMessages.map(normalise).join('\n')
  // Plan names are read as typed: normalising makes 'premiums' singular.
  const typed = input.visitorMessages.join('\n').toLowerCase()
  const paths = input.pagesSeen.filter((page): page is string => Boolean(page)).map(pathOf)
  const count = input.visitorMessages.length
  const buying = isBuying(text)
  const hesitant = HESITANT.test(text)
  const found: [IntentSignal, boolean][] = [
    ['pricing', PRICING.test(text)],
    ['purchase', buying],
    ['planName', PLAN_NAME.test(typed)],
    ['booking', BOOKING.test(text)],
    ['emailGiven', input.emailGiven],
    ['urgency', URGENCY.test(text)],
    ['readyToBuy', buying && READY.test(text) && !hesitant],
    ['pricingPageSeen', paths.some((path) => path.startsWith('/pricing'))],
    ['checkoutPageSeen', paths.some((path) => path.startsWith('/checkout') || path.startsWith('/pay/'))],
    ['engaged', count >= 3],
    ['veryEngaged', count >= 6],
    ['hesitant', hesitant],
  ]
  return found.filter(([, present]) => present).map(([signal]) => signal)
}

export function intentScore(input: IntentInput): number {
  const total = intentSignalsOf(input).reduce((sum, signal) => sum + intentSignals[signal], 0)
  return Math.max(0, Math.min(100, total))
}
