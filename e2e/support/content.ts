import type { Locator, Page } from 'playwright-core'
import sharp from 'sharp'
import { monthLabel, monthOf } from '#client/features/content/lib/calendar.ts'
import { REVIEW_EMAIL_SUBJECT } from '#shared/content/content-messages.ts'
import { londonDateKey } from '#shared/format/dates.ts'
import type { SmtpSink } from '../../tests/support/smtp-sink.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** A UK day `days` from now, as the date field takes it ('2026-12-01'). */
export function ukDayFromNow(days: number): string {
  return londonDateKey(Date.now() + days * DAY_MS)
}

/** A real PNG (the server checks images by decoding them). */
export function designPng(): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 90, channels: 3, background: { r: 79, g: 70, b: 229 } } })
    .png()
    .toBuffer()
}

/** The login-free link of the newest 'Your posts are ready for review' e-mail to `to` (after `since` of them). */
export async function reviewLinkFor(sink: SmtpSink, to: string, since = 0): Promise<string> {
  const isReview = (m: { to: string[]; subject: string }) =>
    m.to.includes(to) && m.subject === REVIEW_EMAIL_SUBJECT
  await sink.waitFor(() => sink.messages.filter(isReview).length > since)
  const email = sink.messages.filter(isReview).at(-1)
  const link = email?.text.match(/https?:\/\/\S+\/review\/[A-Za-z0-9_-]+/)?.[0]
  if (!link) throw new Error('no review link in the e-mail')
  return link
}

export function countReviewEmails(sink: SmtpSink, to: string): number {
  return sink.messages.filter((m) => m.to.includes(to) && m.subject === REVIEW_EMAIL_SUBJECT).length
}

/** Pages the month shown (Next month) until it is the month of `day`. */
export async function showMonthOf(page: Page, day: string) {
  const wanted = monthLabel(monthOf(day))
  const heading = page.getByRole('heading', { level: 2, name: /^[A-Z][a-z]{2} \d{4}$/ })
  for (let step = 0; step < 3; step++) {
    if ((await heading.textContent()) === wanted) return
    await page.getByRole('button', { name: 'Next month' }).click()
  }
  await page.getByRole('heading', { level: 2, name: wanted }).waitFor()
}

/** A post's card or row, found by its caption. */
export function postByCaption(scope: Page | Locator, caption: string) {
  return scope.getByRole('article').filter({ hasText: caption })
}

/** A post in the back office list, found by its caption. */
export function teamPostByCaption(page: Page, caption: string) {
  return page.getByRole('list', { name: 'Posts' }).getByRole('listitem').filter({ hasText: caption })
}

/** The link to the post in the team's change-request e-mail (the latest one). */
export async function changeRequestLink(sink: SmtpSink): Promise<string> {
  const isChangeRequest = (m: { text: string }) => /\/admin\/content\?customer=/.test(m.text)
  await sink.waitFor(() => sink.messages.some(isChangeRequest))
  const link = sink.messages
    .filter(isChangeRequest)
    .at(-1)
    ?.text.match(/https?:\/\/\S+\/admin\/content\?\S+/)?.[0]
  if (!link) throw new Error('no link to the post in the change-request e-mail')
  return link
}
