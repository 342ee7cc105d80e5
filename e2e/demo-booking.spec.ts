import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { formatTimeIn } from '#shared/format/dates.ts'
import { calendarProperty, calendarStart } from '../tests/support/booking.ts'
import type { ReceivedEmail } from '../tests/support/smtp-sink.ts'
import { expectNoViolations } from './support/accessibility.ts'
import { E2E_ADMIN } from './support/app-process.ts'
import { useBrowserEnvironment } from './support/environment.ts'
import { gotoLive, waitForCalendarInView } from './support/marketing.ts'
import { signInContext } from './support/sign-in.ts'

const NEW_YORK = 'America/New_York'

/** The booking section once its free times have loaded. */
async function bookingSection(page: Page) {
  const section = page.locator('#calendar-booking')
  await section
    .getByRole('radio', { name: /^\d\d:\d\d$/ })
    .first()
    .waitFor()
  return section
}

function calendarFileOf(email: ReceivedEmail): string {
  const file = email.attachments.find((attachment) => attachment.filename.endsWith('.ics'))
  if (!file) throw new Error(`no calendar file in "${email.subject}"`)
  expect(file.contentType).toBe('text/calendar')
  return file.content
}

/** A calendar file Google, Outlook and Apple read: the RFC 5545 frame and required properties. */
function expectValidCalendar(ics: string) {
  const lines = ics.split('\r\n')
  expect(lines[0]).toBe('BEGIN:VCALENDAR')
  expect(lines.filter(Boolean).at(-1)).toBe('END:VCALENDAR')
  expect(ics.split('\n').every((line, i, all) => i === all.length - 1 || line.endsWith('\r'))).toBe(true)
  for (const property of ['VERSION', 'PRODID', 'UID', 'DTSTAMP', 'DTSTART', 'DTEND'])
    expect(calendarProperty(ics, property), property).toBeTruthy()
  expect(calendarProperty(ics, 'VERSION')).toBe('2.0')
  expect(ics).toContain('BEGIN:VEVENT')
}

function linkIn(text: string, label: string): string {
  const match = text.match(new RegExp(`${label}: (http\\S+)`))
  if (!match?.[1]) throw new Error(`no "${label}" link in the e-mail`)
  return match[1]
}

/** Books the first free time through the API, as a visitor's browser would. */
async function bookThroughApi(context: BrowserContext, baseUrl: string, name: string, email: string) {
  const slots = await (await context.request.get(`${baseUrl}/api/booking/slots`)).json()
  const start = slots.slots[0].start as string
  const response = await context.request.post(`${baseUrl}/api/booking/bookings`, {
    headers: { origin: baseUrl },
    data: { start, name, email, businessName: 'Corner Shop', topic: 'Facebook posts' },
  })
  expect(response.status()).toBe(201)
  return start
}

const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 320, height: 640 },
]

