/**
 * The rights to the photos, logos and information a customer gives us ('can you use photos I found on
 * google?', 'do the pictures have to be ours?'): the terms' 'Your content and accounts', its sentence first.
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

export function contentRightsAnswer(text: string, supportEmail: string): Reply | undefined {
  if (!MATERIAL.test(text) || !(FROM_ELSEWHERE.test(text) || WHOSE_IT_IS.test(text))) return undefined
  return factReply(
    `They need to be yours, or used with permission: ${section(termsCopy(supportEmail), 'Your content and accounts').replace(/^You/, 'you')}`,
    SOURCES.terms,
  )
}
