/**
 * Branding work we do not sell: a logo (new, redesigned or refreshed), a brand identity, brand
 * guidelines, a rebrand, business cards, merchandise or packaging. The nearest offer is the posts themselves, which match the
 * visitor's brand (the FAQ's 'Will the posts match my brand?'), and our add-ons.
 */
import { faqAnswer } from './catalogue-text.ts'
import { ourAddOns, ourPosts } from './not-offered-text.ts'
import { factReply, SOURCES, withoutLeadingYes } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/** Words between a verb and the logo it acts on: 'design me a new logo', 'refresh our salon logo'. */
const ON_THE_LOGO =
  '((me|us|my|our|a|an|the|new|old|current|existing|tired|dated|shop|salon|cafe|café|company|business|brand|one)\\s+){0,3}'

/** 'a price for', 'how much to design': the branding work's price, asked of us. */
const PRICE_OF =
  '\\b(price|cost|quote|charge|fee|rate|how much)\\w*\\s+(for|of|to do|to make|to design)\\s+((a|an|the|some|new|full)\\s+){0,2}'

const LOGO = new RegExp(
  [
    `\\b(design|create|make|draw|new|redesign|refresh|revamp|rework|redo|overhaul|moderni[sz]|freshen up|improve|tweak)\\w*\\s+${ON_THE_LOGO}logos?\\b`,
    '\\blogo (re-?design|design|refresh|revamp|makeover|rework|overhaul|redo|creation|facelift)s?\\b',
    '\\blogo\\b.{0,25}\\b(needs?|could use|could do with|wants?|in need of|due)( a| an| some)? (refresh|update|redesign|revamp|makeover|rework|overhaul|redo|facelift|moderni[sz]\\w*|new look)\\b',
    '\\blogo (a )?(refresh|facelift|makeover|revamp|new look)\\b',
    '\\b(do|offer|provide|sell)\\w*( you)?( a| any)? (new )?logos?\\b',
    '\\blogo\\b.{0,60}\\b(design|create|make|draw|come up with|knock up|sort)\\w* (us |me )?(one|it|something)\\b',
    `${PRICE_OF}logo( design)?s?\\b`,
    // 'a free logo', 'does Pro come with a logo': a logo of ours, not the visitor's own.
    '\\bfree (new )?logos?\\b|\\b(get|include|includes|including|come with|comes with) (a|an) (free |new )?logo\\b(?! (on|in|at|added|placed|shown|visible))',
    // 'logo plus posts package', 'take logo and posts together', but not 'my logo and posts'.
    '(?<!\\b(my|our|your|the|their) )\\blogos? (and|plus|with|n) (the )?(post|package|plan|social)',
    '\\b(take|get|buy|order|getting|buying|taking)\\w* (a |the )?(new )?logo\\b(?! (on|in|at|added|placed|shown|visible|to))',
    // 'we need a logo and 10 posts', but not 'we need a logo on every post'.
    '\\b(need|want|after|looking for|require)\\w*\\s+(a |an )?(new |fresh |proper |better |professional )?logo\\b(?! (on|in|at|added|included|placed|to be|shown|visible|somewhere))',
  ].join('|'),
)

/** 'brand guidelines', 'a brand identity', 'branding': the brand itself, asked of us. */
const BRAND_WORK = new RegExp(
  `${PRICE_OF}(brand (guideline|identity|book|strategy)|branding|re-?brand|style guide)s?\\b|` +
    /(?<!\b(our|my|your|existing|current|have|send|sending|follow) )\bbrand (book|bible|manual)s?\b|(?<!\b(our|my|your|existing|current|the|their) )\bbrand(ing)? (strategy|guidelines?|identity|manual)\b.{0,40}\b(include|included|part of|come with|comes with|offer|cost|price|extra|package|plan)|\bbrand(ing)? (identity|design|kit)|\bbranding (service|design|work|package)|\bvisual identity\b|\b(create|write|make|design|develop|draw up|put together|build|produce|do|offer|provide|need|want|sort|come up with|help (us |me )?with)\w*\s+((me|us|a|an|some|our|my|the|new|proper|full|complete|any|simple|short|basic|little|\d+|\d+ page|page)\s+){0,3}(brand (guideline|guide|book|bible|manual|strategy|palette|colour palette|style)s?|branding|style ?guides?|colour palettes?)\b/
      .source,
)

/** 'a full rebrand', 'do you do rebranding', but not the visitor's own ('we are planning a rebrand'). */
const REBRAND =
  /\b(do|does|offer|provide|handle|help (us |me )?with|a|full|complete|total|whole)( you)?( a| any| the| full| complete)? re-?brand(ing|s)?\b|\bre-?branding (service|work|package|project)s?\b/
const OWN_REBRAND =
  /\b(we|i)( are|'re|'m| am| will| might| may| have)? (doing|planning|going through|having|undergoing|do|did|just|mid|about to|in the middle of)\b.{0,15}re-?brand/

/** 'design our business cards': stationery, not printing alone. */
const STATIONERY = new RegExp(
  `${PRICE_OF}(business cards?|letterheads?|stationery|email signatures?)\\b|\\b(business card|letterhead|stationery|email signature)s? design|` +
    /\b(design|make|create|do|redo|refresh)\w*\s+((me|us|a|an|some|our|my|the|new)\s+){0,2}(business cards?|letterheads?|stationery|compliment slips?|email signatures?)\b/
      .source,
)

/** 'branded merch', 'design my packaging', 'labels for our jars': products, not posts. */
const MERCHANDISE =
  /\b(design|make|create|do|price|cost|quote|print)\w*\b.{0,30}\b(merch\w*|t-?shirts?|tees|mugs|uniforms?|tote bags?)\b|\b(branded )?(merch\w*|t-?shirts?|tote bags?)\b.{0,30}\b(design\w*|price|cost|quote)\b/
const PACKAGING =
  /\b(design|make|create|do|price|cost|quote|print)\w*\b.{0,30}\b(packaging|(product|jar|bottle|food|wine|candle|soap|packet) labels?|labels? for (our|my|the) (product|jar|bottle|packet)s?|stickers?)\b|\b(packaging|(product|jar|bottle) labels?|stickers)\b.{0,30}\b(design\w*|price|cost|quote)\b/

const BRANDING: [RegExp, string][] = [
  [MERCHANDISE, 'merchandise design'],
  [PACKAGING, 'packaging or label design'],
  [BRAND_WORK, 'brand identity or logo design'],
  [LOGO, 'logo design'],
  [STATIONERY, 'business card or stationery design'],
]

/** The honest 'no' to branding work, with the posts that match the visitor's brand. */
export function brandingNotOffered(text: string): Reply | undefined {
  const rebrand = REBRAND.test(text) && !OWN_REBRAND.test(text)
  const name = rebrand ? 'rebrands or logo design' : BRANDING.find(([pattern]) => pattern.test(text))?.[1]
  if (!name) return undefined
  const matchesBrand = withoutLeadingYes(faqAnswer('Will the posts match my brand?'))
  return factReply(
    `No, we don't offer ${name}: we design social media posts, and they match your brand. ${matchesBrand} ${ourPosts}, and ${ourAddOns}.`,
    SOURCES.pricing,
    SOURCES.home,
  )
}
