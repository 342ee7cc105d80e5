import { readFileSync } from 'node:fs'
import path from 'node:path'
import { inventedClaims, type Vocabulary } from '#server/features/chatbot/no-invention.ts'
import { intentScore } from '#shared/chatbot/intent-score.ts'
import { BOOKING_PAGE_URL } from '#shared/chatbot/widget.ts'
import { paths } from '#shared/paths.ts'

/** One item of tests/fixtures/chatbot-eval.json (its description says how each kind is judged). */
export interface EvalItem {
  kind: 'fact' | 'not-offered' | 'intent' | 'bad-input'
  category: string
  persona: string
  question: string
  split: 'tuning' | 'held-out'
  /** The day a held-out question was studied, and so moved to the tuning half. */
  seen?: string
  must?: string[]
  mustNot?: string[]
  source?: string
  intent?: { min?: number; max?: number }
}

export interface EvalAnswer {
  response: string
  sources: { title: string; url: string | null }[]
  handedOff: boolean
}

export function loadEvalSet(): EvalItem[] {
  const file = path.resolve(import.meta.dirname, '../fixtures/chatbot-eval.json')
  return (JSON.parse(readFileSync(file, 'utf8')) as { questions: EvalItem[] }).questions
}

const HONEST_NO = /\b(no|not|don't|do not|doesn't|isn't|aren't|only|can't|cannot)\b/i

export function scoreOf(item: EvalItem): number {
  return intentScore({ visitorMessages: [item.question], emailGiven: false, pagesSeen: [] })
}

/** What is wrong with the answer, or undefined when it is right. Invented claims are judged apart. */
export function judgeEvalAnswer(item: EvalItem, answer: EvalAnswer): string | undefined {
  const text = answer.response.toLowerCase().replace(/’/g, "'")
  const forbidden = (item.mustNot ?? []).filter((claim) => states(text, claim.toLowerCase()))
  if (forbidden.length > 0) return `states ${forbidden.map((c) => JSON.stringify(c)).join(', ')}`
  if (item.kind === 'intent') {
    const score = scoreOf(item)
    if (item.intent?.min !== undefined && score < item.intent.min)
      return `intent ${score} < ${item.intent.min}`
    if (item.intent?.max !== undefined && score > item.intent.max)
      return `intent ${score} > ${item.intent.max}`
    if (item.category === 'intent-buyer') {
      const urls = answer.sources.map((source) => source.url ?? '')
      if (!urls.some((url) => url.startsWith('/checkout') || url === BOOKING_PAGE_URL))
        return 'no checkout link or call offered to a ready buyer'
    }
    return undefined
  }
  if (item.kind === 'fact' && answer.handedOff) return 'offered a person instead of answering'
  if (item.kind === 'not-offered') {
    const first = answer.response.split(/(?<=[.!?])\s/)[0] ?? ''
    if (!HONEST_NO.test(first)) return 'no honest negative in the first sentence'
  }
  const missing = (item.must ?? []).filter((fact) => !text.includes(fact.toLowerCase().replace(/’/g, "'")))
  if (missing.length > 0) return `missing ${missing.map((fact) => JSON.stringify(fact)).join(', ')}`
  if (item.kind !== 'bad-input') {
    if (answer.sources.length === 0) return 'no source cited'
    if (item.source && !answer.sources.some((source) => samePage(source.url, item.source)))
      return `cites ${answer.sources.map((source) => source.url).join(', ')}, not ${item.source}`
  }
  return undefined
}

const DENIAL = /\b(no|not|don't|do not|doesn't|does not|isn't|aren't|never|can't|cannot|without)\b/

/**
 * Whether the answer states the claim: an occurrence denied in its own clause ('No, we don't offer a
 * charity discount') does not count, since a 'mustNot' is a claim the answer must not make, and an
 * honest no names what it denies. A clause ends at punctuation or 'but'.
 */
export function states(text: string, claim: string): boolean {
  for (let at = text.indexOf(claim); at !== -1; at = text.indexOf(claim, at + 1)) {
    const clause =
      text
        .slice(0, at)
        .split(/[.!?;:,]|\bbut\b/)
        .pop() ?? ''
    if (!DENIAL.test(clause)) return true
  }
  return false
}

/** Claims the answer invents, given our content's vocabulary. */
export function inventedIn(item: EvalItem, answer: EvalAnswer, content: Vocabulary): string[] {
  return inventedClaims(answer.response, content, item.question)
}

/** The legal pages are served at two paths each (the specification lists both): either is the page. */
const CANONICAL_PATH: Record<string, string> = {
  [paths.terms]: paths.termsOfService,
  [paths.privacy]: paths.privacyPolicy,
  [paths.cookies]: paths.cookiePolicy,
}

function samePage(url: string | null, expected: string | undefined): boolean {
  const canonical = (page: string) => CANONICAL_PATH[page] ?? page
  return url !== null && expected !== undefined && canonical(url) === canonical(expected)
}
