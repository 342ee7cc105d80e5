/**
 * The our-work page itself: how many sample designs it shows ('how many designs are in your
 * portfolio?') and why their order changes ('the examples keep shuffling when I refresh, is that a
 * bug?'), in the catalogue's words of what the page does. Read before the plans, whose posts a count of
 * designs would otherwise ask.
 */
import { ourWorkShown } from '#shared/catalogue/our-work.ts'
import { samplesCover } from './company-answers.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/** The page named, or its designs: 'the work page', 'your portfolio', 'the examples', 'design gallery'. */
const THE_PAGE =
  /\b(our|your|the|ur) work( page)?\b|\bwork page\b|\bportfolio\b|\bgallery\b|\b(example|sample|samples)\b/

/** The designs on it, counted: 'how many designs', 'number of examples', 'how big is the portfolio'. */
const COUNT_ASKED = /\bhow many\b|\b(number|count|total) of\b|\bhow big\b|\bin total\b|\baltogether\b/

/** A count of what we have made, or of a plan's posts, is another fact (our figures, the plans). */
const ANOTHER_COUNT =
  /\b(made|created|done|produced|delivered|published|designed|written) (so far|in total|altogether|to date|ever|for)\b|\b(you|you have|you've|your team|the team)( have| has)?( ever| already)? (made|created|done|produced|delivered|published|designed|written)\b|\b(a|per|each|every) (month|week)\b|\b(basic|pro|premium|plan|package|tier|client|customer|business)\b/

/**
 * Their order changing: 'keeps shuffling', 'a different order each time', 'jump around on refresh',
 * 'is the order random', 'not in the same place after refreshing', 'how are they ordered'.
 */
const ORDER_ASKED =
  /\b(re)?shuffl\w*|\brandom\w*|\b(different|new|another|same|what|which) order\b|\border (of|they|it|is|are|change\w*|keep\w*|differ\w*)\b|\bordered\b|\b(change|changing|changed|changes) (the )?order\b|\b(jump\w*|mov\w*|switch\w*|swap\w*) (around|about|place\w*)\b|\bsame place\b|\b(different|new|other) (design|example|sample|samples|post|one)s? first\b|\bfirst (design|example|sample|samples|post)s? (are|is) different\b/

export function ourWorkPageAnswer(text: string): Reply | undefined {
  if (!THE_PAGE.test(text)) return undefined
  if (ORDER_ASKED.test(text))
    return factReply(
      `It's on purpose: ${ourWorkShown().replace(/^Our/, 'our').replace(/\.$/, '')}, so each visit or refresh can show different designs first. ${samplesCover()}`,
      SOURCES.ourWork,
    )
  if (COUNT_ASKED.test(text) && !ANOTHER_COUNT.test(text))
    return factReply(`${ourWorkShown()} ${samplesCover()}`, SOURCES.ourWork)
  return undefined
}
