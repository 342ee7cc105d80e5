import { z } from 'zod'
import { CHATBOT } from '../catalogue/business-rules.ts'
import { boundedText, requiredText, TEXT_LIMITS } from './fields.ts'

// Spec §5 and §8, word for word (the widget shows the first three as toasts too).
export const INVALID_CHAT_EMAIL = 'Please enter a valid email address'
export const SESSION_NOT_FOUND = 'Session not found. Please refresh and try again.'
export const START_CHAT_FAILED = 'Failed to start chat. Please refresh and try again.'
export const SEND_MESSAGE_FAILED = 'Failed to send message. Please try again.'
// Not worded by the spec: a conversation's e-mail is given once (decision 0023).
export const CHAT_EMAIL_ALREADY_GIVEN =
  'This conversation already has an e-mail address. Start a new chat to use another one.'
// The spec asks for a non-blank message without wording the refusal.
export const ENTER_A_MESSAGE = 'Please enter a message'

/** The outcomes the widget may report (spec §4). */
export const reportedOutcomes = ['email_captured', 'human_requested', 'calendly_link_shared'] as const
/**
 * What a conversation ended in (spec §3, §4); null means in progress. demo_booked is set by the
 * demo-call booking made from the conversation, never reported by the widget.
 */
export const finalOutcomes = [...reportedOutcomes, 'demo_booked'] as const
export type FinalOutcome = (typeof finalOutcomes)[number]
/** Events the widget reports (spec §4). */
export const chatEventTypes = ['calendly_link_shown', 'email_captured'] as const
export type ChatEventType = (typeof chatEventTypes)[number]

const short = (label: string) => boundedText({ label, max: TEXT_LIMITS.short })
const optionalText = (label: string, max: number) =>
  boundedText({ label, max })
    .nullish()
    .transform((value) => value || null)

/** An optional e-mail: blank means not given; anything else must look like one. */
const ChatEmailSchema = z
  .string()
  .trim()
  .max(TEXT_LIMITS.email, INVALID_CHAT_EMAIL)
  .pipe(z.union([z.literal(''), z.email(INVALID_CHAT_EMAIL)]))
  .nullish()
  .transform((value) => (value ? value.toLowerCase() : null))

const ChatNameSchema = optionalText('Name', TEXT_LIMITS.displayName)

/** POST /api/chatbot/sessions: where the visitor opened the chat (every field optional). */
export const chatSessionRequestSchema = z.object({
  page_url: optionalText('Page address', TEXT_LIMITS.url),
  referrer: optionalText('Referrer', TEXT_LIMITS.url),
  utm_params: z
    .object({
      source: optionalText('utm_source', TEXT_LIMITS.short),
      medium: optionalText('utm_medium', TEXT_LIMITS.short),
      campaign: optionalText('utm_campaign', TEXT_LIMITS.short),
      term: optionalText('utm_term', TEXT_LIMITS.short),
      content: optionalText('utm_content', TEXT_LIMITS.short),
    })
    .nullish()
    .transform((value) => value ?? null),
  user_agent: optionalText('User agent', 500),
})
export type ChatSessionRequest = z.input<typeof chatSessionRequestSchema>

export const chatSessionResponseSchema = z.object({ conversation_id: z.uuid(), session_id: z.uuid() })
export type ChatSessionResponse = z.infer<typeof chatSessionResponseSchema>

/** Any text: an id that is not one of ours is answered 404 (SESSION_NOT_FOUND), like an unknown one. */
const ConversationId = short('Conversation').pipe(z.string().min(1, SESSION_NOT_FOUND))

/** POST /api/chatbot/query. */
export const chatQueryRequestSchema = z.object({
  conversation_id: ConversationId,
  message: requiredText({
    label: 'Message',
    max: CHATBOT.messageMaxChars,
    multiline: true,
    requiredMessage: ENTER_A_MESSAGE,
  }),
  name: ChatNameSchema,
  email: ChatEmailSchema,
})
export type ChatQueryRequest = z.input<typeof chatQueryRequestSchema>

/** A page (or training document) an answer came from; url null for an uploaded or typed document. */
export const chatSourceSchema = z.object({ title: z.string(), url: z.string().nullable() })
export type ChatSource = z.infer<typeof chatSourceSchema>

export const chatQueryResponseSchema = z.object({
  response: z.string(),
  quick_replies: z.array(z.string()),
  /** 0 to 100, for the whole conversation so far (documented signals: decision 0011). */
  intent_score: z.number().int().min(0).max(100),
  sources: z.array(chatSourceSchema),
  /** The conversation's outcome after this message ('human_requested' once a person was offered). */
  final_outcome: z.enum(finalOutcomes).nullable(),
})
export type ChatQueryResponse = z.infer<typeof chatQueryResponseSchema>

export const conversationParamsSchema = z.object({ id: ConversationId })

/** PATCH /api/chatbot/conversations/{id}: what the widget learned or showed. */
export const chatConversationUpdateSchema = z.object({
  name: ChatNameSchema,
  email: ChatEmailSchema,
  final_outcome: z.enum(reportedOutcomes, { error: 'Unknown outcome' }).nullish(),
  event_type: z.enum(chatEventTypes, { error: 'Unknown event type' }).nullish(),
})
export type ChatConversationUpdate = z.input<typeof chatConversationUpdateSchema>

export const chatConversationUpdateResponseSchema = z.object({
  conversation_id: z.uuid(),
  intent_score: z.number().int().min(0).max(100),
  final_outcome: z.enum(finalOutcomes).nullable(),
})
export type ChatConversationUpdateResponse = z.infer<typeof chatConversationUpdateResponseSchema>

/** The widget's name and e-mail form: the name may be left out, the e-mail is required there. */
export const chatContactFormSchema = z.object({
  name: ChatNameSchema,
  email: z
    .string()
    .trim()
    .max(TEXT_LIMITS.email, INVALID_CHAT_EMAIL)
    .pipe(z.email(INVALID_CHAT_EMAIL))
    .transform((value) => value.toLowerCase()),
})
export type ChatContactForm = z.output<typeof chatContactFormSchema>
