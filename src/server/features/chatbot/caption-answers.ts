/**
 * The words in the posts: who checks their facts ('Who checks the facts in the captions you write?') and
 * whether we write them in the visitor's voice or they must write them ('you write it in the voice of my
 * business or I must write it myself?'), in the FAQ's and the About page's words. Read before the
 * legal pages ('who is responsible for checking…') and the revisions ('mistakes').
 */
import { aboutValues } from '#shared/content/about-page.ts'
import { faqAnswer, has } from './catalogue-text.ts'
import { factReply, SOURCES, withoutLeadingYes } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/** Accuracy named: 'the facts', 'accurate', 'factually correct', 'fact-check'. */
const ACCURACY = /\bfact[- ]?check\w*|\b(facts?|factual\w*|accura\w*|inaccura\w*)\b/
/** What the posts say: 'the information in my posts', 'claims', 'details'. */
const WHAT_THEY_SAY = /\b(information|info|details|claims?|wording|what (it|they|the \w+) says?)\b/
/** A check of it: 'who checks', 'verifies', 'make sure', 'can I trust', 'is it correct'. */
const CHECKED =
  /\b(check\w*|verif\w*|proofread\w*|proof-read\w*|vet|vets|vetted|vetting|make sure|ensure\w*|trust|correct|right|wrong|review\w*)\b/
/** 'who checks it', 'does anyone proofread the captions', 'checks the captions for mistakes'. */
const WHO_CHECKS =
  /\b(who|anyone|anybody|someone|somebody)( actually| else)? (check|checks|verif\w*|proofread\w*|proof-read\w*|vet|vets)\b|\bcheck\w* (the |my |our |your )?(caption|wording|text|copy|words?)s? (for|are|is)\b/
/** The posts' words, which the check is of (not an invoice's or an account's details). */
const THE_POSTS = /\b(post|caption|content|text|wording|copy|writ\w*|hashtag)s?\b/
/** The visitor's own check ('can I check the captions first?') is the approval, answered elsewhere. */
const VISITOR_CHECKS =
  /\b(can|could|do|will|may|shall|should|must) (i|we) (check|see|review|proofread|vet|look)\b|\b(i|we) (get to|want to|would like to|need to) (check|see|review)\b/
/** 'Are the facts on your about page right?' asks about our site, not the posts. */
const ON_A_PAGE = /\b(page|site|website)\b/
const NOT_THE_POSTS = /\b(invoice|payment|card|bill\w*|account|password|login|email address)s?\b/

export function factCheckAnswer(text: string): Reply | undefined {
  // 'do you check facts?' needs no posts named; 'the information', 'who checks' do ('who checks the invoices').
  const asked =
    (ACCURACY.test(text) && CHECKED.test(text) && !ON_A_PAGE.test(text)) ||
    (THE_POSTS.test(text) && ((WHAT_THEY_SAY.test(text) && CHECKED.test(text)) || WHO_CHECKS.test(text)))
  if (!asked || VISITOR_CHECKS.test(text) || NOT_THE_POSTS.test(text) || has(text, 'privacy'))
    return undefined
  const careful = aboutValues.find((value) => value.title === 'Careful')?.text ?? ''
  return factReply(
    `Our team checks every post. ${careful} ${faqAnswer('Do you use AI')}`,
    SOURCES.about,
    SOURCES.home,
  )
}

/** The words of the posts: 'the captions', 'the text', 'the wording', 'the copy'. */
const THE_WORDS = /\b(caption|hashtag|text|wording|copy|words|writing)s?\b/
/** Writing them: 'you write it', 'do I have to supply the text', 'written in my style'. */
const WRITTEN = /\b(write|writes|writing|written|wrote|supply|provide|give you)\b/
/** In whose voice: 'in my brand's voice', 'sound like my business', 'the way my business talks'. */
const VOICE =
  /\b(voice|tone|style|sound like|sounds like|the way (my|our) (business|brand|shop|company) (talk|speak|sound)s?)\b/
/** Or by the visitor: 'or must I write it myself?', 'me or you', 'do I have to write my own captions'. */
const OR_MINE =
  /\b(myself|ourselves|my own|our own|me or you|you or me|or the customer|or (do|must|should|shall|will) (i|we)|or (i|we) (must|have to|need to|should|write|supply))\b|\b(do|must|should) (i|we) (have to |need to )?(write|supply|provide|give you)\b/
const MADE_BY_A_MACHINE = /\b(ai|robots?|bots?|machines?|chatgpt|automated)\b/

export function ourVoiceAnswer(text: string): Reply | undefined {
  const asked =
    (VOICE.test(text) && (THE_WORDS.test(text) || WRITTEN.test(text))) ||
    (OR_MINE.test(text) && THE_WORDS.test(text) && WRITTEN.test(text))
  if (!asked || MADE_BY_A_MACHINE.test(text)) return undefined
  return factReply(
    `We write them for you: every plan includes captions and hashtags written for you. ${withoutLeadingYes(faqAnswer('Will the posts match'))}`,
    SOURCES.pricing,
    SOURCES.home,
  )
}
