/**
 * The home page's table comparing us with a typical agency, written once: the page renders it and the
 * site chatbot reads it ('is there anywhere comparing you with an agency?', 'any set-up fee?').
 */
import { plans } from '../catalogue/plans.ts'
import { formatPenceShort } from '../format/money.ts'

export const AGENCY_COMPARISON_TITLE = 'How we compare with a typical agency'
export const AGENCY_COMPARISON_LEAD = 'Agency quality without the agency bill or the year-long contract.'

const fromPrice = formatPenceShort(Math.min(...plans.map((plan) => plan.pricePence)))

/** Each row: what you get, with us, with a typical agency (true: yes, false: no, or the words shown). */
export const agencyComparison: readonly [feature: string, us: boolean | string, agency: boolean | string][] =
  [
    ['Monthly price', `From ${fromPrice}`, 'Often several hundred pounds'],
    ['Contract', 'None, cancel anytime', '6 to 12 months'],
    ['Set-up fee', false, true],
    ['Unlimited revisions', true, false],
    ['AI-assisted research', true, false],
    ['Approve from your phone, by email or WhatsApp', true, false],
    ['Money-back guarantee', true, false],
  ]

const said = (value: boolean | string) =>
  typeof value === 'string' ? value.replace(/^./, (c) => c.toLowerCase()) : value ? 'yes' : 'no'

/** The table as sentences: 'Set-up fee: with us, no; with a typical agency, yes.' (only some rows, if named) */
export function agencyComparisonText(features?: readonly string[]): string {
  return agencyComparison
    .filter(([feature]) => !features || features.includes(feature))
    .map(
      ([feature, us, agency]) => `${feature}: with us, ${said(us)}; with a typical agency, ${said(agency)}.`,
    )
    .join(' ')
}
