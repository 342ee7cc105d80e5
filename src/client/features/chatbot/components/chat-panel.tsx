import { Dialog } from 'radix-ui'
import { type RefObject, useId, useRef } from 'react'
import { BRAND } from '#shared/brand.ts'
import { cn } from '../../../lib/cn.ts'
import { WELCOME } from '../lib/chat-messages.ts'
import { useConversation } from '../lib/use-conversation.ts'
import { ChatComposer } from './chat-composer.tsx'
import { ContactForm } from './contact-form.tsx'
import { MessageLog } from './message-log.tsx'

export interface ChatPanelProps {
  open: boolean
  minimised: boolean
  /** Opened by the visitor (focus moves into the chat) or by itself (focus stays where it is). */
  opening: 'auto' | 'visitor'
  launcher: RefObject<HTMLButtonElement | null>
  onClose(): void
  onMinimisedChange(minimised: boolean): void
  onHideForADay(): void
}

const headerButton = 'flex size-9 items-center justify-center rounded-control hover:bg-brand-800'

/**
 * The conversation, as a non-modal Radix dialog: labelled by its title, Escape (inside it) and its
 * Close button close it, focus returns to the chat button, and the page around it stays usable (no
 * focus trap, nothing made inert), since a chat sits beside the page rather than in front of it.
 */
export function ChatPanel(props: ChatPanelProps) {
  const chat = useConversation()
  const bodyId = useId()
  const content = useRef<HTMLDivElement>(null)
  const composer = useRef<HTMLTextAreaElement | null>(null)
  const messages = [WELCOME, ...chat.messages]
  const last = messages.at(-1)
  const quickReplies = !chat.waiting && last?.role === 'assistant' ? last.quickReplies : []

  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      modal={false}
    >
      <Dialog.Content
        ref={content}
        className={cn(
          'flex w-[calc(100vw-2rem)] max-w-sm flex-col overflow-hidden rounded-card border border-line bg-white shadow-xl',
          !props.minimised && 'h-[min(36rem,calc(100dvh-6.5rem))]',
        )}
        onOpenAutoFocus={(event) => {
          event.preventDefault()
          if (props.opening === 'visitor') composer.current?.focus()
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          props.launcher.current?.focus()
        }}
        // The page stays usable while the chat is open: clicking it does not close the chat.
        onInteractOutside={(event) => event.preventDefault()}
        onEscapeKeyDown={(event) => {
          if (!content.current?.contains(document.activeElement)) event.preventDefault()
        }}
      >
        <div className="flex items-center gap-1 bg-brand-700 py-2 pr-2 pl-4 text-white">
          <div className="min-w-0 flex-1">
            <Dialog.Title className="font-semibold">Chat with {BRAND.name}</Dialog.Title>
            <Dialog.Description className={cn('text-sm text-brand-50', props.minimised && 'sr-only')}>
              Ask about plans, prices and channels, or book a free demo call.
            </Dialog.Description>
          </div>
          <button
            type="button"
            className={headerButton}
            aria-label={props.minimised ? 'Restore chat' : 'Minimise chat'}
            aria-expanded={!props.minimised}
            aria-controls={bodyId}
            onClick={() => props.onMinimisedChange(!props.minimised)}
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              {props.minimised ? <path d="m6 15 6-6 6 6" /> : <path d="M5 12h14" />}
            </svg>
          </button>
          <Dialog.Close className={headerButton} aria-label="Close chat">
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M18 6 6 18M6 6l12 12" />
            </svg>
          </Dialog.Close>
        </div>
        <div id={bodyId} hidden={props.minimised} className="flex min-h-0 flex-1 flex-col">
          <MessageLog
            messages={messages}
            waiting={chat.waiting}
            onFollowLink={() => props.onMinimisedChange(true)}
          />
          {quickReplies.length > 0 ? (
            <fieldset className="flex flex-wrap gap-2 px-3 pb-2">
              <legend className="sr-only">Suggested replies</legend>
              {quickReplies.map((reply) => (
                <button
                  key={reply}
                  type="button"
                  className="rounded-full border border-brand-600 px-3 py-1 text-sm text-brand-700 hover:bg-brand-50"
                  onClick={() => chat.chooseQuickReply(reply)}
                >
                  {reply}
                </button>
              ))}
            </fieldset>
          ) : null}
          {chat.capture ? (
            <ContactForm purpose={chat.capture} waiting={chat.waiting} onSubmit={chat.giveDetails} />
          ) : null}
          {chat.error ? (
            <p role="alert" className="border-t border-line px-3 py-2 text-sm text-danger">
              {chat.error}
            </p>
          ) : null}
          <ChatComposer inputRef={composer} waiting={chat.waiting} onSend={chat.send} />
          <div className="border-t border-line px-3 py-1.5 text-center">
            <button
              type="button"
              className="text-xs text-muted underline hover:text-ink"
              onClick={props.onHideForADay}
            >
              Don't show again for 24 hours
            </button>
          </div>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  )
}
