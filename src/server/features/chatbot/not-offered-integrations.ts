/**
 * 'can u link it up with my booking system so ppl can book straight from the post', 'do you integrate
 * with Shopify?', 'have you got an API?': connecting the visitor's software to us or to their posts.
 * No page names an integration: we are a done-for-you service that makes and schedules posts, so the
 * honest 'no' is followed by what we do each month, in the FAQ's words.
 */
import { faqAnswer } from './catalogue-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/** Joining two systems: 'integrate', 'connect', 'sync', 'hook up', 'plug into', 'link it up with'. */
const JOIN =
  /\b(integrat\w*|connect\w*|sync\w*|synchron\w*|hook\w* (\w+ ){0,3}(up|in|into)|plug\w* (\w+ ){0,2}in(to)?|tie\w* (\w+ ){0,2}in(to)?|link\w* (\w+ ){0,3}(up|in|into)|link\w* (\w+ ){0,3}(to|with))\b/

/**
 * The visitor's software: a booking system, a shop, a till, a CRM, or one of them by name. A kind of
 * business needs its 'system' ('my salon software'), so 'a call about my salon' is none.
 */
const THEIR_SOFTWARE =
  /\b((booking|reservation|appointment|scheduling|ordering|table booking|salon|practice|clinic|gym|class|stock|inventory|accounting|ecommerce|e-commerce|point of sale|email marketing)s? (system|software|app|platform|tool|widget|calendar|diary|page|site|service)|(my|our) (bookings|reservations|appointments|(google |outlook |online )?(calendar|diary))|online (booking|shop|store)|(web|online|shopify|etsy) (shop|store)|pos|epos|till( system)?|crm|fresha|treatwell|booksy|calendly|simplybook\w*|opentable|resdiary|square( appointments)?|timely|acuity|mindbody|shopify|woocommerce|setmore|vagaro|phorest|xero|quickbooks|hubspot|mailchimp)s?\b/

/** 'so ppl can book a groom straight from the post', 'posts that take bookings', 'a book now button'. */
const BOOK_FROM_A_POST =
  /\b(book|booking|reserve|reservation|order|buy|purchase|pay)\w*\b.{0,40}\b((straight|directly|direct|right|instantly) (from|through|via|in|on|off|inside|within)|from|through|via|inside|within) (the |my |our |your |a |their )?(post|instagram|facebook|social|feed|story|stories)\b|\b(post|instagram|facebook)s? (that )?(take|accept|handle|process)\w* (booking|order|payment|reservation)s?\b|\bbook now button\b/

/** Software talking to software: 'an API', 'Zapier', 'webhooks'. */
const API = /\b(an|your|have|offer|provide|open|public) apis?\b|\b(zapier|webhooks?|ifttt)\b/

export function integrationNotOffered(text: string): Reply | undefined {
  const asked =
    (JOIN.test(text) && THEIR_SOFTWARE.test(text)) || BOOK_FROM_A_POST.test(text) || API.test(text)
  if (!asked) return undefined
  return factReply(
    `No, we don't integrate with booking systems, online shops or other software, so we can't set up booking or buying straight from a post. What we do each month: ${faqAnswer('What do I get each month')} ${faqAnswer('How often will you post').replace(/^.*?\. /, '')}`,
    SOURCES.home,
  )
}
