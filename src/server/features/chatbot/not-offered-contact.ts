/**
 * Ways to reach us that we do not have: a phone line ('is there a number I can ring', 'a helpline',
 * 'can I call you'), text messages and live chat. Each gets an honest 'no' and the ways we do have, in
 * the site's words: email (a reply within 24 hours), video call and, for customers, the dashboard.
 */
import { SUPPORT_REPLY_WITHIN_HOURS } from '#shared/catalogue/business-rules.ts'
import { plans } from '#shared/catalogue/plans.ts'
import { mentions } from '#shared/chatbot/synonyms.ts'
import { SUPPORT_AT_A_TIME } from './catalogue-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/** Whom a visitor would ring, call or text: us, not their own customers. */
const US =
  '(you|u|your (team|office|support|staff|company|people)|the (team|office|support team)|someone|somebody|anyone|anybody|a (person|human|real person)|support|up)'

/**
 * 'a number I can just ring', 'what number do I call', 'a helpline', 'can I ring someone', 'could I
 * call your office': a phone line, however asked.
 */
const PHONE_LINE = new RegExp(
  [
    '\\b(helpline|help line|hotline|hot line|phone line|telephone line|support line|freephone|call cent(re|er)|switchboard)s?\\b',
    '\\b(0800|0808|0300|0330|0345|0845)\\b',
    '\\btelephone (consultation|appointment|meeting|support|chat)\\b',
    '\\b(customer (service|support|care)|contact|support|office|direct) (number|line)\\b',
    '\\bnumber\\b.{0,25}\\b(ring|call|dial|phone|text)\\w*\\b',
    // 'is there a human I can call', 'anyone we could ring'
    '\\b(person|human|someone|somebody|anyone|anybody)\\b.{0,15}\\b(i|we) (can|could|may) (ring|call|phone|dial)\\b',
    `\\b(ring|dial|phone|call)( up)? ${US}\\b`,
    // 'can I give you a bell', 'give the team a quick ring': British for a phone call.
    `\\bgive ${US} a (quick |quick little )?(bell|ring|buzz|tinkle)\\b`,
  ].join('|'),
)

/** 'can I text you', 'can we txt if there is a problem': text messages to us. */
const TEXTS_US =
  /\b(i|we) (text|txt|sms)\b(?! (on|in|for|of) (the|a|my|our) (post|design|image|caption))|\b(text|txt|sms)( message)?s? (is|are) (easier|better|best|simpler|quicker)\b/

/** 'r u on whatsapp for support', 'can I whatsapp you with a problem': support on WhatsApp. */
const WHATSAPP_SUPPORT =
  /\bwhatsapp\b.{0,30}\b(support|help|problem|issue|question|quer\w*|contact|call)\b|\b(support|help|contact|call|reach|message|chat|talk|speak)\w*\b.{0,20}\b(on|by|via|over|through) whatsapp\b|\bwhatsapp (you|u|your team|the team)\b/

/** 'do you have live chat at night', 'a chat support line': a person chatting live, which we do not run. */
const LIVE_CHAT =
  /\b(live|instant|web) ?(chat|chatting|agent|support)\b|\bchat (support|line)\b|\bsupport chat\b/

/** 'Is this live chat or a bot?': a question about this chat, not a way to reach us. */
const ABOUT_THIS_CHAT = /\b(is this|are you|am i)\b.{0,25}\b(live|bot|robot|human|person|real)\b/

/** 'approve from my phone', 'post to my phone's gallery': the visitor's phone, not a phone line. */
const OWN_PHONE =
  /\b(from|on|using|via|with|through|for|to) (my|a|an|the|your|our) (phone|mobile|iphone|android)\b|\bapps?\b|\bphone (photo|picture|camera|screen)s?\b/

/** 'a video call', 'video chats': the way to talk we do have, never a phone line of its own. */
const VIDEO_CALL = /\bvideo[- ]?(call|chat)\w*/g

function wayAsked(said: string): string | undefined {
  // 'Can I video call you?' asks for what we have; 'a phone line, I don't do video calls' still asks
  // for the phone, so the other words are read without the video call.
  const text = said.replace(VIDEO_CALL, ' ')
  // 'Can I text my approvals?': a way to approve, which the approval answers say.
  if (mentions(text, 'approve')) return undefined
  if (WHATSAPP_SUPPORT.test(text)) return 'support on WhatsApp'
  if (LIVE_CHAT.test(text) && !ABOUT_THIS_CHAT.test(text)) return 'live chat'
  if (TEXTS_US.test(text)) return 'support by text message'
  if (PHONE_LINE.test(text)) return 'support by phone'
  // 'approve from my phone' is the visitor's phone; 'a call on the phone' is a phone call.
  if (mentions(text, 'phone') && (/\b(call|talk|speak|ring)\b/.test(text) || !OWN_PHONE.test(text)))
    return 'support by phone'
  return undefined
}

/** The honest 'no' to a way of reaching us we do not have, with the ways we do, if one is asked. */
export function contactWayNotOffered(text: string, supportEmail: string): Reply | undefined {
  const way = wayAsked(text)
  if (!way) return undefined
  const dashboard =
    way === 'live chat' ? ', and signed-in customers can also message us from their dashboard' : ''
  // The site's one use of WhatsApp: 'Approve them on our platform, by email or on WhatsApp.'
  const whatsapp = way === 'support on WhatsApp' ? ' You can approve your posts on WhatsApp, though.' : ''
  // 'a hotline at night', 'ring you on a Sunday': only the round-the-clock plan covers that time.
  const roundTheClock = plans.find((plan) => plan.features.some((feature) => feature.includes('24/7')))
  const line = roundTheClock?.features.find((feature) => feature.includes('24/7'))
  const anyTime =
    SUPPORT_AT_A_TIME.test(text) ||
    /\b(night|nights|weekend|weekends|evening|evenings|saturdays?|sundays?|bank holidays?|24\/7|24 hours?|out of hours?|after hours?)\b/.test(
      text,
    )
  const atATime = anyTime && roundTheClock && line ? ` Only ${roundTheClock.title} includes ${line}.` : ''
  return factReply(
    `No, we don't offer ${way}: our UK team is available by email at ${supportEmail} (we reply within ${SUPPORT_REPLY_WITHIN_HOURS} hours) and by free video call${dashboard}.${atATime}${whatsapp}`,
    SOURCES.contact,
    ...(atATime ? [SOURCES.pricing] : []),
  )
}
