import { CHATBOT } from '#shared/catalogue/business-rules.ts'
import { CHATBOT_STORAGE_KEYS } from '#shared/chatbot/widget.ts'
import { local, readStored, session, writeStored } from './browser-storage.ts'

/** This browser session's widget (sessionStorage). */
export interface WidgetSession {
  /** Opened once already (by itself or by the visitor): it does not open by itself again. */
  autoOpened: boolean
  open: boolean
  minimised: boolean
}

/** What outlives the browser session (localStorage): the visitor's "Don't show again for 24 hours". */
interface WidgetState {
  hiddenUntil: number
}

export function readWidgetSession(): WidgetSession {
  const stored = readStored<WidgetSession>(session, CHATBOT_STORAGE_KEYS.session)
  return {
    autoOpened: stored.autoOpened === true,
    open: stored.open === true,
    minimised: stored.minimised === true,
  }
}

export function saveWidgetSession(value: WidgetSession): void {
  writeStored(session, CHATBOT_STORAGE_KEYS.session, value)
}

export function hideForADay(now: number): void {
  writeStored(local, CHATBOT_STORAGE_KEYS.state, { hiddenUntil: now + CHATBOT.dismissForMs })
}

function hiddenUntil(): number {
  const value = readStored<WidgetState>(local, CHATBOT_STORAGE_KEYS.state).hiddenUntil
  return typeof value === 'number' ? value : 0
}

/**
 * How long after the widget appeared it opens by itself (spec §4, §6), or null when it must not:
 * it already opened in this browser session, or the visitor hid it less than 24 hours ago.
 */
export function autoOpenDelay(
  widget: Pick<WidgetSession, 'autoOpened'>,
  isAdmin: boolean,
  now: number,
  hidden = hiddenUntil(),
): number | null {
  if (widget.autoOpened || now < hidden) return null
  return isAdmin ? CHATBOT.adminAutoOpenDelayMs : CHATBOT.autoOpenDelayMs
}
