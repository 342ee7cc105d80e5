import type { FastifyBaseLogger } from 'fastify'
import { QUICK_REPLIES } from '#shared/chatbot/widget.ts'
import type { Executor } from '../../db/client.ts'
import { type LlmSettings, type LlmTurn, NO_ANSWER, writeWithLlm } from './llm.ts'
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

export interface AnswerContext {
  db: Executor
  llm: LlmSettings | undefined
  logger: FastifyBaseLogger
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

/**
 * The reply to one visitor message: a request for a person or a call is answered at once; a question
 * is answered from the passages the search finds (by the model when one is configured and answers in
 * time, else in the passage's own words), and a question nothing answers is handed to a person.
 */
export async function answerMessage(message: string, context: AnswerContext): Promise<Reply> {
  const kind = messageKind(message)
  if (kind === 'human') return humanRequestedReply(context.visitorEmail)
  if (context.onlyGaveEmail && context.visitorEmail) return thanksForEmail(context.visitorEmail)
  if (kind !== 'question') return cannedReply(kind)
  const { passages, searchable } = await retrieve(context.db, message)
  if (!searchable) return cannedReply('unclear')
  if (passages.length === 0) return handoffReply(context.visitorEmail)
  const builtIn = answerFromPassages(passages)
  if (!context.llm) return builtIn
  const written = await writeWithLlm(context.llm, context.logger, {
    question: message,
    passages,
    history: await context.history(),
  })
  if (written === undefined) return builtIn
  if (written.includes(NO_ANSWER)) return handoffReply(context.visitorEmail)
  return { ...builtIn, response: written, sources: sourcesOf(passages) }
}
