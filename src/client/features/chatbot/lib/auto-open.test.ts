import { describe, expect, it } from 'vitest'
import { CHATBOT } from '#shared/catalogue/business-rules.ts'
import { autoOpenDelay } from './auto-open.ts'

const NOW = Date.UTC(2030, 2, 4, 9)

describe('opening by itself', () => {
  it('waits 10 seconds for a visitor and 15 for an administrator', () => {
    expect(autoOpenDelay({ autoOpened: false }, false, NOW, 0)).toBe(CHATBOT.autoOpenDelayMs)
    expect(autoOpenDelay({ autoOpened: false }, true, NOW, 0)).toBe(CHATBOT.adminAutoOpenDelayMs)
  })

  it('opens once per browser session, and not while hidden for the day', () => {
    expect(autoOpenDelay({ autoOpened: true }, false, NOW, 0)).toBeNull()
    expect(autoOpenDelay({ autoOpened: false }, false, NOW, NOW + 1)).toBeNull()
    expect(autoOpenDelay({ autoOpened: false }, false, NOW, NOW)).toBe(CHATBOT.autoOpenDelayMs)
  })
})
