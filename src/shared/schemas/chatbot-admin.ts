import { z } from 'zod'
import { ADMIN } from '../catalogue/business-rules.ts'
import { finalOutcomes } from './chatbot.ts'
import { boundedText, requiredText, TEXT_LIMITS } from './fields.ts'
import { pageInfoShape, pageQuerySchema } from './paging.ts'

// Spec §8 (admin chatbot) and §5 (training), word for word.
export const CONVERSATION_DELETED = 'Conversation deleted successfully'
export const SEARCH_INDEX_REBUILT = 'Search index rebuilt successfully'
export const loadedPagesNotice = (pages: number, chunks: number) =>
  `Loaded ${pages} pages with ${chunks} knowledge chunks`
export const DOCUMENT_UPLOADED = 'Document uploaded and processed successfully'
export const URL_PROCESSED = 'URL content extracted and processed successfully'
export const MANUAL_PROCESSED = 'Document content processed successfully'
export const DOCUMENT_DELETED = 'Document deleted successfully'
export const ENTER_VALID_URL = 'Please enter a valid URL'
export const ENTER_DOCUMENT_TITLE = 'Please enter a document title'
export const ENTER_DOCUMENT_CONTENT = 'Please enter document content'
export const CONTENT_TOO_SHORT = `Content is too short. Please enter at least ${ADMIN.manualDocumentMinChars} characters.`
/** The upload refusals (the spec states the limits without wording them). */
export const FILE_TOO_LARGE = `The file is too large. The maximum size is ${ADMIN.uploadMaxBytes / 1024 / 1024} MB.`
export const FILE_TYPE_REFUSED = 'Please upload a PDF (.pdf) or Word (.docx) document.'
export const CHOOSE_A_FILE = 'Please choose a file to upload'
export const DOCUMENT_NOT_FOUND = 'Document not found'
/** Spec §8's confirmation before a delete, for the admin page. */
export const DELETE_DOCUMENT_CONFIRMATION =
  'Delete this document? Its knowledge chunks will be removed from the chatbot too.'

/** The outcome filter of the Insights tab: email_captured means a visitor e-mail is known. */
export const outcomeFilters = ['all', 'email_captured', 'human_requested'] as const
export type OutcomeFilter = (typeof outcomeFilters)[number]

export const conversationListQuerySchema = pageQuerySchema.extend({
  search: boundedText({ label: 'Search', max: TEXT_LIMITS.short }).default(''),
  minIntent: z.coerce
    .number({ error: 'Minimum intent must be a number from 0 to 100' })
    .int('Minimum intent must be a whole number')
    .min(0, 'Minimum intent must be a number from 0 to 100')
    .max(100, 'Minimum intent must be a number from 0 to 100')
    .default(0),
  outcome: z.enum(outcomeFilters, { error: 'Unknown outcome filter' }).default('all'),
})
export type ConversationListQuery = z.input<typeof conversationListQuerySchema>

export const conversationSummarySchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  visitorEmail: z.string().nullable(),
  visitorName: z.string().nullable(),
  intentScore: z.number().int(),
  messageCount: z.number().int(),
  /** Shown as minutes and seconds. */
  sessionDurationSeconds: z.number().int(),
  firstSeenAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  /** The last event the widget reported (calendly_link_shown, email_captured). */
  conversionType: z.string().nullable(),
  /** null: in progress. */
  finalOutcome: z.enum(finalOutcomes).nullable(),
  pageUrl: z.string().nullable(),
  referrer: z.string().nullable(),
  utmParams: z.record(z.string(), z.string().nullable()).nullable(),
  userAgent: z.string().nullable(),
})
export type ConversationSummary = z.infer<typeof conversationSummarySchema>

export const conversationListSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  ...pageInfoShape,
})
export type ConversationList = z.infer<typeof conversationListSchema>

/** The Insights stat cards. Rates and the average are exact (0 to 100): the page rounds them. */
export const chatbotStatsSchema = z.object({
  totalConversations: z.number().int(),
  /** Conversations whose visitor e-mail later placed an order or booked a call (or that booked one). */
  convertedConversations: z.number().int(),
  emailCapturedConversations: z.number().int(),
  conversionRate: z.number(),
  emailCaptureRate: z.number(),
  averageIntent: z.number(),
})
export type ChatbotStats = z.infer<typeof chatbotStatsSchema>

