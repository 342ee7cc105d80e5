/**
 * What a do-it-yourself tool does (Canva, Buffer, Hootsuite, Later, Sprout, ChatGPT), asked of us: an
 * editor to design one's own posts, bulk uploads or scheduling of one's own posts, user seats and client
 * workspaces, our AI for the visitor to use. We are a done-for-you service, so each is an honest 'No'
 * and then what we do instead, in the site's words (the about page's 'a small UK team that designs,
 * writes and schedules posts', the FAQ's 'What do I get each month', the approving ways).
 */
import { plans } from '#shared/catalogue/plans.ts'
import { termsCopy } from '#shared/content/site-pages.ts'
import { DASHBOARD_PLACES } from '#shared/dashboard-places.ts'
import { formatPenceShort as price } from '#shared/format/money.ts'
import { addOnAnswer, faqAnswer, section } from './catalogue-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/**
 * Something the visitor makes: 'my own posts', 'our own graphics', 'posts we make ourselves'. 'Do I have
 * to publish the posts myself?' asks who publishes ours (publishing-answer.ts), not this.
 */
const OWN_WORK =
  /\b(my|our) own (social )?(post|content|graphic|design|image|visual|video|reel|caption|copy|artwork|creative)s?\b|\b(post|content|graphic|design|caption)s? (i|we) (make|made|create|created|design|designed|write|wrote|have made|already (have|made))\b|(?<!\b(publish|post|upload|put|share|schedule|queue)\w* (the |my |our |these |those |all the |each |every )?)\b(post|content|graphic|design)s? (myself|ourselves)\b|\b(design|make|create|edit|write)\w* (it|them|the posts?|posts?|graphics?) (myself|ourselves)\b/

/** A tool of ours the visitor would work in: 'your site', 'the platform', 'an editor', 'templates'. */
const OUR_TOOL =
  /\b(your|ur|the|a|an) (site|website|platform|app|tool|software|system|dashboard|portal|editor|builder)\b|\beditor\b|\btemplates?\b|\bdrag[- ]and[- ]drop\b/

/** 'a Canva editor', 'a design builder', 'drag and drop', 'editable templates': a design tool. */
const DESIGN_TOOL =
  /\b(canva|design|graphic|post|image|drag[- ]and[- ]drop|diy)[- ](style |like |type )?(editor|builder|maker|creator|studio|tool)s?\b|\b(editable|customi[sz]able|diy|do-it-yourself) templates?\b|\btemplates? (i|we) (can|could) (edit|customi[sz]e|change|tweak|use)\b|\blike canva\b|\bcanva[- ](like|style)\b/

/** Designing in a tool of ours: 'use your site to design my own posts', 'a Canva-style editor'. */
function asksForADesignTool(text: string): boolean {
  if (DESIGN_TOOL.test(text)) return true
  return (
    /\b(design|make|create|edit|build)\w*\b/.test(text) &&
    OWN_WORK.test(text) &&
    OUR_TOOL.test(text) &&
    !/\b(approve|approval|revision|change|amend)\w*\b/.test(text)
  )
}

/**
 * Scheduling what the visitor made: 'bulk upload a CSV', 'schedule my own posts', 'you just post the
 * graphics we make'. 'Can I upload my own photos?' is the shared folder, not this.
 */
function asksToScheduleOwnPosts(text: string): boolean {
  if (POST_IT_OURSELVES.test(text)) return true
  if (
    /\b(bulk|mass|batch)[- ]?(upload|import|schedul|post|publish)\w*|\bcsv\b|\bspreadsheet of (post|content|caption)/.test(
      text,
    )
  )
    return true
  return (
    OWN_WORK.test(text) &&
    /\b(schedul|queue|auto-?post|auto-?publish|upload|import|publish|post (them|it)|(you|u) (just )?(post|publish|put))\w*/.test(
      text,
    ) &&
    !/\b(photo|picture|pic|logo|image)s?\b/.test(text.replace(OWN_WORK, ' '))
  )
}

