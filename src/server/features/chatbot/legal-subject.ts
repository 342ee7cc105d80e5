/**
 * A clause with no subject of its own takes the legal one the whole question names: 'When was the
 * privacy policy last updated, and which law does it follow?' reads its second clause as the privacy
 * policy's; 'I want a copy of all my data. How long do you take to answer me?' as the data request's.
 */
import { DATA_REQUEST } from './privacy-answers.ts'

const DOCUMENTS: [RegExp, string][] = [
  [/\bprivacy (policy|notice|statement)\b|\bprivacy\b/, 'privacy policy'],
  [/\bcookie (policy|notice)\b/, 'cookie policy'],
  [/\bterms( of service| and conditions)?\b|\bt ?and ?c\b/, 'terms'],
]

/** A clause that says 'it', 'they', 'me' or asks how long, with no document or request of its own. */
const NEEDS_SUBJECT = /\b(it|they|them|this|that|me|us)\b|\bhow (long|soon|quickly|fast)\b/

/** 'How long you take to answer me?': the reply to the request, not how long data is kept. */
const ASKS_FOR_A_REPLY = /\b(answer|respond|reply|replie|get back|deal with|handle|process)\w*\b/

export function legalSubject(clause: string, question: string): string | undefined {
  if (!NEEDS_SUBJECT.test(clause)) return undefined
  if (DATA_REQUEST.test(question) && ASKS_FOR_A_REPLY.test(clause) && !DATA_REQUEST.test(clause))
    return `data request ${clause}`
  const named = DOCUMENTS.filter(([pattern]) => pattern.test(question))
  if (named.length !== 1 || named.some(([pattern]) => pattern.test(clause))) return undefined
  return `${named[0]?.[1]} ${clause}`
}
