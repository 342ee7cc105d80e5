import { SUPPORT_REPLY_WITHIN_HOURS } from '#shared/catalogue/business-rules.ts'
import { BOOKING_PAGE_URL, QUICK_REPLIES } from '#shared/chatbot/widget.ts'
import { paths } from '#shared/paths.ts'
import type { ChatSource } from '#shared/schemas/chatbot.ts'
import type { ChunkHit } from './knowledge.repo.ts'
import { asksForASupportCall } from './support-call-answer.ts'

/** What kind of message the visitor sent, decided before any search. */
export type MessageKind = 'human' | 'booking' | 'greeting' | 'thanks' | 'question'

const HUMAN =
  /\b(speak|talk|chat|connect|put me through|transfer|get me|want|need|prefer|let me talk)\b.{0,25}\b(human|real person|a person|someone real|agent|live agent|representative|customer service|someone|somebody|the team|your team)\b|\b(human|real person|a person|someone|somebody|an agent)\b.{0,25}\b(speak|talk|chat) (to|with)\b|^\W*(human|agent|real person|a person|representative)\W*(please)?\W*$/i
const BOOKING =
  /\b(book|booking|schedule|arrange)\b.*\b(call|demo|meeting|chat|appointment)\b|\b(demo call|video call|book a demo|consultation)\b|\b(hop|jump) on a (quick |short )?(video )?(call|chat|zoom)\b|\b(quick|short) (call|chat) (first|before)\b/i