export const transcriptMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  quickReplies: z.array(z.string()),
  createdAt: z.iso.datetime(),
  /** True where a divider goes: the first message, or more than 5 minutes after the previous one. */
  newSession: z.boolean(),
})
export type TranscriptMessage = z.infer<typeof transcriptMessageSchema>

/** One visitor's conversations merged by e-mail (just the one when no e-mail is known). */
export const transcriptSchema = z.object({
  visitorEmail: z.string().nullable(),
  visitorName: z.string().nullable(),
  conversations: z.array(conversationSummarySchema),
  messages: z.array(transcriptMessageSchema),
})
export type Transcript = z.infer<typeof transcriptSchema>

export const conversationIdParamsSchema = z.object({ id: z.uuid('Conversation not found') })

export const MAX_DELETE_CONVERSATIONS = 100
export const deleteConversationsRequestSchema = z.object({
  ids: z
    .array(z.uuid('Conversation not found'))
    .min(1, 'Select at least one conversation to delete')
    .max(MAX_DELETE_CONVERSATIONS, `Delete at most ${MAX_DELETE_CONVERSATIONS} conversations at a time`),
})
export type DeleteConversationsRequest = z.input<typeof deleteConversationsRequestSchema>
export const deleteConversationsResponseSchema = z.object({ deleted: z.number().int(), notice: z.string() })

// Knowledge base

export const knowledgeReloadSchema = z.object({
  pagesProcessed: z.number().int(),
  chunksCreated: z.number().int(),
  /** 'Loaded N pages with N knowledge chunks' */
  message: z.string(),
})
export type KnowledgeReload = z.infer<typeof knowledgeReloadSchema>

export const searchIndexRebuildSchema = z.object({ chunks: z.number().int(), message: z.string() })
export type SearchIndexRebuild = z.infer<typeof searchIndexRebuildSchema>

export const documentTypes = ['pdf', 'docx', 'url', 'manual'] as const
export const documentStatuses = ['processing', 'completed', 'failed'] as const

export const trainingDocumentSchema = z.object({
  id: z.string(),
  /** The file name, the manual title, or the URL's page title (the URL itself until fetched). */
  originalFilename: z.string(),
  documentType: z.enum(documentTypes),
  status: z.enum(documentStatuses),
  chunksCreated: z.number().int(),
  uploadedAt: z.iso.datetime(),
  processedAt: z.iso.datetime().nullable(),
  sourceUrl: z.string().nullable(),
  /** Why processing failed, in words an administrator can act on. */
  lastError: z.string().nullable(),
})
export type TrainingDocument = z.infer<typeof trainingDocumentSchema>

export const trainingDocumentListSchema = z.object({ documents: z.array(trainingDocumentSchema) })
export const trainingDocumentResponseSchema = z.object({ document: trainingDocumentSchema })
export const documentIdParamsSchema = z.object({ id: z.uuid(DOCUMENT_NOT_FOUND) })
export const documentDeletedSchema = z.object({ notice: z.string() })

/** POST …/documents/url */
export const documentUrlRequestSchema = z.object({
  sourceUrl: requiredText({ label: 'URL', max: TEXT_LIMITS.url, requiredMessage: ENTER_VALID_URL }).pipe(
    z.url({ protocol: /^https?$/, message: ENTER_VALID_URL }),
  ),
})
export type DocumentUrlRequest = z.input<typeof documentUrlRequestSchema>

export const MANUAL_DOCUMENT_MAX_CHARS = 200_000
/** POST …/documents/manual */
export const documentManualRequestSchema = z.object({
  manualTitle: requiredText({
    label: 'Title',
    max: TEXT_LIMITS.short,
    requiredMessage: ENTER_DOCUMENT_TITLE,
  }),
  manualText: requiredText({
    label: 'Content',
    max: MANUAL_DOCUMENT_MAX_CHARS,
    multiline: true,
    requiredMessage: ENTER_DOCUMENT_CONTENT,
  }).pipe(z.string().min(ADMIN.manualDocumentMinChars, CONTENT_TOO_SHORT)),
})
export type DocumentManualRequest = z.input<typeof documentManualRequestSchema>
