/**
 * The rights to the photos, logos and information a customer gives us ('can you use photos I found on
 * google?', 'do the pictures have to be ours?'): the terms' 'Your content and accounts', its sentence first.
 * Who owns the posts we make ('do I own the designs you create?') the terms do not say: the answer says
 * so, what they do say, and where to ask.
 */
import { termsCopy } from '#shared/content/site-pages.ts'
import { section } from './catalogue-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/** What a customer hands us to use in posts. */
const MATERIAL =
  /\b(photo|picture|pic|image|logo|graphic|video|clip|footage|music|song|track|font|artwork|illustration|meme|content|material|stuff)s?\b/

/** Taken from somewhere else: 'found on google', 'off Pinterest', 'from another website'. */
const FROM_ELSEWHERE =
  /\b(found|find|from|off|download\w*|copied|copy|grab\w*|took|taken|screenshot\w*|saved|nick\w*|borrow\w*)\b.{0,20}\b(google|internet|online|the web|web|pinterest|instagram|facebook|tiktok|(an?other|other|some|a) (site|website|web ?page|page|account|business|compan\w*|brand)s?|someone else|somebody else|other people|competitor\w*|stock (photo|site|library))\b/

/** Whether it has to be the customer's: 'need to be mine', 'owned by us', 'stock images', 'copyright'. */
const WHOSE_IT_IS =
  /\b(need|needs|have|has|must|got|should) (to )?be (mine|ours|my own|our own|original|(owned|own|taken|take|made|make|shot|shoot) by (me|us))\b|\b(owned|taken|take|shot) by (me|us)\b|\bstock (photo|image|picture|pic|video|footage)s?\b|\b(have|got|own|hold|without)( the| any)? (right|rights|permission|licen[cs]e)\b|\b(only|just) (my|our) own\b|\b(copyright\w*|licen[cs]\w*|royalty|intellectual property|permission to use|rights? (to|for|over|in) (the |it|them|use))\b|\b(allowed|legal|ok|okay|fine) to use\b.{0,30}\b(found|someone|other|google|internet|online)\b/

/** 'Pics I downloaded off Pinterest': material taken from a network, which names no network we post to. */
export function materialFromElsewhere(text: string): boolean {
  return MATERIAL.test(text) && FROM_ELSEWHERE.test(text)
}

/** What we make for the customer: the posts, designs, captions and videos. */
const OUR_WORK = '(posts?|designs?|captions?|graphics?|videos?|reels?|artwork|content|work|copy|images?)'
/** Pictures, which are ours only when we make them ('the photos we give you' are the customer's). */
const OUR_WORK_OR_PICTURES = OUR_WORK.replace(')', '|pictures?|pics?|photos?)')
const WE_MAKE =
  '(you|u|your team|your designers?|postcraft)( have)? (make|made|create|created|design|designed|write|wrote|written|produce|produced|do|did|done)'

/**
 * 'Who owns the posts you create?', 'do I own the copyright in the designs you make?', 'can I keep using
 * the posts after I cancel?', 'can you reuse my designs for other clients?': the rights in our work.
 */
const OWNS_OUR_WORK = new RegExp(
  [
    `\\bwho (owns?|holds?|has|keeps?|gets?)\\b.{0,40}\\b(${OUR_WORK}|copyright|intellectual property|rights)\\b(?!.{0,20}\\b(we|i) (give|gave|send|sent|upload\\w*|provide\\w*|supply|supplied|share\\w*)\\b)`,
    `\\b(own|owns|owned|owner|ownership|copyright|intellectual property|ip|rights?)\\b.{0,40}\\b${OUR_WORK_OR_PICTURES}\\b.{0,15}\\b${WE_MAKE}\\b`,
    `\\b(own|owns|owner|ownership|copyright|intellectual property)\\b.{0,30}\\b(my|our|the) (${OUR_WORK}) (after|once|when)\\b`,
    `\\b(keep|carry on|continue|still) (using|use|to use)\\b.{0,30}\\b${OUR_WORK}\\b.{0,40}\\b(cancel\\w*|leave|left|stop\\w*|end\\w*|finish\\w*)\\b`,
    `\\b(cancel\\w*|leave|stop\\w*|end\\w*)\\b.{0,40}\\b(keep|carry on|continue|still) (using|use|to use|have)\\b.{0,20}\\b${OUR_WORK}\\b`,
    `\\bkeep (the |my |our |all )?${OUR_WORK}\\b.{0,30}\\b(cancel\\w*|leave|stop\\w*|end\\w*|finish\\w*)\\b`,
    // 'can I use my posts on my website?': use elsewhere, which rights in our work would decide
    `\\b(can|could|may|allowed to) (i|we) (use|reuse|re-use|put|print|show)\\b.{0,10}\\b(my|our|the|your) ${OUR_WORK}\\b.{0,30}\\b(website|site|flyers?|leaflets?|print|elsewhere|anywhere|other (places|platforms|channels|media))\\b`,
    // 'are the posts mine once published?', 'do the captions belong to us?'
    `\\b${OUR_WORK} (are|is|be|become|becomes) (mine|ours|my own|our own|my property|our property)\\b`,
    // ('ours' reads as 'our' once normalised)
    `\\b(are|is) (the |my |our )?${OUR_WORK} (mine|ours?|my own|our own|my property|our property)\\b(?! (own )?(responsibility|job|problem|call|choice|decision))`,
    `\\b${OUR_WORK}\\b.{0,10}\\bbelong\\w* to (me|us|my business|our business|you)\\b`,
    `\\b(reuse|re-use|use again|sell|resell|give)\\w*\\b.{0,15}\\b(my|our) ${OUR_WORK}\\b.{0,30}\\b(other|another|different) (client|customer|business|compan)`,
  ].join('|'),
)

/** 'Who owns the posts you make?': the terms say nothing of it, so the answer says what they do say. */
function ownsOurWorkAnswer(supportEmail: string): Reply {
  return factReply(
    `Our terms of service don't say who owns the posts we design for you. What they do say: ${section(termsCopy(supportEmail), 'Your content and accounts').replace(/^You/, 'you')} For anything more, email our team at ${supportEmail}.`,
    SOURCES.terms,
  )
}

export function contentRightsAnswer(text: string, supportEmail: string): Reply | undefined {
  if (OWNS_OUR_WORK.test(text)) return ownsOurWorkAnswer(supportEmail)
  if (!MATERIAL.test(text) || !(FROM_ELSEWHERE.test(text) || WHOSE_IT_IS.test(text))) return undefined
  return factReply(
    `They need to be yours, or used with permission: ${section(termsCopy(supportEmail), 'Your content and accounts').replace(/^You/, 'you')}`,
    SOURCES.terms,
  )
}
