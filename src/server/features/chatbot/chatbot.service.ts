import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import { intentScore } from '#shared/chatbot/intent-score.ts'
import { AppError } from '#shared/errors.ts'
import { paths } from '#shared/paths.ts'
import {
  CHAT_EMAIL_ALREADY_GIVEN,
  type ChatConversationUpdateResponse,
  type ChatQueryResponse,
  type ChatSessionResponse,
  type chatConversationUpdateSchema,
  type chatQueryRequestSchema,
  type chatSessionRequestSchema,
  type FinalOutcome,
  SESSION_NOT_FOUND,
} from '#shared/schemas/chatbot.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { EmailService } from '../../email/email.service.ts'
import { chatHandoffEmail } from '../../email/templates/chatbot-handoff.ts'
import type { WindowCounters } from '../../plugins/rate-limit/fixed-window.ts'
import { TooManyRequests } from '../../plugins/rate-limit/too-many-requests.ts'
import type { Notices } from '../../plugins/realtime/notices.ts'
import { answerMessage } from './answer.ts'
import {
  type ConversationRow,
  findConversation,
  insertConversation,
  insertMessages,
  lockConversation,
  recentMessages,
  updateConversation,
  visitorMessages,
} from './chatbot.repo.ts'
import type { LlmSettings } from './llm.ts'
import { nextOutcome, tellsTheTeam } from './outcome.ts'

export interface ChatbotDeps {
  db: Database
  email: EmailService
  appUrl: string
  /** SUPPORT_EMAIL: where requests for a person go. */
  supportEmail: string
  counters: WindowCounters
  llm: LlmSettings | undefined
  logger: FastifyBaseLogger
  /** Told when conversations change (`conversations`), so administrators' views refresh. */
  notices: Notices
}

