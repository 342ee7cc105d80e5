/**
 * 'Agencies we've used wanted a year's commitment. How long is the tie-in with you?': a visitor who
 * sets our terms beside an agency's gets, after the answer, the home page's comparison rows on what
 * they asked (contract, set-up fee, guarantee, revisions), in the table's own words.
 */
import { AGENCY_COMPARISON_TITLE, agencyComparisonText } from '#shared/content/agency-comparison.ts'
import { faqAnswer, has } from './catalogue-text.ts'
import { SETUP_FEE } from './not-offered-plans.ts'
import { SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

const NAMES_AN_AGENCY = /\b(agenc(y|ies)|freelancers?)\b/

/** 'We're an agency', 'I run a small agency', 'an agency tier': the visitor or a plan, not a comparison. */
export const NOT_A_COMPARISON =
  /\b(i|we) (run|own|manage|have|work (at|for|in)) (an?|our|my|the)? ?(\w+ ){0,2}agenc|\b(we're|i'm|we are|i am) (an?|one) (\w+ ){0,2}agenc|\bagency[- ](tier|plan|package|level|pricing|account|client|price)|\bresell|\bwhite.?label|\bmy client|\bour client/

/**
 * 'We are comparing several agencies, how fast are revisions?': the visitor shopping around asks our
 * fact; only an agency's own terms set beside ours ('our agency locked us in') ask for the table's row.
 */
export const SHOPPING_AROUND =
  /\b(compar\w*|shortlist\w*|benchmark\w*|looking at|talking to|speaking to|choosing between)\b.{0,20}\b(several|a few|few|some|two|three|four|other|different|\d+) (\w+ )?(agencies|freelancers)\b/

/** Which of the table's rows the question asks about. */
function rowsAsked(text: string): string[] {
  const rows: [string, boolean][] = [
    ['Contract', has(text, 'contract') || has(text, 'cancel')],
    ['Set-up fee', SETUP_FEE.test(text)],
    ['Unlimited revisions', has(text, 'revision')],
    ['Money-back guarantee', has(text, 'refund')],
  ]
  return rows.filter(([, asked]) => asked).map(([feature]) => feature)
}

/**
 * Each row's fact in our own words, and how to tell a reply already says it: 'a 12-month contract and
 * a set-up fee, how do you compare on both counts?' is answered on every count asked, not only one.
 */
const ROW_FACTS: Record<string, { said: RegExp; fact: () => string }> = {
  Contract: { said: /\bno (fixed-term )?contracts?\b/i, fact: () => faqAnswer('Are there any contracts') },
  'Set-up fee': {
    said: /\bno set-up fee\b/i,
    fact: () =>
      faqAnswer('Are there any hidden fees').replace(
        /^None: there are no hidden fees\./,
        'None: there is no set-up fee and there are no hidden fees.',
      ),
  },
  'Unlimited revisions': { said: /\brevision/i, fact: () => faqAnswer('How many revisions') },
  'Money-back guarantee': { said: /\bmoney-back\b/i, fact: () => faqAnswer('Do you offer a money-back') },
}

/** The facts of the rows asked (two counts or more) that the reply does not state yet. */
function missingFacts(rows: string[], response: string): string[] {
  if (rows.length < 2) return []
  return rows.flatMap((row) => {
    const known = ROW_FACTS[row]
    return known && !known.said.test(response) ? [known.fact()] : []
  })
}

/** The reply with the comparison's rows the visitor's agency question asks, if it does not hold them. */
export function withAgencyRows(text: string, reply: Reply | undefined): Reply | undefined {
  if (!reply || !NAMES_AN_AGENCY.test(text) || NOT_A_COMPARISON.test(text) || SHOPPING_AROUND.test(text))
    return reply
  const rows = rowsAsked(text)
  if (rows.length === 0) return reply
  const comparison = agencyComparisonText(rows)
  if (reply.response.includes(comparison) || reply.response.includes(AGENCY_COMPARISON_TITLE)) return reply
  const sources = reply.sources.some((source) => source.url === SOURCES.home.url)
    ? reply.sources
    : [...reply.sources, SOURCES.home]
  const facts = missingFacts(rows, reply.response).map((fact) => `\n${fact}`)
  return {
    ...reply,
    response: `${reply.response}${facts.join('')}\n${AGENCY_COMPARISON_TITLE}, on our home page: ${comparison}`,
    sources,
  }
}