/**
 * Publishing through a tool of ours, or a planner the visitor works in: 'post from your app whenever I
 * want', 'a content calendar where I can drag posts around myself', 'we make our posts in Canva, can
 * you just schedule them'.
 */
const POST_IT_OURSELVES =
  /(?<!\b(you|u) )\b(post|publish|schedule|queue)\w* (from|through|via|in|on|with|using) (your|ur) (app|platform|tool|dashboard|site|software|system|scheduler)\b|\b(drag|move|rearrange|reschedule|shuffle)\w* (the |my |our )?posts? (around |about )?(myself|ourselves)\b|\bcalendar\b.{0,40}\b((i|we) (can|could) (drag|move|rearrange|edit|schedule)|myself|ourselves)\b|\b(i|we) (already )?(make|made|design|create|do)\w* (my|our|the) (posts?|graphics?|designs?|content) (in|on|with|using) (canva|photoshop|adobe|figma|an app)\b.{0,60}\b(schedul|post|publish|upload|put)\w*/

/** Seats and workspaces: 'multiple user seats', 'client workspaces', 'logins for my team'. */
const SEATS =
  /\b(user|team|extra|additional|multiple|more) seats?\b|\bseats? for (my|our) (team|staff|colleague|client)s?\b|\bworkspaces?\b|\bsub-?accounts?\b|\bmulti-?user\b|\bmultiple (user|login|team member)s?\b|\b(second|another|extra|additional|more) (user|login|log in)s?\b|\bas (a |an )?(second |another |extra )?user\b|\b(separate|individual|several|multiple) (login|log in|user account)s?\b|\b(we|us) all (have|get|use|need) (a |our own |separate )?(login|log in|account)s?\b|\b(user|team|staff|colleague)s? (login|log in|access|account)s?\b|\b(login|log in|access|account)s? for (my|our) (team|staff|colleague|client)s?\b|\b(add|invite)\w* (my |our )?(team|team member|colleague|staff|co-worker|user)s?\b.{0,30}\b(account|dashboard|login|platform|workspace)\b|\b(client|brand) (dashboard|workspace|account)s?\b.{0,30}\b(like|in|as) (hootsuite|buffer|later|sprout|agorapulse)\b/

/** Our AI or research tools for the visitor's own use: 'access to your AI tool to write my captions'. */
const OUR_AI_FOR_ME =
  /\b(access|login|log in|licen[cs]e|subscription)\w* (to|for) (your|ur|the) (ai|research|caption|writing|content)( \w+)? (tool|software|generator|writer|app|platform|assistant|bot)s?\b|\b(use|try|get|have|give (me|us))\w* (your|ur) (ai|research tool|caption generator|ai tool|ai software|ai writer)\b.{0,40}\b(myself|ourselves|my own|our own|(i|we) (can|could) (write|make|create|generate|do))|\b(your|ur) (ai|research|caption) (tool|software|generator|writer|app)s?\b.{0,30}\b(myself|ourselves|my own|our own|(i|we) (can|could) (write|make|create|generate|use))\b/

/** The visitor's own clients: an agency or reseller asking. */
const FOR_CLIENTS = /\b(my|our|each|every|all) (of (my|our) )?clients?\b/

/** Our AI tools licensed or used by the visitor: 'could we license your AI writing tool'. */
const LICENSE_OUR_AI =
  /\b(i|we|me|us)\b.{0,20}\b(licen[cs]e|buy|rent|access|use|try|get|have)\w* (your|ur) (ai|research|caption|writing|content)( \w+)? (tool|software|generator|writer|app|platform|assistant)s?\b/

/** Listening for mentions, as Hootsuite or Sprout do: 'social listening', 'brand monitoring'. */
const SOCIAL_LISTENING =
  /\bsocial listening\b|\blistening tools?\b|\b(brand|mention|keyword|hashtag) (monitoring|tracking|alerts?)\b|\b(monitor|track)\w* (mentions|what people say)\b/

/** A link-in-bio page, as Later or Linktree make. */
const LINK_IN_BIO = /\blink[- ]in[- ]bio\b|\blinktree\b|\bbio link\b/

