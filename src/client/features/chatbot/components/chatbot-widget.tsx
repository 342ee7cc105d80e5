import { type ComponentType, useEffect, useState } from 'react'
import { whenIdle } from '../../../lib/when-idle.ts'

/**
 * The site chatbot, on the public marketing pages. Nothing of it is in the page's first load: the
 * launcher's small chunk loads once the page is interactive (and shows only on marketing pages), and
 * the conversation panel only when the chat opens (docs/decisions/0019-chatbot-widget.md).
 */
export function ChatbotWidget() {
  const [Launcher, setLauncher] = useState<ComponentType>()
  useEffect(
    () =>
      whenIdle(() => {
        import('./chat-launcher.tsx').then(
          ({ MarketingPagesChat }) => setLauncher(() => MarketingPagesChat),
          // Offline, say: no chat on this page; the next page load tries again.
          () => undefined,
        )
      }),
    [],
  )
  return Launcher ? <Launcher /> : null
}
