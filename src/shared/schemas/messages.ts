import { z } from 'zod'
import { boundedText, requiredText, TEXT_LIMITS } from './fields.ts'
import { pageInfoShape } from './paging.ts'

// Spec §5 and §8, word for word.
export const SUBJECT_AND_MESSAGE_REQUIRED = 'Subject and message are required'
export const REPLY_REQUIRED = 'Reply message cannot be empty'
export const SELECT_RECIPIENT = "Please select a valid recipient or choose 'Send to All'"
export const RECIPIENT_NOT_FOUND = 'Recipient not found'
export const NO_USERS_FOUND = 'No users found to send messages to'
export const MESSAGE_SENT_TO_ADMIN = 'Message sent to admin'
export const MESSAGE_SENT = 'Message sent successfully'
export const REPLY_SENT = 'Reply sent successfully'
export const MESSAGES_DELETED = 'Messages deleted'
export const broadcastSentNotice = (count: number) => `Broadcast message sent to ${count} users`
export const adminDeletedNotice = (count: number) => `Successfully deleted ${count} message(s)`
export const REPLY_PREFIX = 'Re: '
/** At most this many messages are deleted by one request (a page shows 10). */
export const MAX_DELETE_IDS = 100

const SubjectField = requiredText({
  label: 'Subject',
  max: TEXT_LIMITS.subject,
  requiredMessage: SUBJECT_AND_MESSAGE_REQUIRED,
})
const MessageField = requiredText({
  label: 'Message',
  max: TEXT_LIMITS.message,
  multiline: true,
  requiredMessage: SUBJECT_AND_MESSAGE_REQUIRED,
})

/** The reply's subject: the thread's subject with 'Re: ' in front, once. */
export function replySubject(subject: string): string {
  return subject.startsWith(REPLY_PREFIX) ? subject : `${REPLY_PREFIX}${subject}`
}

/** POST /api/messages: a customer's new message to the team. */
export const newMessageRequestSchema = z.object({ subject: SubjectField, message: MessageField })
export type NewMessageRequest = z.input<typeof newMessageRequestSchema>

/** POST …/threads/:threadId/replies. */
export const replyRequestSchema = z.object({
  message: requiredText({
    label: 'Reply',
    max: TEXT_LIMITS.message,
    multiline: true,
    requiredMessage: REPLY_REQUIRED,
  }),
})
export type ReplyRequest = z.input<typeof replyRequestSchema>

/**
 * POST /api/admin/messages: to one customer (chosen from the list by id, or an e-mail typed in) or,
 * with sendToAll, to every customer.
 */
export const adminNewMessageRequestSchema = z
  .object({
    subject: SubjectField,
    message: MessageField,
    sendToAll: z.boolean().default(false),
    recipientId: boundedText({ label: 'Recipient', max: TEXT_LIMITS.short }).optional(),
    recipientEmail: boundedText({ label: 'Recipient', max: TEXT_LIMITS.email }).optional(),
  })
  .superRefine((value, context) => {
    if (value.sendToAll || value.recipientId || value.recipientEmail?.includes('@')) return
    context.addIssue({ code: 'custom', path: ['recipientId'], message: SELECT_RECIPIENT })
  })
export type AdminNewMessageRequest = z.input<typeof adminNewMessageRequestSchema>

export const threadParamsSchema = z.object({ threadId: z.uuid('Unknown thread') })

export const deleteMessagesRequestSchema = z.object({
  ids: z
    .array(z.uuid('Unknown message'))
    .min(1, 'Select at least one message to delete')
    .max(MAX_DELETE_IDS, `Delete at most ${MAX_DELETE_IDS} messages at a time`),
})
export type DeleteMessagesRequest = z.input<typeof deleteMessagesRequestSchema>

export const participantSchema = z.object({
  id: z.string(),
  /**
   * Display name, else e-mail. To a customer an administrator shows as their name and the team's
   * ("Sam, PostCraft team"), and the team itself (what customers write to) as the team's name.
   */
  name: z.string(),
  /** Shown to administrators only; null for the team in a customer's view. */
  email: z.string().nullable(),
  isTeam: z.boolean(),
})
export type Participant = z.infer<typeof participantSchema>

export const messageSchema = z.object({
  id: z.string(),
  threadId: z.string(),
  parentMessageId: z.string().nullable(),
  senderId: z.string(),
  /** The customer a team message goes to; null for a customer's message, which goes to the whole team. */
  recipientId: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  read: z.boolean(),
  createdAt: z.iso.datetime(),
  /** Sent by an administrator (the team). */
  fromTeam: z.boolean(),
})
export type Message = z.infer<typeof messageSchema>

/**
 * The messages of one page that belong to one thread (spec §3: derived from the page). Counts are over
 * those messages; unread counts what the viewer received and has not read.
 */
export const threadSchema = z.object({
  threadId: z.string(),
  subject: z.string(),
  participants: z.array(participantSchema),
  /** The last message, cut to a preview. */
  lastMessage: z.string(),
  lastMessageAt: z.iso.datetime(),
  unreadCount: z.number().int(),
  messageCount: z.number().int(),
  /** Oldest first, as a conversation reads. */
  messages: z.array(messageSchema),
})
export type Thread = z.infer<typeof threadSchema>

/** One page of 10 messages (newest first, counted over messages), and the same page grouped in threads. */
export const messagePageSchema = z.object({
  messages: z.array(messageSchema),
  threads: z.array(threadSchema),
  ...pageInfoShape,
})
export type MessagePage = z.infer<typeof messagePageSchema>

export const unreadCountSchema = z.object({ count: z.number().int() })
/** The badge counts the team's unread messages (the same for every administrator), as does allUnread. */
export const adminUnreadCountSchema = z.object({ count: z.number().int(), allUnread: z.number().int() })

export const sentMessageResponseSchema = z.object({ message: messageSchema, notice: z.string() })
export const adminSendResponseSchema = z.object({ sent: z.number().int(), notice: z.string() })
export const markReadResponseSchema = z.object({ updated: z.number().int() })
export const deleteMessagesResponseSchema = z.object({ deleted: z.number().int(), notice: z.string() })
