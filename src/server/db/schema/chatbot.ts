import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

export const chatbotConversations = pgTable(
  'chatbot_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id').notNull().defaultRandom(),
    visitorEmail: text('visitor_email'),
    visitorName: text('visitor_name'),
    intentScore: integer('intent_score').notNull().default(0),
    messageCount: integer('message_count').notNull().default(0),
    sessionDurationSeconds: integer('session_duration_seconds').notNull().default(0),
    pageUrl: text('page_url'),
    referrer: text('referrer'),
    utmParams: jsonb('utm_params').$type<Record<string, string | null>>(),
    userAgent: text('user_agent'),
    conversionType: text('conversion_type'),
    finalOutcome: text('final_outcome'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chatbot_conversations_created_idx').on(table.createdAt),
    index('chatbot_conversations_email_idx').on(table.visitorEmail),
    check('chatbot_intent_range', sql`${table.intentScore} between 0 and 100`),
    check(
      'chatbot_counts_non_negative',
      sql`${table.messageCount} >= 0 and ${table.sessionDurationSeconds} >= 0`,
    ),
  ],
)

export const chatbotMessages = pgTable(
  'chatbot_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatbotConversations.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    content: text('content').notNull(),
    quickReplies: jsonb('quick_replies').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chatbot_messages_conversation_idx').on(table.conversationId, table.createdAt),
    check('chatbot_messages_role', sql`${table.role} in ('user', 'assistant')`),
  ],
)

export const chatbotTrainingDocuments = pgTable(
  'chatbot_training_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    originalFilename: text('original_filename').notNull(),
    documentType: text('document_type').notNull(),
    status: text('status').notNull().default('processing'),
    chunksCreated: integer('chunks_created').notNull().default(0),
    sourceUrl: text('source_url'),
    content: text('content'),
    lastError: text('last_error'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('training_documents_status', sql`${table.status} in ('processing', 'completed', 'failed')`),
    check('training_documents_type', sql`${table.documentType} in ('pdf', 'docx', 'url', 'manual')`),
  ],
)
