/**
 * One question may ask two facts ('What is your entry price, and what does the top tier cost?'): the
 * whole question is answered first, then each of its clauses, and every answer not already given is
 * added, with its pages. A question that names one of our pages cites that page too.
 */
import { normalise } from '#shared/chatbot/normalise.ts'
import type { ChatSource } from '#shared/schemas/chatbot.ts'
import { catalogueAnswer } from './catalogue-answers.ts'
import { notOffered } from './not-offered.ts'
import { SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

const CLAUSE_BREAK =
  /[?!;]+\s*|\.\s+|,\s*(?:and|but|or|also|plus|then)\s+|\s+(?:and|also|plus|as well as)\s+(?=(?:what|how|is|are|do|does|can|could|will|would|which|when|where|who|whether|if|any|the top|the cheapest)\b)/i

/** The question's clauses, when it has more than one with something to ask. */
export function clausesOf(question: string): string[] {
  const clauses = question
    .split(CLAUSE_BREAK)
    .map((clause) => clause.trim())
    .filter((clause) => clause.split(/\s+/).length >= 2)
  if (clauses.length > 1) return clauses.slice(0, 4)
  // 'What's the guarantee and notice period?': two topics joined by a bare 'and'.
  const topics = question
    .split(/\s+and\s+/i)
    .map((part) => part.trim())
    .filter((part) => part.split(/\s+/).length >= 2)
  return topics.length > 1 ? topics.slice(0, 3) : []
}

const PAGES_NAMED: [RegExp, ChatSource][] = [
  [/\b(home ?page|front page|main page|landing page|banner|your website says|on your site)\b/, SOURCES.home],
  [/\bpricing page|price page|price list\b/, SOURCES.pricing],
  [/\bterms( of service| and conditions)?\b|\bt ?and ?c|small print|fine print\b/, SOURCES.terms],
  [/\bprivacy (policy|notice)\b/, SOURCES.privacy],
  [/\babout (us )?page\b/, SOURCES.about],
  [/\bour work page|portfolio page|case stud/, SOURCES.ourWork],
]

function merge(replies: Reply[], question: string): Reply | undefined {
  const [first, ...rest] = replies
  if (!first) return undefined
  let response = first.response
  const sources = new Map<string, ChatSource>()
  const cite = (source: ChatSource) => sources.set(`${source.title}\n${source.url ?? ''}`, source)
  first.sources.forEach(cite)
  for (const reply of rest) {
    const lead = reply.response.split(/(?<=[.!?])\s/)[0] ?? reply.response
    if (response.includes(lead)) continue
    response = `${response}\n${reply.response}`
    reply.sources.forEach(cite)
  }
  for (const [pattern, source] of PAGES_NAMED) if (pattern.test(question)) cite(source)
  return { ...first, response, sources: [...sources.values()] }
}

/**
 * 'Before I commit to anything, what does the middle tier cost?': a lead-in that sets the scene, not
 * the question (the contract is not what is asked).
 */
const LEAD_IN =
  /^\W*(before|until) (i|we) (commit|sign|buy|decide|pay|go ahead|proceed|spend|part with|hand over|order|subscribe|choose|make (up )?(my|our) mind)\b[^,?;:]*[,;:]\s*(?=\S)/i

/** The question without a scene-setting lead-in. */
export function withoutLeadIn(raw: string): string {
  return raw.replace(LEAD_IN, '')
}

/** The catalogue's answer (or honest negative) to every fact the question asks, if it asks one. */
export function factAnswer(typed: string, typedText: string, supportEmail: string): Reply | undefined {
  const raw = withoutLeadIn(typed)
  const text = raw === typed ? typedText : normalise(raw)
  const answer = (t: string) => notOffered(t, supportEmail) ?? catalogueAnswer(t, supportEmail)
  const whole = answer(text)
  const parts = clausesOf(raw).flatMap((clause) => answer(normalise(clause)) ?? [])
  // The clauses in the visitor's order, but an honest 'no' to the whole question stays first.
  const ordered =
    whole && (/^No\b/.test(whole.response) || parts.length === 0)
      ? [whole, ...parts]
      : [...parts, ...(whole ? [whole] : [])]
  return merge(ordered, text)
}
