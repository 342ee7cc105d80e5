import { useState } from 'react'

const PHONE = '(max-width: 639px)'

/** True on a phone-sized screen when the page first shows (the list reads better there than a month grid). */
export function useStartsOnPhone(): boolean {
  const [phone] = useState(() => typeof window !== 'undefined' && window.matchMedia(PHONE).matches)
  return phone
}