const GREETING =
  /^(hi+|hello+|hey+|hiya|howdy|what'?s up|what is up|wassup|sup|morning|afternoon|evening|good (morning|afternoon|evening|day)|yo)[\s!.,]*(there|all|team|everyone|folks|guys)?[\s!.,]*(how are you( doing)?( today)?|how's it going|is anyone there|anyone there|nice to meet you)?[\s!.,?]*(i'?m |i am )?(just (browsing|looking|having a look|curious)|having a look)?[\s!.?]*$/i
const THANKS =
  /^(no|nope|no thanks|no thank you|that's all|thanks|thank you|cheers|ta|great|perfect|ok|okay|bye|goodbye)[\s!.,]*(very much|a lot)?[\s!.,]*(that is|that's|it's|it is|very|really)?\s*(helpful|great|useful|brilliant|lovely|perfect|all|it|everything)?[\s!.,]*(cheers|thanks|thank you|ta|bye|goodbye)?[\s!.,]*(see you( then| soon| later| there| tomorrow)?)?[\s!.]*$/i

/**
 * 'Does Pro come with video call support?' asks what a plan includes; it books nothing. 'A video call
 * to discuss plans' names a plan but asks for the call.
 */
const ASKS_WHAT_IS_INCLUDED =
  /\b(include[sd]?|come with|comes with|support)\b|\b(basic|pro|premium|plan)s?\b.{0,15}\b(have|has|get|give|offer)s?\b|\b(does|do|is|are) (the )?(basic|pro|premium)\b|\b(is|are) there\b.*\b(basic|pro|premium)\b|\b(on|in|with) (the )?(basic|pro|premium)\b/i

/** A meeting in person, which we do not hold: the honest 'no' answers it, not the booking link. */
export const IN_PERSON =
  /\b(in person|face to face(?! (on|over|via|by|through) (a |the )?(video|camera|cam|webcam|screen|zoom|teams|facetime|skype|google meet|call))|face-to-face(?! (on|over|via|by|through) (a |the )?(video|camera|cam|webcam|screen|zoom|teams|facetime|skype|google meet|call))|in the flesh|visit (you|us|our|my)|(at|to|in) (your|our|my) (office|premises|shop|studio|place))\b/i

/**
 * 'I want somebody to plan our Reels, which package has it?', 'is there a person who writes the captions
 * on Pro?': a person who would do the work, asked about a service or a plan, is no request to talk.
 */
const PERSON_DOING_THE_WORK =
  /\b(someone|somebody|a person|a human|real person|people|a team|an expert|a pro)\b (to |who |that |that'?ll |who'?ll |who can |who will |who could |can |could |will |would )?(plan|make|create|write|design|manage|run|handle|do|post|edit|film|shoot|schedule|look after|take care of|take over|sort|organise|organize|produce|come up with|think of|caption|look at)s?\b/i
const ABOUT_A_SERVICE_OR_PLAN =
  /\b(package|plan|tier|basic|pro|premium|add-?ons?|extra|include[sd]?|inside|comes? with|offer|service|cost|price|how much)s?\b/i

/** 'Can I speak to someone on video if I'm on the cheapest plan?': what a plan's support gives. */
const TALK_ON_A_PLAN =
  /\b(if|when|once|while) (i'?m|i am|we'?re|we are|i|we) (on|with|in|get|take|buy|choose|pick|have) (the |your )?(cheapest|cheaper|lowest|smallest|basic|pro|premium|top|biggest|dearest|entry|starter|middle|mid)\b|\b(on|with|in) (the |your )?(cheapest|lowest|smallest|basic|pro|premium|top|biggest|dearest|entry|starter|middle) (plan|package|tier|one|level)\b/i

function asksForAPerson(text: string): boolean {
  if (!HUMAN.test(text)) return false
  if (TALK_ON_A_PLAN.test(text)) return false
  return !(PERSON_DOING_THE_WORK.test(text) && ABOUT_A_SERVICE_OR_PLAN.test(text))
}

export function messageKind(message: string): MessageKind {
  const text = message.trim()
  if (asksForAPerson(text)) return 'human'
  if (
    BOOKING.test(text) &&
    // 'a face-to-face meeting at our office' asks for what we do not offer, answered as a question.
    !IN_PERSON.test(text) &&
    !(ASKS_WHAT_IS_INCLUDED.test(text) && !/\b(book|schedule|arrange)\b/i.test(text)) &&
    // 'I have Basic plan. Can I book video call with support?' is a customer's call, not the demo call.
    !asksForASupportCall(text.toLowerCase())
  )
    return 'booking'
  if (GREETING.test(text)) return 'greeting'
  if (THANKS.test(text)) return 'thanks'
  return 'question'
}

export interface Reply {
  response: string
  quickReplies: string[]
  sources: ChatSource[]
  /** True when the visitor should be handed to a person (the team is told). */
  handoff: boolean
}

const BOOKING_SOURCE: ChatSource = { title: 'Book a demo call', url: BOOKING_PAGE_URL }
const MAX_ANSWER_CHARS = 700

/** The passage's text, cut at a sentence end near the limit so the answer stays readable. */
function excerpt(text: string): string {
  if (text.length <= MAX_ANSWER_CHARS) return text
  const cut = text.slice(0, MAX_ANSWER_CHARS)
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('.\n'))
  return end > MAX_ANSWER_CHARS / 2 ? cut.slice(0, end + 1) : `${cut.trimEnd()}…`
}

/** Each page or document once, in the order the passages came. */
export function sourcesOf(passages: readonly ChunkHit[]): ChatSource[] {
  const seen = new Map<string, ChatSource>()
  for (const passage of passages) {
    const key = `${passage.sourceTitle}\n${passage.sourceUrl ?? ''}`
    if (!seen.has(key)) seen.set(key, { title: passage.sourceTitle, url: passage.sourceUrl })
  }
  return [...seen.values()]
}

export function handoffReply(visitorEmail: string | null): Reply {
  const contact = visitorEmail
    ? `A member of our team will reply to ${visitorEmail} within ${SUPPORT_REPLY_WITHIN_HOURS} hours.`
    : `Leave your email and a member of our team will get back to you within ${SUPPORT_REPLY_WITHIN_HOURS} hours.`
  return {
    response: `I'm sorry, I can't answer that from the information on our website, so I've asked a person from our team to help. ${contact}`,
    quickReplies: visitorEmail ? [QUICK_REPLIES.booking] : [QUICK_REPLIES.email, QUICK_REPLIES.booking],
    sources: [],
    handoff: true,
  }
}

export function humanRequestedReply(visitorEmail: string | null): Reply {
  const contact = visitorEmail
    ? `They will reply to ${visitorEmail} within ${SUPPORT_REPLY_WITHIN_HOURS} hours.`
    : `Leave your email and they will get back to you within ${SUPPORT_REPLY_WITHIN_HOURS} hours.`
  return {
    response: `Of course. I've let our team know you'd like to talk to a person. ${contact} You can also book a free video call.`,
    quickReplies: visitorEmail ? [QUICK_REPLIES.booking] : [QUICK_REPLIES.email, QUICK_REPLIES.booking],
    sources: [],
    handoff: true,
  }
}

/** The answer written from the best passage alone: the catalogue's own words, never a guess. */
export function answerFromPassages(passages: readonly ChunkHit[]): Reply {
  const best = passages[0]
  if (!best) return handoffReply(null)
  return {
    response: excerpt(best.content),
    quickReplies: [QUICK_REPLIES.booking, QUICK_REPLIES.pricing, QUICK_REPLIES.person],
    sources: sourcesOf([best]),
    handoff: false,
  }
}

export function cannedReply(kind: Exclude<MessageKind, 'human' | 'question'> | 'unclear'): Reply {
  switch (kind) {
    case 'booking':
      return {
        response:
          "I'd be glad to set up a free demo call: a video call with our team, where we show you real examples and recommend a plan for your business. Please share your name and email, and I'll give you the link to choose a time.",
        quickReplies: [QUICK_REPLIES.booking],
        sources: [BOOKING_SOURCE, { title: 'Contact us', url: paths.contact }],
        handoff: false,
      }
    case 'greeting':
      return {
        response:
          'Hello! I can answer questions about our plans, prices, channels and add-ons, or arrange a call with our team. What would you like to know?',
        quickReplies: [QUICK_REPLIES.pricing, QUICK_REPLIES.channels, QUICK_REPLIES.booking],
        sources: [],
        handoff: false,
      }
    case 'unclear':
      return {
        response:
          'Could you tell me a little more about what you would like to know? I can help with our plans, prices, channels, add-ons and how we work.',
        quickReplies: [QUICK_REPLIES.pricing, QUICK_REPLIES.channels, QUICK_REPLIES.booking],
        sources: [],
        handoff: false,
      }
    case 'thanks':
      return {
        response: "You're welcome! Is there anything else I can help with?",
        quickReplies: [QUICK_REPLIES.pricing, QUICK_REPLIES.booking],
        sources: [],
        handoff: false,
      }
  }
}
