import { describe, expect, it } from 'vitest'
import { BOOKING_MESSAGES } from '#shared/schemas/booking.ts'
import { expectNoViolations } from './support/accessibility.ts'
import { openAsAdmin, toastShows } from './support/back-office.ts'
import { buyAndSignIn } from './support/customer.ts'
import { useBrowserEnvironment } from './support/environment.ts'

describe('support video calls', () => {
  const env = useBrowserEnvironment({ smtp: true })

  it('lets a Pro customer book a video call and get its link and calendar file; the team sees it first', async () => {
    const pro = await buyAndSignIn(env, 'pia@example.com')
    const { page } = pro
    await page.goto('/dashboard/support')
    const section = page.getByRole('region', { name: 'Book a video call' })
    await section.getByText(/priority video calls in office hours/).waitFor()
    const time = section.getByRole('radio', { name: /^\d\d:\d\d$/ }).first()
    await time.waitFor()
    await expectNoViolations(page)
    await page.setViewportSize({ width: 320, height: 800 })
    await expectNoViolations(page)
    await time.locator('..').click()
    await section.getByLabel(/What would you like to discuss/).fill('Our Easter campaign')
    await section.getByRole('button', { name: 'Book video call' }).click()
    await toastShows(page, BOOKING_MESSAGES.supportBooked)

    const calls = section.getByRole('list', { name: 'Your video calls' })
    const join = calls.getByRole('link', { name: 'Join the video call' })
    await join.waitFor()
    const videoUrl = (await join.getAttribute('href')) ?? ''
    expect(videoUrl).toMatch(/^https:\/\/meet\.jit\.si\/PostCraft-[0-9a-f]{32}$/)

    const email = await env.sink.waitFor(
      (message) =>
        message.to.includes('pia@example.com') && message.subject.startsWith('Your video call is booked'),
    )
    expect(email.text).toContain(videoUrl)
    const ics = email.attachments.find((attachment) => attachment.filename === 'video-call.ics')
    expect(ics?.content).toContain('BEGIN:VEVENT')
    expect(ics?.content.replace(/\r?\n[ \t]/g, '')).toContain(`LOCATION:${videoUrl}`)
    await pro.context.close()

    const team = await openAsAdmin(env, '/admin/bookings')
    const upcoming = team.page.getByRole('region', { name: 'Upcoming bookings' })
    const first = upcoming.getByRole('listitem').first()
    await first.getByText('Support video call').waitFor()
    await first.getByText('Priority').waitFor()
    await first.getByText(/^Customer: pia/).waitFor()
    await team.context.close()
  })
})
