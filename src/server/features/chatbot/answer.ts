import type { FastifyBaseLogger } from 'fastify'
import { contentVocabulary, normalise } from '#shared/chatbot/normalise.ts'
import { QUICK_REPLIES } from '#shared/chatbot/widget.ts'
import type { Executor } from '../../db/client.ts'
import { justPaid } from './after-payment.ts'
import { CUSTOMER_CONTACT } from './catalogue-text.ts'
import { clausesOf, factAnswer, pageAsked } from './fact-answer.ts'
import type { ChunkHit } from './knowledge.repo.ts'
import { type LlmSettings, type LlmTurn, NO_ANSWER, writeWithLlm } from './llm.ts'
import { inventedClaims, vocabularyOf } from './no-invention.ts'
import { capabilityNotOffered } from './not-offered-capability.ts'
import { contactWayNotOffered } from './not-offered-contact.ts'
import { isHonestNo, SOURCES } from './reply-sources.ts'
import {
  answerFromPassages,
  cannedReply,
  handoffReply,
  humanRequestedReply,
  messageKind,
  type Reply,
  sourcesOf,
} from './responder.ts'
import { retrieve } from './retrieval.ts'
import { demoCallAnswer } from './service-answers.ts'
import {
  aboutTheTalk,
  abuseReply,
  asksToTalkBeforeBuying,
  BEFORE_BUYING,
  beforeBuyingReply,
  buyerReply,
  isAbusive,
  isNonsense,
  isOpener,
  isOtherLanguage,
  isReadyBuyer,
  otherLanguageAnswer,
  questionPart,
  READ_CHARS,
  specialReply,
} from './special-messages.ts'
import { thisChatAnswer } from './this-chat.ts'

export interface AnswerContext {
  db: Executor
  llm: LlmSettings | undefined
  logger: FastifyBaseLogger
  /** The address the site's content gives for the team. */
  supportEmail: string
  /** The visitor's e-mail, if known (after this message). */
  visitorEmail: string | null
  /** Whether this message itself gave the e-mail (and says little else). */
  onlyGaveEmail: boolean
  /** Earlier messages, for the model. */
  history: () => Promise<LlmTurn[]>
}

function thanksForEmail(email: string): Reply {
  return {
    response: `Thank you! We'll be in touch at ${email}. Is there anything else you'd like to know?`,
    quickReplies: [QUICK_REPLIES.pricing, QUICK_REPLIES.booking],
    sources: [],
    handoff: false,
  }
}

