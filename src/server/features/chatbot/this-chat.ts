/**
 * 'Am I talking to a bot?', 'is this a real person or a bot?', 'does a human read this chat?': what
 * this chat is, as the widget's greeting says ('I'm the PostCraft assistant'), and how to reach a
 * person. A question about who makes the posts ('is this just ChatGPT churning out posts?') is the
 * FAQ's on AI, and 'are you a real company?' is about the business: neither is this.
 */
import { BRAND } from '#shared/brand.ts'
import { SUPPORT_REPLY_WITHIN_HOURS } from '#shared/catalogue/business-rules.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/** Asked of the one answering: 'are you', 'is this (chat)', 'am I talking to', 'who am I talking to'. */
const OF_THIS_CHAT =
  /\b(are you|r u|is this( chat| thing| conversation)?|am i (talking|speaking|chatting|writing|typing) (to|with)|who am i (talking|speaking|chatting) (to|with)|who is on the other end)\b/
/** 'Does a real person read this chat?', 'is anyone reading this', 'is someone monitoring this chat?'. */
const WHO_READS =
  /\b(does|do|will|is|is there|are there) (a |an )?(real |actual |live )?(person|human|someone|anyone|somebody|anybody|people)( who| that)? (reads?|reading|sees?|seeing|answers?|answering|repl(y|ies)|replying|behind|on the other end|typing|monitors?|monitoring|watch(es|ing)?)\b/
/** What it might be: a bot, an AI, a human, a real person. */
const WHAT_IT_IS =
  /\b(bot|robot|chat ?bot|ai|artificial intelligence|automated|automatic|machine|chatgpt|gpt|computer|human|real (person|human|people|one)|actual (person|human)|person|someone real)\b|^(are you|r u|is this) real\W*$/
/** The posts, the business or the plans: another question ('is this just AI churning out posts?'). */
const NOT_THE_CHAT =
  /\b(posts?|captions?|content|designs?|images?|pictures?|copy|writ\w*|creat\w*|mak\w*|made|churn\w*|generat\w*|company|business|firm|agency|legit\w*|registered|scam\w*|based|plans?|team do)\b/

export function thisChatAnswer(text: string): Reply | undefined {
  const asked = (OF_THIS_CHAT.test(text) && WHAT_IT_IS.test(text)) || WHO_READS.test(text)
  if (!asked || NOT_THE_CHAT.test(text)) return undefined
  return factReply(
    `I'm the ${BRAND.name} assistant, an automated helper that answers from our website. To talk to a person, leave your email and our team will get back to you within ${SUPPORT_REPLY_WITHIN_HOURS} hours, or book a free video call with our team.`,
    SOURCES.contact,
    SOURCES.booking,
  )
}
