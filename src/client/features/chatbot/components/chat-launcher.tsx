import { type ComponentType, useEffect, useRef, useState } from 'react'
import { useLocation } from '../../../lib/navigation.tsx'
import { mightBeSignedIn } from '../../../lib/signed-in-hint.ts'
import {
  autoOpenDelay,
  hideForADay,
  readWidgetSession,
  saveWidgetSession,
  type WidgetSession,
} from '../lib/auto-open.ts'
import { showsChatbot } from '../lib/chatbot-pages.ts'
import type { ChatPanelProps } from './chat-panel.tsx'

function ChatIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-7"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
    </svg>
  )
}

/**
 * Whether the visitor is a signed-in administrator. A visitor without a session cookie is not, and
 * loads no data layer to find that out (docs/decisions/0017-public-page-budget.md).
 */
async function visitorIsAdmin(): Promise<boolean> {
  if (!mightBeSignedIn()) return false
  const [{ queryClient }, { sessionQuery, signedOutSession }] = await Promise.all([
    import('../../../lib/query-client.ts'),
    import('../../../lib/session.ts'),
  ])
  const session = await queryClient
    .fetchQuery({ ...sessionQuery, retry: false })
    .catch(() => signedOutSession)
  return session.isAdmin
}

function changedSession(change: Partial<WidgetSession>): WidgetSession {
  const next = { ...readWidgetSession(), ...change }
  saveWidgetSession(next)
  return next
}

/**
 * The floating chat button, loaded once the page is interactive. It knows who is visiting (the
 * session, when there may be one), opens the chat by itself once per browser session after
 * 10 seconds (15 for an administrator) unless hidden for a day, and loads the conversation panel, a
 * chunk of its own, only when the chat opens.
 */
export function ChatLauncher() {
  const [widget, setWidget] = useState<WidgetSession>(readWidgetSession)
  const [ready, setReady] = useState(false)
  const [opening, setOpening] = useState<ChatPanelProps['opening']>('visitor')
  const [Panel, setPanel] = useState<ComponentType<ChatPanelProps>>()
  const [announcement, setAnnouncement] = useState('')
  const button = useRef<HTMLButtonElement>(null)

  const update = (change: Partial<WidgetSession>) => setWidget(changedSession(change))

  // The delay counts from the moment the chat button appears; it is armed once the session is known.
  // biome-ignore lint/correctness/useExhaustiveDependencies: armed once, when the button appears
  useEffect(() => {
    const appearedAt = Date.now()
    let timer: number | undefined
    let live = true
    visitorIsAdmin()
      .catch(() => false)
      .then((isAdmin) => {
        if (!live) return
        setReady(true)
        const delay = autoOpenDelay(readWidgetSession(), isAdmin, Date.now())
        if (delay === null) return
        timer = window.setTimeout(
          () => {
            if (readWidgetSession().autoOpened) return
            setOpening('auto')
            setAnnouncement('The chat window has opened.')
            update({ open: true, minimised: false, autoOpened: true })
          },
          Math.max(0, appearedAt + delay - Date.now()),
        )
      })
    return () => {
      live = false
      window.clearTimeout(timer)
    }
  }, [])

  useEffect(() => {
    if (!widget.open || Panel) return
    import('./chat-panel.tsx').then(
      ({ ChatPanel }) => setPanel(() => ChatPanel),
      () => setWidget(changedSession({ open: false })),
    )
  }, [widget.open, Panel])

  function toggle() {
    setAnnouncement('')
    if (widget.open) return update({ open: false })
    setOpening('visitor')
    update({ open: true, minimised: false, autoOpened: true })
  }

  return (
    <div className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3">
      {Panel ? (
        <Panel
          open={widget.open}
          minimised={widget.minimised}
          opening={opening}
          launcher={button}
          onClose={() => update({ open: false })}
          onMinimisedChange={(minimised) => update({ minimised })}
          onHideForADay={() => {
            hideForADay(Date.now())
            update({ open: false })
          }}
        />
      ) : null}
      {ready ? (
        <button
          ref={button}
          type="button"
          aria-label="Chat with us"
          aria-expanded={widget.open}
          aria-haspopup="dialog"
          onClick={toggle}
          className="flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700"
        >
          <ChatIcon />
        </button>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  )
}

/** The chat on the public marketing pages only: never checkout, payment, sign-in, dashboard or admin. */
export function MarketingPagesChat() {
  const { pathname } = useLocation()
  return showsChatbot(pathname) ? <ChatLauncher /> : null
}