/** A cheaper plan with no people in it: 'a fully-AI plan', 'I'd rather not have humans involved'. */
const AI_ONLY =
  /\b(fully|purely|100%|entirely)[- ]?(ai|automated|automatic|robot)\b|\b(ai|automated|robot|bot)s?[- ]only\b|\bai does (everything|it all|all of it|the lot)\b|\bno (staff|humans?|people|team|designers?)\b|\b(don'?t|do not) need (your |the |any )?(designers?|team|writers?|humans?|people|staff)\b|\b(ai|automated)[- ](only|generated) (plan|package|tier|option|version|service)s?\b|\b(without|rather not have|don'?t want|no) (any )?(humans?|people|persons?)( involved| in the loop| at all)?\b/

/** What we do instead, in the about page's and the FAQ's words, and the ways to approve. */
const WHAT_WE_DO = `We are a small UK team that designs, writes and schedules posts every month for you: ${faqAnswer(
  'What do I get each month',
)
  .replace(/^Custom/, 'custom')
  .replace(/ You review[^.]*\.$/, '')}`
const HOW_YOU_APPROVE =
  'You approve every post before it goes live, on our platform, by email or on WhatsApp.'

/** The honest 'no' to a do-it-yourself tool's feature, with our done-for-you service, if one is asked. */
export function toolFeatureNotOffered(text: string, supportEmail: string): Reply | undefined {
  if (SOCIAL_LISTENING.test(text))
    return factReply(
      `No, we don't offer social listening. ${faqAnswer('Do you use AI')} ${addOnAnswer('reports')}`,
      SOURCES.home,
      SOURCES.pricing,
    )
  if (LINK_IN_BIO.test(text))
    return factReply(
      `No, we don't offer link-in-bio pages: we are not a do-it-yourself tool. ${WHAT_WE_DO}`,
      SOURCES.about,
      SOURCES.home,
    )
  if (
    AI_ONLY.test(text) &&
    /\b(cheaper|cheap|budget|plan|package|tier|option|version|price|cost|pay less|less)\b/.test(text)
  )
    return factReply(
      `No, we don't offer a plan without our team. ${faqAnswer('Do you use AI')} Our plans start from ${price(Math.min(...plans.map((plan) => plan.pricePence)))} a month.`,
      SOURCES.home,
      SOURCES.pricing,
    )
  if (OUR_AI_FOR_ME.test(text) || LICENSE_OUR_AI.test(text))
    return factReply(
      `No, we don't offer our AI tools for you to use. ${faqAnswer('Do you use AI')} ${WHAT_WE_DO}`,
      SOURCES.home,
      SOURCES.about,
    )
  // 'I run an agency, could each of my clients get a workspace?': the terms' resellers clause.
  if (SEATS.test(text) && FOR_CLIENTS.test(text))
    return factReply(
      `No, we don't offer client workspaces: we are not a do-it-yourself tool. ${section(termsCopy(supportEmail), 'Resellers')}`,
      SOURCES.terms,
    )
  if (SEATS.test(text))
    return factReply(
      `No, we don't offer user seats or client workspaces: we are not a do-it-yourself tool. ${WHAT_WE_DO} ${HOW_YOU_APPROVE} Signed in, your dashboard is where you review your posts and choose ${DASHBOARD_PLACES.manageSubscription}.`,
      SOURCES.about,
      SOURCES.home,
    )
  if (asksForADesignTool(text))
    return factReply(
      `No, we don't offer a design editor or templates for you to design your own posts: we are not a do-it-yourself tool. ${WHAT_WE_DO} ${HOW_YOU_APPROVE}`,
      SOURCES.about,
      SOURCES.home,
    )
  if (asksToScheduleOwnPosts(text))
    return factReply(
      `No, we don't offer bulk uploads or scheduling for posts you make yourself: we are not a do-it-yourself tool. ${WHAT_WE_DO} ${HOW_YOU_APPROVE}`,
      SOURCES.about,
      SOURCES.home,
    )
  return undefined
}
