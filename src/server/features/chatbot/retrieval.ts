import { paths } from '#shared/paths.ts'
import type { Executor } from '../../db/client.ts'
import { type ChunkHit, hasSearchableTerms, searchChunks, TITLE_SIMILAR } from './knowledge.repo.ts'
import { REVIEWS_TITLE } from './site-content.ts'

/**
 * Words a visitor uses for one idea. A question word in a group is searched as the whole group
 * ('cost' finds passages that say 'price'), and counts once when matching.
 */
const CONCEPTS: readonly (readonly string[])[] = [
  ['price', 'prices', 'pricing', 'cost', 'costs', 'fee', 'fees', 'charge', 'expensive', 'cheap', 'afford'],
  ['cancel', 'cancellation', 'cancelling', 'quit', 'stop', 'leave'],
  ['refund', 'refunds', 'guarantee', 'money-back'],
  ['channel', 'channels', 'platform', 'platforms', 'network', 'networks'],
  ['contract', 'contracts', 'commitment', 'tie'],
  ['video', 'videos', 'reel', 'reels', 'shorts'],
  ['revision', 'revisions', 'edit', 'edits', 'amend', 'amendments'],
  ['extra', 'additional', 'more'],
  ['happy', 'satisfied', 'unhappy', 'dissatisfied'],
  ['start', 'begin', 'onboarding', 'setup', 'started'],
  ['job', 'jobs', 'career', 'careers', 'vacancy', 'vacancies', 'hiring', 'role', 'roles'],
  ['privacy', 'gdpr', 'personal'],
  ['contact', 'email', 'phone', 'reach'],
  ['post', 'posts', 'posting', 'content'],
  ['write', 'writes', 'written', 'writing', 'wrote', 'writer', 'writers'],
  ['support', 'helpdesk'],
]

/** Phrases turned into one word before splitting the question. */
const PHRASES: readonly [RegExp, string][] = [
  [/\bhow much\b/g, 'price'],
  [/\bmoney[\s-]back\b/g, 'refund'],
  [/\bsign(ed|ing)?[\s-]?up\b/g, 'start'],
  [/\bget(ting)? started\b/g, 'start'],
  [/\bper month|a month|monthly\b/g, 'month'],
]

/**
 * Conversational words that say nothing about the topic (PostgreSQL's English stop words are dropped by
 * the search itself): without them, 'Can you tell me about the weather?' does not match a page that
 * happens to say 'tell'.
 */
const FILLER = new Set(
  (
    'please thanks thank hi hello hey like want wanted need know tell give get got make help question ' +
    'ask info information offer offers provide have has does do can could would should may might ' +
    'much many also really just etc yes no ok okay postcraft you your we us our or and not'
  ).split(' '),
)

const conceptOf = new Map<string, readonly string[]>()
for (const words of CONCEPTS) for (const word of words) conceptOf.set(word, words)

/** The question as term groups for the search: each group is websearch text ('price or cost …'). */
export function termGroups(question: string): string[] {
  let text = question.toLowerCase()
  for (const [pattern, replacement] of PHRASES) text = text.replace(pattern, ` ${replacement} `)
  const words = text.match(/[a-z0-9£]+(?:-[a-z0-9]+)*/g) ?? []
  const groups = new Set<string>()
  for (const word of words) {
    // Single letters ('I'm' gives 'm') say nothing; single digits may ('3 posts').
    if (FILLER.has(word) || word.length > 40 || /^[a-z]$/.test(word)) continue
    const concept = conceptOf.get(word)
    groups.add(concept ? concept.join(' or ') : word.replace(/-/g, ' '))
  }
  return [...groups].slice(0, 12)
}

/** A passage answers when it holds most of what the question asks about. */
export const ANSWER_COVERAGE = 0.6

export function answers(hit: ChunkHit | undefined): hit is ChunkHit {
  return hit !== undefined && hit.total > 0 && hit.matched / hit.total >= ANSWER_COVERAGE
}

export interface Retrieval {
  /** The passages that answer, best first (empty when nothing does). */
  passages: ChunkHit[]
  /** False when the message has no word to search for ('yes', 'what is it?'): ask, don't hand over. */
  searchable: boolean
}

const LEGAL_PAGES = new Set<string>([paths.termsOfService, paths.privacyPolicy, paths.cookiePolicy])
const LEGAL_QUESTION =
  /\b(terms?|legal|law|laws|privacy|data|cookies?|gdpr|liab\w*|contract|resell\w*|polic(y|ies)|rights?|complain\w*|jurisdiction)\b/
const REVIEW_QUESTION =
  /\b(reviews?|testimonials?|customers? say|clients? say|rated|ratings?|stars?|recommend\w*)\b/
const JOB_QUESTION = /\b(jobs?|careers?|vacanc\w*|hiring|roles?|apply|applications?|work for)\b/

/**
 * Reviews, legal text and job adverts answer only questions about them: a review that mentions
 * Facebook is no answer to 'do you post on Facebook?'.
 */
function mayAnswer(hit: ChunkHit, question: string): boolean {
  if (hit.sourceUrl && LEGAL_PAGES.has(hit.sourceUrl)) return LEGAL_QUESTION.test(question)
  if (hit.title === REVIEWS_TITLE) return REVIEW_QUESTION.test(question)
  if (hit.sourceUrl === paths.careers) return JOB_QUESTION.test(question)
  return true
}

/** The best passages for a question from the site's content and the training documents. */
export async function retrieve(executor: Executor, question: string, limit = 4): Promise<Retrieval> {
  const groups = termGroups(question)
  const found = await searchChunks(executor, groups, limit * 3, question.toLowerCase().slice(0, 200))
  const hits = found.filter((hit) => mayAnswer(hit, question))
  const similar = hits.filter((hit) => hit.titleSimilarity >= TITLE_SIMILAR)
  similar.sort((a, b) => b.titleSimilarity - a.titleSimilarity)
  if (similar.length > 0) return { passages: similar.slice(0, limit), searchable: true }
  const best = hits[0]
  if (answers(best)) {
    return {
      passages: hits.filter((hit) => hit.matched === best.matched || answers(hit)).slice(0, limit),
      searchable: true,
    }
  }
  return {
    passages: [],
    searchable: best !== undefined || (await hasSearchableTerms(executor, groups.join(' or '))),
  }
}
