/**
 * A visitor who writes an abbreviation our pages spell out ('Are you compliant with UK GDPR?') reads
 * their own term in the answer too: 'the UK General Data Protection Regulation (UK GDPR)'. Only the
 * spelled-out words our content holds are given the visitor's term, so nothing is added that the page
 * does not say.
 */
import type { Reply } from './responder.ts'

interface Abbreviation {
  /** The abbreviation as a visitor may type it, as a word of its own ('GDPR-compliant' is one word). */
  typed: RegExp
  /** The words our pages spell it out in. */
  spelledOut: RegExp
  /** The abbreviation as the answer writes it, in the visitor's form ('UK-GDPR' stays one word). */
  written: (typed: string) => string
}

const ABBREVIATIONS: readonly Abbreviation[] = [
  {
    typed: /(?<![\w-])(uk[- ])?gdpr(?![\w-])/i,
    spelledOut: /\bUK General Data Protection Regulation\b/,
    written: (typed) => (typed.includes('-') ? 'UK-GDPR' : 'UK GDPR'),
  },
  { typed: /(?<![\w-])dpa(?![\w-])/i, spelledOut: /\bData Protection Act 2018\b/, written: () => 'DPA' },
  // The privacy policy writes 'Information Commissioner’s Office (ico.org.uk)', which names it already.
  {
    typed: /(?<![\w-])ico(?![\w-])/i,
    spelledOut: /\bInformation Commissioner’s Office\b/,
    written: () => 'ICO',
  },
]

/** The reply with each abbreviation the visitor typed beside the words that spell it out. */
export function withVisitorsAbbreviations(reply: Reply | undefined, typed: string): Reply | undefined {
  if (!reply) return reply
  let response = reply.response
  for (const abbreviation of ABBREVIATIONS) {
    const asTyped = typed.match(abbreviation.typed)?.[0]
    if (!asTyped) continue
    const written = abbreviation.written(asTyped)
    if (new RegExp(`\\b${written}\\b`, 'i').test(response)) continue
    response = response.replace(abbreviation.spelledOut, (words) => `${words} (${written})`)
  }
  return response === reply.response ? reply : { ...reply, response }
}
