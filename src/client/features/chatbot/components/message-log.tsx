import { useEffect, useRef } from 'react'
import { BRAND } from '#shared/brand.ts'
import type { ChatSource } from '#shared/schemas/chatbot.ts'
import { cn } from '../../../lib/cn.ts'
import { Link } from '../../../lib/navigation.tsx'
import type { ChatMessage } from '../lib/chat-messages.ts'

interface MessageLogProps {
  messages: readonly ChatMessage[]
  waiting: boolean
  /** The visitor follows a link in the chat (the chat makes room for the page). */
  onFollowLink(): void
}

const linkStyle = 'font-medium text-brand-700 underline hover:text-brand-800'

function SourceLink({ source, onFollow }: { source: ChatSource; onFollow(): void }) {
  if (!source.url) return <span>{source.title}</span>
  if (source.url.startsWith('/'))
    return (
      <Link to={source.url} className={linkStyle} onClick={onFollow}>
        {source.title}
      </Link>
    )
  return (
    <a href={source.url} className={linkStyle} target="_blank" rel="noopener noreferrer">
      {source.title}
    </a>
  )
}

/** The conversation, announced as it grows (role log: new messages are read out politely). */
export function MessageLog({ messages, waiting, onFollowLink }: MessageLogProps) {
  const end = useRef<HTMLDivElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: keep the newest message in view
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' })
  }, [messages.length, waiting])

  return (
    <div role="log" aria-label="Conversation" className="min-h-0 flex-1 overflow-y-auto p-3">
      <ol className="flex flex-col gap-3">
        {messages.map((message) => (
          <li
            key={message.id}
            className={cn(
              'max-w-[85%] rounded-card px-3 py-2 text-sm whitespace-pre-line',
              message.role === 'user' ? 'self-end bg-brand-600 text-white' : 'self-start bg-canvas text-ink',
            )}
          >
            <span className="sr-only">{message.role === 'user' ? 'You: ' : `${BRAND.name}: `}</span>
            {message.content}
            {message.bookingLink ? (
              // A full page load: the booking form reads the hand-off as it arrives, also on the home page.
              <a href={message.bookingLink} className={cn(linkStyle, 'mt-2 block')} onClick={onFollowLink}>
                Choose a time for your demo call
              </a>
            ) : null}
            {message.sources.length > 0 ? (
              <p className="mt-2 text-xs text-muted">
                Source:{' '}
                {message.sources.map((source, index) => (
                  <span key={`${source.title}-${source.url ?? ''}`}>
                    {index > 0 ? ', ' : null}
                    <SourceLink source={source} onFollow={onFollowLink} />
                  </span>
                ))}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      {waiting ? (
        <p role="status" className="mt-3 text-sm text-muted">
          {BRAND.name} is typing…
        </p>
      ) : null}
      <div ref={end} />
    </div>
  )
}