/** Messages per conversation (on top of the per-address route limits in chatbot.routes.ts). */
export const CONVERSATION_LIMIT = { max: 20, windowMs: 60_000 }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const EMAIL_IN_TEXT = /[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[a-z]{2,}/i

type SessionInput = z.output<typeof chatSessionRequestSchema>
type QueryInput = z.output<typeof chatQueryRequestSchema>
type UpdateInput = z.output<typeof chatConversationUpdateSchema>

export async function startSession(deps: ChatbotDeps, input: SessionInput): Promise<ChatSessionResponse> {
  const now = new Date()
  const row = await insertConversation(deps.db, {
    pageUrl: input.page_url,
    referrer: input.referrer,
    utmParams: input.utm_params,
    userAgent: input.user_agent,
    firstSeenAt: now,
    lastSeenAt: now,
  })
  deps.notices.tell('conversations', { admins: true })
  return { conversation_id: row.id, session_id: row.sessionId }
}

/** The conversation, or 404 for an id that is not one (a malformed id included: nothing to tell apart). */
async function existing(executor: Executor, id: string): Promise<ConversationRow> {
  const row = UUID.test(id) ? await findConversation(executor, id) : undefined
  if (!row) throw new AppError('not_found', SESSION_NOT_FOUND)
  return row
}

async function takeTurn(deps: ChatbotDeps, conversationId: string): Promise<void> {
  const window = await deps.counters.hit(
    `chatbot:conversation:${conversationId}`,
    CONVERSATION_LIMIT.windowMs,
  )
  if (window.count > CONVERSATION_LIMIT.max) {
    throw new TooManyRequests('messages in this conversation', deps.counters.remainingMs(window))
  }
}

/**
 * A conversation's e-mail is given once, by its visitor (whoever holds the conversation's id): the same
 * address again changes nothing, another one is refused (409) rather than moving the conversation, and
 * the lines written in it, into another person's transcript and data.
 */
function givenEmail(conversation: ConversationRow, email: string | null): string | null {
  if (email === null) return conversation.visitorEmail
  if (conversation.visitorEmail !== null && conversation.visitorEmail !== email) {
    throw new AppError('conflict', CHAT_EMAIL_ALREADY_GIVEN, { email: CHAT_EMAIL_ALREADY_GIVEN })
  }
  return email
}

function emailIn(text: string): string | null {
  return text.match(EMAIL_IN_TEXT)?.[0]?.toLowerCase() ?? null
}

interface Progress {
  before: ConversationRow
  at: Date
  visitorEmail: string | null
  visitorName: string | null
  outcome: FinalOutcome | null
  conversionType?: string | null
  addedMessages: number
  lastMessage: string
}

/** Recomputes the score and times, stores them, and e-mails the team when a person is first asked for. */
async function record(deps: ChatbotDeps, tx: Executor, progress: Progress): Promise<number> {
  const { before } = progress
  const score = intentScore({
    visitorMessages: await visitorMessages(tx, before.id),
    emailGiven: progress.visitorEmail !== null,
    pagesSeen: [before.pageUrl, before.referrer],
  })
  await updateConversation(tx, before.id, {
    visitorEmail: progress.visitorEmail,
    visitorName: progress.visitorName,
    intentScore: score,
    finalOutcome: progress.outcome,
    ...(progress.conversionType !== undefined ? { conversionType: progress.conversionType } : {}),
    messageCount: before.messageCount + progress.addedMessages,
    lastSeenAt: progress.at,
    sessionDurationSeconds: Math.max(
      0,
      Math.round((progress.at.getTime() - before.firstSeenAt.getTime()) / 1000),
    ),
  })
  if (tellsTheTeam(before.finalOutcome as FinalOutcome | null, progress.outcome)) {
    await deps.email.queue(tx, {
      to: deps.supportEmail,
      template: 'chatbot-handoff',
      content: chatHandoffEmail({
        visitorName: progress.visitorName,
        visitorEmail: progress.visitorEmail,
        lastMessage: progress.lastMessage,
        intentScore: score,
        transcriptUrl: `${deps.appUrl}${paths.adminChatbot}?conversation=${before.id}`,
      }),
      about: { email: progress.visitorEmail },
    })
  }
  return score
}

export async function ask(deps: ChatbotDeps, input: QueryInput): Promise<ChatQueryResponse> {
  const conversation = await existing(deps.db, input.conversation_id)
  await takeTurn(deps, conversation.id)
  givenEmail(conversation, input.email)
  const receivedAt = new Date()
  const typedEmail = conversation.visitorEmail || input.email ? null : emailIn(input.message)
  const visitorEmail = input.email ?? conversation.visitorEmail ?? typedEmail
  const reply = await answerMessage(input.message, {
    db: deps.db,
    supportEmail: deps.supportEmail,
    llm: deps.llm,
    logger: deps.logger,
    visitorEmail,
    onlyGaveEmail: typedEmail !== null && input.message.trim().length <= typedEmail.length + 40,
    history: () => recentMessages(deps.db, conversation.id, 6),
  })
  const answeredAt = new Date(Math.max(Date.now(), receivedAt.getTime() + 1))
  const result = await deps.db.transaction(async (tx) => {
    const before = await lockConversation(tx, conversation.id)
    if (!before) throw new AppError('not_found', SESSION_NOT_FOUND)
    // Checked again under the lock: another request may have given an e-mail meanwhile.
    const email = input.email !== null ? givenEmail(before, input.email) : (before.visitorEmail ?? typedEmail)
    await insertMessages(tx, [
      { conversationId: before.id, role: 'user', content: input.message, createdAt: receivedAt },
      {
        conversationId: before.id,
        role: 'assistant',
        content: reply.response,
        quickReplies: reply.quickReplies,
        createdAt: answeredAt,
      },
    ])
    const outcome = nextOutcome(before.finalOutcome as FinalOutcome | null, {
      handoff: reply.handoff,
      emailCaptured: before.visitorEmail === null && email !== null,
    })
    const score = await record(deps, tx, {
      before,
      at: answeredAt,
      visitorEmail: email,
      visitorName: input.name ?? before.visitorName,
      outcome,
      addedMessages: 2,
      lastMessage: input.message,
    })
    return { score, outcome }
  })
  deps.notices.tell('conversations', { admins: true })
  return {
    response: reply.response,
    quick_replies: reply.quickReplies,
    intent_score: result.score,
    sources: reply.sources,
    final_outcome: result.outcome,
  }
}

export async function updateVisitor(
  deps: ChatbotDeps,
  id: string,
  input: UpdateInput,
): Promise<ChatConversationUpdateResponse> {
  const conversation = await existing(deps.db, id)
  const result = await deps.db.transaction(async (tx) => {
    const before = await lockConversation(tx, conversation.id)
    if (!before) throw new AppError('not_found', SESSION_NOT_FOUND)
    const visitorEmail = givenEmail(before, input.email)
    const outcome = nextOutcome(before.finalOutcome as FinalOutcome | null, {
      explicit: input.final_outcome,
      event: input.event_type,
      emailCaptured: before.visitorEmail === null && visitorEmail !== null,
    })
    const messages = await visitorMessages(tx, before.id)
    const score = await record(deps, tx, {
      before,
      at: new Date(Math.max(Date.now(), before.lastSeenAt.getTime())),
      visitorEmail,
      visitorName: input.name ?? before.visitorName,
      outcome,
      ...(input.event_type ? { conversionType: input.event_type } : {}),
      addedMessages: 0,
      lastMessage: messages.at(-1) ?? '(no message yet)',
    })
    return { score, outcome }
  })
  deps.notices.tell('conversations', { admins: true })
  return { conversation_id: conversation.id, intent_score: result.score, final_outcome: result.outcome }
}
