import { Readable } from 'node:stream'
import { stringify } from 'csv-stringify'
import { ADMIN } from '#shared/catalogue/business-rules.ts'
import { AppError } from '#shared/errors.ts'
import { spreadsheetSafe } from '#shared/format/spreadsheet.ts'
import { SESSION_NOT_FOUND } from '#shared/schemas/chatbot.ts'
import {
  type ChatbotStats,
  CONVERSATION_DELETED,
  type ConversationList,
  type ConversationSummary,
  type Transcript,
  type TranscriptMessage,
} from '#shared/schemas/chatbot-admin.ts'
import { pageOffset } from '#shared/schemas/paging.ts'
import type { Database } from '../../db/client.ts'
import {
  type ConversationFilter,
  type ConversationRow,
  conversationStats,
  conversationsOfVisitor,
  countConversations,
  deleteConversations,
  findConversationRow,
  leadsAfter,
  listConversations,
  messagesOf,
} from './chatbot-admin.repo.ts'

export const CONVERSATIONS_PAGE_SIZE = ADMIN.conversationsPageSize

export function toSummary(row: ConversationRow): ConversationSummary {
  return {
    id: row.id,
    sessionId: row.sessionId,
    visitorEmail: row.visitorEmail,
    visitorName: row.visitorName,
    intentScore: row.intentScore,
    messageCount: row.messageCount,
    sessionDurationSeconds: row.sessionDurationSeconds,
    firstSeenAt: row.firstSeenAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    conversionType: row.conversionType,
    finalOutcome: row.finalOutcome as ConversationSummary['finalOutcome'],
    pageUrl: row.pageUrl,
    referrer: row.referrer,
    utmParams: row.utmParams ?? null,
    userAgent: row.userAgent,
  }
}

export async function listForAdmin(
  db: Database,
  filter: ConversationFilter,
  page: number,
): Promise<ConversationList> {
  const [rows, total] = await Promise.all([
    listConversations(db, filter, CONVERSATIONS_PAGE_SIZE, pageOffset(page, CONVERSATIONS_PAGE_SIZE)),
    countConversations(db, filter),
  ])
  return { conversations: rows.map(toSummary), page, pageSize: CONVERSATIONS_PAGE_SIZE, total }
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : (part / whole) * 100)

export async function statsForAdmin(db: Database): Promise<ChatbotStats> {
  const row = await conversationStats(db)
  return {
    totalConversations: row.total,
    convertedConversations: row.converted,
    emailCapturedConversations: row.withEmail,
    conversionRate: percent(row.converted, row.total),
    emailCaptureRate: percent(row.withEmail, row.total),
    averageIntent: row.averageIntent,
  }
}

/**
 * Marks where the transcript's divider goes: the first message, and each message more than
 * `gapMs` (5 minutes) after the one before. The server flags it so every client draws the same.
 */
export function markSessions<T extends { createdAt: Date }>(
  messages: readonly T[],
  gapMs: number = ADMIN.sessionDividerGapMs,
): (T & { newSession: boolean })[] {
  return messages.map((message, index) => {
    const previous = messages[index - 1]
    return {
      ...message,
      newSession: !previous || message.createdAt.getTime() - previous.createdAt.getTime() > gapMs,
    }
  })
}

/** The conversation and, when its visitor left an e-mail, every other conversation with that e-mail. */
export async function transcriptFor(db: Database, id: string): Promise<Transcript> {
  const conversation = await findConversationRow(db, id)
  if (!conversation) throw new AppError('not_found', SESSION_NOT_FOUND)
  const conversations = conversation.visitorEmail
    ? await conversationsOfVisitor(db, conversation.visitorEmail)
    : [conversation]
  const messages = markSessions(
    await messagesOf(
      db,
      conversations.map((row) => row.id),
    ),
  )
  return {
    visitorEmail: conversation.visitorEmail,
    visitorName: conversations.findLast((row) => row.visitorName)?.visitorName ?? null,
    conversations: conversations.map(toSummary),
    messages: messages.map(
      (message): TranscriptMessage => ({
        id: message.id,
        conversationId: message.conversationId,
        role: message.role as TranscriptMessage['role'],
        content: message.content,
        quickReplies: message.quickReplies,
        createdAt: message.createdAt.toISOString(),
        newSession: message.newSession,
      }),
    ),
  }
}

/** All or none: one unknown id refuses the request and deletes nothing. */
export async function deleteForAdmin(db: Database, ids: readonly string[]) {
  const unique = [...new Set(ids)]
  const deleted = await db.transaction(async (tx) => {
    const count = await deleteConversations(tx, unique)
    if (count !== unique.length) throw new AppError('not_found', SESSION_NOT_FOUND)
    return count
  })
  return { deleted, notice: CONVERSATION_DELETED }
}

export const LEAD_COLUMNS = [
  'email',
  'name',
  'intent_score',
  'final_outcome',
  'message_count',
  'duration_seconds',
  'first_seen_at',
  'last_seen_at',
  'page_url',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'conversation_id',
] as const

async function* leadRows(db: Database, filter: ConversationFilter, batch: number) {
  let after: { lastSeenAt: Date; id: string } | undefined
  for (;;) {
    const rows = await leadsAfter(db, filter, after, batch)
    for (const row of rows) {
      yield [
        row.visitorEmail,
        row.visitorName,
        row.intentScore,
        row.finalOutcome,
        row.messageCount,
        row.sessionDurationSeconds,
        row.firstSeenAt.toISOString(),
        row.lastSeenAt.toISOString(),
        row.pageUrl,
        row.referrer,
        row.utmParams?.source ?? null,
        row.utmParams?.medium ?? null,
        row.utmParams?.campaign ?? null,
        row.id,
      ]
    }
    const last = rows.at(-1)
    if (!last || rows.length < batch) return
    after = { lastSeenAt: last.lastSeenAt, id: last.id }
  }
}

/**
 * The leads (conversations with a visitor e-mail) matching the filter, as a CSV stream read from the
 * database in batches, so a large export never sits in memory. Cells a spreadsheet would run as
 * formulas are written as text (spreadsheetSafe).
 */
export function leadsCsv(db: Database, filter: ConversationFilter, batch = 500): Readable {
  const csv = stringify({
    header: true,
    columns: [...LEAD_COLUMNS],
    cast: { string: spreadsheetSafe },
  })
  const rows = Readable.from(leadRows(db, filter, batch))
  rows.on('error', (error) => csv.destroy(error))
  return rows.pipe(csv)
}