describe('booking a demo call', () => {
  const env = useBrowserEnvironment({ smtp: true })

  it('books from the home page in the visitor’s zone, e-mails a valid calendar file, and cancels through the link', async () => {
    const { page, context } = await env.open(undefined, NEW_YORK)
    await gotoLive(page, '/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Book Demo' }).click()
    await waitForCalendarInView(page)
    const section = await bookingSection(page)
    await section.getByText('Times are in your time zone, America/New York.').waitFor()

    const time = section.getByRole('radio', { name: /^\d\d:\d\d$/ }).first()
    const start = (await time.getAttribute('value')) ?? ''
    expect(await time.locator('..').textContent()).toBe(formatTimeIn(start, NEW_YORK))
    await time.locator('..').click()
    expect(await time.isChecked()).toBe(true)
    await section.getByText(/^Your call: .* your time \(\d\d:\d\d–\d\d:\d\d UK time\)$/).waitFor()
    await section.getByLabel('Name', { exact: true }).fill('Grace Hopper')
    await section.getByLabel('Email', { exact: true }).fill('grace@example.com')
    await section.getByLabel('Business name').fill('Hopper Bakes')
    await section.getByLabel(/What would you like to discuss/).fill('Instagram for a bakery')
    await section.getByRole('button', { name: 'Book demo call' }).click()
    await section.getByRole('heading', { name: 'Your demo call is booked' }).waitFor()

    const confirmation = await env.sink.waitFor(
      (m) => m.to.includes('grace@example.com') && m.subject.startsWith('Your PostCraft demo call'),
    )
    const ics = calendarFileOf(confirmation)
    expectValidCalendar(ics)
    expect(calendarStart(ics)).toBe(start)
    expect(calendarProperty(ics, 'METHOD')).toBe('PUBLISH')

    await page.goto(linkIn(confirmation.text, 'Cancel the call'))
    const dialog = page.getByRole('dialog', { name: 'Cancel your demo call?' })
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click()
    await page.getByRole('heading', { level: 1, name: 'This demo call was cancelled' }).waitFor()
    const cancelled = await env.sink.waitFor(
      (m) => m.to.includes('grace@example.com') && m.subject.startsWith('Cancelled'),
    )
    expect(calendarProperty(calendarFileOf(cancelled), 'METHOD')).toBe('CANCEL')

    await gotoLive(page, '/#calendar-booking')
    const again = await bookingSection(page)
    await again.locator(`input[value="${start}"]`).waitFor({ state: 'attached' })
    await context.close()
  })

  it('opens with name and e-mail from the chatbot’s link, and tidies them out of the address', async () => {
    const { page, context } = await env.open()
    await gotoLive(page, '/#calendar-booking?name=Chat%20Visitor&email=chat%40example.com')
    const section = await bookingSection(page)
    await page.waitForURL((url) => url.hash === '#calendar-booking')
    expect(await section.getByLabel('Name', { exact: true }).inputValue()).toBe('Chat Visitor')
    expect(await section.getByLabel('Email', { exact: true }).inputValue()).toBe('chat@example.com')
    await gotoLive(page, '/?name=Query%20Visitor&email=query%40example.com#calendar-booking')
    await page.waitForURL((url) => url.search === '' && url.hash === '#calendar-booking')
    expect(await (await bookingSection(page)).getByLabel('Name', { exact: true }).inputValue()).toBe(
      'Query Visitor',
    )
    await context.close()
  })

  it('reaches the booking form from every Book Demo, Book a demo and Schedule a call', async () => {
    const { page, context } = await env.open()
    const reachesForm = async () => {
      await page.waitForURL((url) => url.pathname === '/')
      await waitForCalendarInView(page)
      await (await bookingSection(page)).getByRole('button', { name: 'Book demo call' }).waitFor()
    }
    for (const [path, link] of [
      ['/pricing', page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Book Demo' })],
      ['/', page.getByRole('link', { name: 'Book a free demo' })],
      ['/pricing', page.getByRole('link', { name: 'Book a demo' })],
      ['/contact', page.getByRole('link', { name: 'Schedule a call' })],
    ] as const) {
      await gotoLive(page, path)
      await link.click()
      await reachesForm()
    }
    await context.close()
  })

  it('keeps the booking section in view when the sections above it grow after the scroll', async () => {
    const { page, context } = await env.open()
    await gotoLive(page, '/')
    await page.getByRole('link', { name: 'Book a free demo' }).click()
    await waitForCalendarInView(page)
    // A section above the calendar grows late, as one still hydrating or loading its images would.
    await page.evaluate(() => {
      const above = document.getElementById('calendar-booking')?.previousElementSibling
      if (!(above instanceof HTMLElement)) throw new Error('no section above the calendar')
      above.style.paddingBottom = '900px'
    })
    await waitForCalendarInView(page)
    await context.close()
  })

  it('says why a time cannot be booked and keeps the form as typed', async () => {
    const { page, context } = await env.open()
    await gotoLive(page, '/#calendar-booking')
    const section = await bookingSection(page)
    await section.getByLabel('Name', { exact: true }).fill('Ada')
    await section.getByLabel('Email', { exact: true }).fill('not-an-email')
    await section.getByRole('button', { name: 'Book demo call' }).click()
    await section.getByText('Please choose a time').waitFor()
    await section.getByText('Invalid email address').waitFor()
    expect(await section.getByLabel('Name', { exact: true }).inputValue()).toBe('Ada')
    await context.close()
  })

  it('shows administrators the upcoming calls; they cancel one, save availability and download CSV', async () => {
    const { page, context } = await env.open()
    const start = await bookThroughApi(context, env.server.url, 'Colin Corner', 'colin@example.com')
    await signInContext(context, env.server.url, E2E_ADMIN.email, E2E_ADMIN.password)
    await gotoLive(page, '/admin/bookings')
    const upcoming = page.getByRole('region', { name: 'Upcoming bookings' })
    await upcoming.getByText('Colin Corner').waitFor()
    expect(await upcoming.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/admin/bookings.csv',
    )
    const csv = await context.request.get(`${env.server.url}/api/admin/bookings.csv`)
    expect(await csv.text()).toContain(`${start},Colin Corner,colin@example.com`)

    await upcoming.getByRole('button', { name: /^Cancel the call with Colin Corner/ }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel and e-mail the visitor' }).click()
    await page.getByText('Booking cancelled and the visitor e-mailed').waitFor()
    await upcoming.getByText('Colin Corner').waitFor({ state: 'detached' })
    await env.sink.waitFor((m) => m.to.includes('colin@example.com') && m.subject.startsWith('Cancelled'))

    await page.getByLabel('Day off to add').fill('2030-12-24')
    await page.getByRole('button', { name: 'Add day off' }).click()
    await page.getByRole('button', { name: 'Save availability' }).click()
    await page.getByText('Availability saved').waitFor()
    await page.reload()
    await page.getByText('24 Dec 2030').waitFor()
    await context.close()
  })

  for (const viewport of viewports) {
    it(`has no axe violations in the booking section and on the Bookings page (${viewport.name})`, async () => {
      const { page, context } = await env.open(viewport)
      await gotoLive(page, '/#calendar-booking')
      await bookingSection(page)
      await expectNoViolations(page, '#calendar-booking')
      await signInContext(context, env.server.url, E2E_ADMIN.email, E2E_ADMIN.password)
      await gotoLive(page, '/admin/bookings')
      await page.getByRole('heading', { name: 'Availability' }).waitFor()
      await expectNoViolations(page)
      await context.close()
    })
  }
})