/** How to reach the team: the contact page and email answer it, not a person now. */
export const WAYS_TO_CONTACT =
  /\b(ways?|means|methods?|options?|channels?) (to|of|for) (contact\w*|reach\w*|get\w* in touch|get\w* hold)|\bhow (can|do|could|should) (i|we) (contact|reach|get in touch with|get hold of|email)\b|\bcontact (details|options|methods|information|info)\b|\b(your|the team'?s?) email address\b/

/** A sentence that asks something: a question mark, or a question's first word. */
const ASKS =
  /\?\s*$|^\W*(what|how|do|does|did|is|are|can|could|will|would|which|when|where|who|why|should|may|any|have|has)\b/i

/** Whether the person in a message is about who makes the posts ('a real person, not AI'), not a talk. */
const PERSON_OR_AI =
  /\b(ai|artificial intelligence|bots?|robots?|chatgpt|gpt|automated|automatic|machines?|computer generated)\b/
/** The person a visitor asks to be put through to. */
const PERSON_WORDS =
  /\b(a |an )?(real |actual |live )?(human|person|agent|representative|someone real)( being)?\b/gi
const TO_TALK = /\b(speak|talk|chat|call|contact|reach|phone|ring|connect|put me through|transfer|get back)\b/

/**
 * 'You use AI for make my posts? I want real person': a question asked beside a wish for a person. The
 * question is what to answer: the sentences that ask for no person, or, when the person is who makes
 * the posts rather than someone to talk to, the whole message. Undefined when it only asks for a person.
 */
function askedBesidesPerson(raw: string, text: string): string | undefined {
  if (PERSON_OR_AI.test(text) && !TO_TALK.test(text)) return raw
  const sentences = raw
    .split(/(?<=[?!.])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(/\s+/).length >= 3)
  const asked = sentences.filter((sentence) => messageKind(normalise(sentence)) !== 'human')
  if (
    asked.length === 0 ||
    asked.length === sentences.length ||
    !asked.some((s) => ASKS.test(s) || ASKS.test(normalise(s)))
  )
    return undefined
  return asked.join(' ')
}

/**
 * What a wish to talk before buying asks besides the talk: an honest 'no' to the whole ('a phone call'),
 * or the answer to its other clauses ('…, and how much is Pro?'). 'An actual person' asks nothing of the
 * catalogue, so the FAQ on AI is not added for it.
 */
function besidesTheTalk(raw: string, text: string, supportEmail: string): Reply | undefined {
  const whole = factAnswer(raw, text, supportEmail)
  if (whole && isHonestNo(whole)) return whole
  const others = clausesOf(raw).filter((clause) => !aboutTheTalk(normalise(clause)))
  return others.length > 0
    ? factAnswer(others.join('. '), normalise(others.join('. ')), supportEmail)
    : undefined
}

/** What is read of a message at most: its questions are then chosen (questionPart). */
const MAX_READ_CHARS = 4000

/**
 * The reply to one visitor message (decisions 0026, 0043, 0045, 0047): a request for a person or a call
 * (a talk before buying is the free demo call; where on the site to book one is a page), bad input and
 * a ready buyer are answered at once; then an honest 'no, but' for what the catalogue does not hold;
 * then the catalogue's own facts; then passages the search finds (written by the model when one is
 * configured, answers in time and invents nothing); a question nothing answers goes to a person.
 */
export async function answerMessage(message: string, context: AnswerContext): Promise<Reply> {
  // Markup is not a question: '<script>…' is read as its words.
  const whole = message
    .replace(/<[^>]*>/g, ' ')
    .trim()
    .slice(0, MAX_READ_CHARS)
  if (!whole) return cannedReply('unclear')
  if (isOtherLanguage(whole))
    return otherLanguageAnswer(whole.slice(0, READ_CHARS), (english) =>
      factAnswer(english, normalise(english), context.supportEmail),
    )
  const special = specialReply(whole)
  if (special) return special
  const raw = questionPart(whole)
  const text = normalise(raw)
  // A question asked with a rude word about something else ('mine is rubbish') is still answered.
  if (isAbusive(whole)) return factAnswer(raw, text, context.supportEmail) ?? abuseReply()
  // 'Am I talking to a bot?' asks what this chat is, not for a person now.
  const aboutThisChat = thisChatAnswer(text)
  if (aboutThisChat) return aboutThisChat
  const kind = messageKind(text)
  if (kind === 'human') {
    if (BEFORE_BUYING.test(text)) return beforeBuyingReply(besidesTheTalk(raw, text, context.supportEmail))
    // 'Where on the site can I book a call to speak with a person?' asks for a page, not a person now.
    // 'What are the ways to contact your team?' asks for the contact page and email, which answer it.
    // The person asked for is the team ('put me through to a human: how do I get in touch?'): the word
    // 'human' alone would read as the FAQ on AI.
    const asTheTeam = raw.replace(PERSON_WORDS, 'your team')
    const page =
      pageAsked(text) || WAYS_TO_CONTACT.test(text) || CUSTOMER_CONTACT.test(text)
        ? factAnswer(asTheTeam, normalise(asTheTeam), context.supportEmail)
        : undefined
    if (page) return page
    // 'You use AI for make my posts? I want real person': the question is answered, and a talk offered.
    const asked = askedBesidesPerson(raw, text)
    const answered = asked ? factAnswer(asked, normalise(asked), context.supportEmail) : undefined
    if (answered && !isHonestNo(answered))
      return {
        ...answered,
        response: `${answered.response}\nIf you'd like to talk to a person too, you can book a free video call with our team or email us at ${context.supportEmail}.`,
        sources: [...answered.sources, SOURCES.booking],
      }
    // 'Is there a number I can ring? I'd rather speak to someone': the honest 'no' first, then the person.
    const person = humanRequestedReply(context.visitorEmail)
    const honest = answered ?? factAnswer(raw, text, context.supportEmail)
    if (honest && isHonestNo(honest))
      return {
        ...person,
        response: `${honest.response}\n${person.response.replace(/^Of course\. /, '')}`,
        sources: honest.sources,
      }
    return person
  }
  if (context.onlyGaveEmail && context.visitorEmail) return thanksForEmail(context.visitorEmail)
  // 'Which page is the booking calendar on?' asks for a page, not for a call now.
  // 'What will you show me in the demo call?' asks what the call is for, not for a call now.
  const bookingPage =
    kind === 'booking' && (pageAsked(text) || demoCallAnswer(text))
      ? factAnswer(raw, text, context.supportEmail)
      : undefined
  if (bookingPage) return bookingPage
  // 'Could we have a telephone consultation?': no phone line, first, then the free video call.
  const noPhone = kind === 'booking' ? contactWayNotOffered(text, context.supportEmail) : undefined
  if (noPhone) {
    const call = cannedReply('booking')
    return {
      ...call,
      response: `${noPhone.response}\n${call.response}`,
      sources: [
        ...noPhone.sources,
        ...call.sources.filter((c) => !noPhone.sources.some((s) => s.url === c.url)),
      ],
    }
  }
  if (kind !== 'question') return cannedReply(kind)
  // 'can i talk to an actual person before i pay? like a quick call': the free demo call, as above.
  if (asksToTalkBeforeBuying(text)) return beforeBuyingReply(besidesTheTalk(raw, text, context.supportEmail))
  // 'Payment went through for Basic, what's next?' has bought already: what comes after payment answers.
  if (isReadyBuyer(text) && !justPaid(text)) {
    // 'How fast can you start if I sign up today?': the checkout link, and the fact asked for.
    const buyer = buyerReply(text)
    const fact = factAnswer(raw, text, context.supportEmail)
    if (!fact) return buyer
    // An honest 'no' ('posts from tomorrow?') comes first, then the way to buy.
    const honestNo = isHonestNo(fact)
    return {
      ...buyer,
      response: honestNo ? `${fact.response}\n${buyer.response}` : `${buyer.response}\n${fact.response}`,
      sources: honestNo ? [...fact.sources, ...buyer.sources] : [...buyer.sources, ...fact.sources],
    }
  }
  // As typed: typo correction only knows the site's words, and would turn the team's into them.
  const taught = await taughtPassages(context.db, raw.toLowerCase())
  if (taught.length > 0) return answerWith(taught, message, context)
  const fact = factAnswer(raw, text, context.supportEmail)
  if (fact) return fact
  if (isOpener(text)) return cannedReply('greeting')
  if (isNonsense(text)) return cannedReply('unclear')
  // 'Do you do market research?': something no page names, asked of us, once nothing else answered.
  const capability = capabilityNotOffered(raw, text)
  if (capability) return capability
  const { passages, searchable } = await retrieve(context.db, text)
  if (!searchable) return cannedReply('unclear')
  if (passages.length === 0) return handoffReply(context.visitorEmail)
  return answerWith(passages, message, context)
}

/**
 * Passages the team taught (training documents, not the site's own pages) about a word the site never
 * uses: 'What is the Marmalade voucher worth?' is the team's referral scheme, not a discount we do not
 * offer, so what the team wrote answers before the catalogue's closed lists.
 */
async function taughtPassages(db: Executor, text: string): Promise<ChunkHit[]> {
  const known = contentVocabulary()
  const unknown = (text.match(/[a-z]+/g) ?? []).filter((word) => word.length >= 4 && !known.has(word))
  if (unknown.length === 0) return []
  const { passages } = await retrieve(db, text)
  return passages.filter((passage) => {
    const fromTheSite = passage.sourceUrl?.startsWith('/') ?? false
    const words = new Set(`${passage.title} ${passage.content}`.toLowerCase().match(/[a-z]+/g) ?? [])
    return !fromTheSite && unknown.some((word) => words.has(word))
  })
}

/** The answer from the passages found: their own words, or the model's when one is configured. */
async function answerWith(passages: ChunkHit[], message: string, context: AnswerContext): Promise<Reply> {
  const builtIn = answerFromPassages(passages)
  if (!context.llm) return builtIn
  const written = await writeWithLlm(context.llm, context.logger, {
    question: message,
    passages,
    history: await context.history(),
  })
  if (written === undefined) return builtIn
  if (written.includes(NO_ANSWER)) return handoffReply(context.visitorEmail)
  // The model may only restate the passages: an answer with a price, number or name they do not hold
  // is replaced by the passage's own words.
  const allowed = vocabularyOf(passages.flatMap((passage) => [passage.title, passage.content]))
  if (inventedClaims(written, allowed, message).length > 0) {
    context.logger.warn('chatbot model stated something the passages do not; using the built-in answer')
    return builtIn
  }
  return { ...builtIn, response: written, sources: sourcesOf(passages) }
}
