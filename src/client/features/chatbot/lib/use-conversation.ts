import { useCallback, useEffect, useRef, useState } from 'react'
import { CHATBOT } from '#shared/catalogue/business-rules.ts'
import { CHATBOT_STORAGE_KEYS, QUICK_REPLIES } from '#shared/chatbot/widget.ts'
import {
  type ChatContactForm,
  type ChatQueryResponse,
  SEND_MESSAGE_FAILED,
  SESSION_NOT_FOUND,
  START_CHAT_FAILED,
} from '#shared/schemas/chatbot.ts'
import { ApiError } from '../../../lib/api-client.ts'
import { askChatbot, startChat, updateConversation, whereChatStarted } from '../api/chatbot-api.ts'
import { readStored, session, writeStored } from './browser-storage.ts'
import {
  bookingLinkMessage,
  CALL_OFFER,
  type ChatMessage,
  contactThanks,
  type NewMessage,
} from './chat-messages.ts'
import { bookingLink, citesBookingPage, offersCallAfter, type Visitor } from './conversation-rules.ts'

export type CapturePurpose = 'booking' | 'contact'

/** The conversation as kept for this browser session (sessionStorage), so it survives page loads. */
interface Conversation {
  conversationId: string | null
  messages: ChatMessage[]
  visitor: Visitor | null
  /** Which name-and-e-mail form shows, if any. */
  capture: CapturePurpose | null
  callOffered: boolean
}

function readConversation(): Conversation {
  const stored = readStored<Conversation>(session, CHATBOT_STORAGE_KEYS.conversation)
  return {
    conversationId: typeof stored.conversationId === 'string' ? stored.conversationId : null,
    messages: Array.isArray(stored.messages) ? stored.messages : [],
    visitor: stored.visitor?.email ? stored.visitor : null,
    capture: stored.capture === 'booking' || stored.capture === 'contact' ? stored.capture : null,
    callOffered: stored.callOffered === true,
  }
}

class StartFailed extends Error {}

/**
 * The chat's behaviour (spec §4): messages and replies, the name-and-e-mail form, the booking flow
 * (the link after the form, or after 15 seconds without it) and the call offered after a high-intent
 * reply. The conversation is created on the server with the first message, not on opening, so a chat
 * that opened by itself and was never used leaves no empty conversation behind.
 */
export function useConversation() {
  const [conversation, setConversation] = useState(readConversation)
  const [waiting, setWaiting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const latest = useRef(conversation)
  const busy = useRef(false)
  const timers = useRef<{ offer?: number; fallback?: number }>({})

  const change = useCallback((update: (current: Conversation) => Conversation) => {
    latest.current = update(latest.current)
    setConversation(latest.current)
    writeStored(session, CHATBOT_STORAGE_KEYS.conversation, latest.current)
  }, [])

  const add = useCallback(
    (message: NewMessage) =>
      change((current) => ({
        ...current,
        messages: [
          ...current.messages,
          { quickReplies: [], sources: [], ...message, id: (current.messages.at(-1)?.id ?? 0) + 1 },
        ],
      })),
    [change],
  )

  useEffect(() => {
    const pending = timers.current
    return () => {
      window.clearTimeout(pending.offer)
      window.clearTimeout(pending.fallback)
    }
  }, [])

  async function conversationId(): Promise<string> {
    const existing = latest.current.conversationId
    if (existing) return existing
    try {
      const { conversation_id } = await startChat(whereChatStarted())
      change((current) => ({ ...current, conversationId: conversation_id }))
      return conversation_id
    } catch {
      throw new StartFailed()
    }
  }

  function failure(caught: unknown, otherwise: string): string {
    if (caught instanceof StartFailed) return START_CHAT_FAILED
    if (caught instanceof ApiError && caught.status === 404) {
      // The conversation is gone: the next message starts a new one.
      change((current) => ({ ...current, conversationId: null }))
      return SESSION_NOT_FOUND
    }
    if (caught instanceof ApiError && caught.fields.email) return caught.fields.email
    return otherwise
  }

  /** Runs one request at a time (send is disabled meanwhile); false when it failed or could not start. */
  async function exclusive(task: () => Promise<void>, otherwise: string): Promise<boolean> {
    if (busy.current) return false
    busy.current = true
    setWaiting(true)
    setError(null)
    try {
      await task()
      return true
    } catch (caught) {
      setError(failure(caught, otherwise))
      return false
    } finally {
      busy.current = false
      setWaiting(false)
    }
  }

  function shareBookingLink(visitor: Visitor | null) {
    const id = latest.current.conversationId
    add(bookingLinkMessage(visitor ? visitor.name : undefined, bookingLink(visitor, id)))
    if (id) {
      // Reporting what was shown must never get in the visitor's way.
      updateConversation(id, {
        final_outcome: 'calendly_link_shared',
        event_type: 'calendly_link_shown',
      }).catch(() => undefined)
    }
  }

  function startBooking() {
    const visitor = latest.current.visitor
    if (visitor) return shareBookingLink(visitor)
    change((current) => ({ ...current, capture: 'booking' }))
    window.clearTimeout(timers.current.fallback)
    timers.current.fallback = window.setTimeout(() => {
      if (latest.current.capture === 'booking') shareBookingLink(null)
    }, CHATBOT.captureFormFallbackMs)
  }

  function afterReply(reply: ChatQueryResponse) {
    if (citesBookingPage(reply.sources)) return startBooking()
    const { callOffered, capture } = latest.current
    if (!offersCallAfter(reply, { callOffered, capturing: capture !== null })) return
    change((current) => ({ ...current, callOffered: true }))
    timers.current.offer = window.setTimeout(() => add(CALL_OFFER), CHATBOT.offerCallDelayMs)
  }

  function send(text: string): Promise<boolean> {
    const message = text.trim()
    if (!message || busy.current) return Promise.resolve(false)
    return exclusive(async () => {
      add({ role: 'user', content: message })
      const visitor = latest.current.visitor
      const reply = await askChatbot({
        conversation_id: await conversationId(),
        message,
        ...(visitor ? { name: visitor.name, email: visitor.email } : {}),
      })
      add({
        role: 'assistant',
        content: reply.response,
        quickReplies: reply.quick_replies,
        sources: reply.sources,
      })
      afterReply(reply)
    }, SEND_MESSAGE_FAILED)
  }

  function chooseQuickReply(reply: string) {
    if (reply !== QUICK_REPLIES.email) return void send(reply)
    if (latest.current.capture === null) change((current) => ({ ...current, capture: 'contact' }))
  }

  function giveDetails(details: ChatContactForm): Promise<boolean> {
    const purpose = latest.current.capture
    return exclusive(async () => {
      const id = await conversationId()
      await updateConversation(id, { name: details.name, email: details.email, event_type: 'email_captured' })
      const visitor: Visitor = { name: details.name, email: details.email }
      change((current) => ({ ...current, visitor, capture: null }))
      if (purpose === 'booking') {
        window.clearTimeout(timers.current.fallback)
        shareBookingLink(visitor)
      } else {
        add(contactThanks(details.email))
      }
    }, SEND_MESSAGE_FAILED)
  }

  return { ...conversation, waiting, error, send, chooseQuickReply, giveDetails }
}
