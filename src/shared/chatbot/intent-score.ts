/**
 * How ready a chat visitor is to buy, 0 to 100, from signals the conversation shows. Pure: the same
 * conversation always scores the same, so the score can be recomputed after every message and tested
 * signal by signal. Each signal counts once, however often it appears; the sum is capped at 100.
 * The weights are documented in decision 0011; the admin colours use 40 and 70 (business-rules.ts).
 */
import { planIds } from '../catalogue/plans.ts'

export interface IntentInput {
  /** Everything the visitor typed, oldest first. */
  visitorMessages: readonly string[]
  emailGiven: boolean
  /** The page the chat opened on and the referrer: tell which pages the visitor has seen. */
  pagesSeen: readonly (string | null | undefined)[]
}

export const intentSignals = {
  /** Prices, paying, signing up. */
  pricingOrPurchase: 20,
  /** Basic, Pro or Premium by name. */
  planName: 10,
  /** A call, demo or meeting. */
  booking: 20,
  emailGiven: 20,
  /** Wanting it soon. */
  urgency: 10,
  pricingPageSeen: 10,
  checkoutPageSeen: 15,
  /** Three messages or more: an engaged visitor. */
  engaged: 5,
  /** Six messages or more. */
  veryEngaged: 10,
} as const

export type IntentSignal = keyof typeof intentSignals

const PRICING =
  /\b(prices?|pricing|priced|costs?|costing|how much|fees?|pay|paying|payment|buy|buying|purchase|sign ?up|subscribe|subscription|checkout|afford|cheap|expensive|budget|quote)\b|£\s?\d/i
const PLAN_NAME = new RegExp(`\\b(${planIds.join('|')})\\b`, 'i')
const BOOKING =
  /\b(book|booking|call|calls|demo|meeting|meet|appointment|consultation|schedule|calendar|speak to|talk to)\b/i
const URGENCY =
  /\b(today|tonight|tomorrow|now|asap|urgent|urgently|immediately|right away|this week|quickly|soon|straight away|as soon as possible|get started|start)\b/i

function pathOf(address: string): string {
  try {
    return new URL(address, 'http://site.invalid').pathname.toLowerCase()
  } catch {
    return ''
  }
}

/** Which signals a conversation shows. */
export function intentSignalsOf(input: IntentInput): IntentSignal[] {
  const text = input.visitorMessages.join('\n')
  const paths = input.pagesSeen.filter((page): page is string => Boolean(page)).map(pathOf)
  const count = input.visitorMessages.length
  const found: [IntentSignal, boolean][] = [
    ['pricingOrPurchase', PRICING.test(text)],
    ['planName', PLAN_NAME.test(text)],
    ['booking', BOOKING.test(text)],
    ['emailGiven', input.emailGiven],
    ['urgency', URGENCY.test(text)],
    ['pricingPageSeen', paths.some((path) => path.startsWith('/pricing'))],
    ['checkoutPageSeen', paths.some((path) => path.startsWith('/checkout') || path.startsWith('/pay/'))],
    ['engaged', count >= 3],
    ['veryEngaged', count >= 6],
  ]
  return found.filter(([, present]) => present).map(([signal]) => signal)
}

export function intentScore(input: IntentInput): number {
  const total = intentSignalsOf(input).reduce((sum, signal) => sum + intentSignals[signal], 0)
  return Math.min(100, total)
}
