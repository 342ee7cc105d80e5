import { eq } from 'drizzle-orm'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatDateTimeIn, formatTimeIn } from '#shared/format/dates.ts'
import {
  book,
  fromFreshAddress,
  saveAvailability,
  slotStarts,
  tokenIn,
  WEEKEND_MORNINGS,
} from '../../../../tests/support/booking.ts'
import { TestClock } from '../../../../tests/support/job-schedule.ts'
import { SmtpSink } from '../../../../tests/support/smtp-sink.ts'
import { createTestApp, TEST_APP_URL, type TestApp } from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { jobs } from '../../db/schema/infrastructure.ts'
import { EMAIL_JOBS, EMAIL_QUEUE, EmailService } from '../../email/email.service.ts'
import { createEmailTransport } from '../../email/transport.ts'
import { JobWorker } from '../../jobs/worker.ts'
import { BookingLinks } from './booking-links.ts'
import { BOOKING_REMINDER_JOBS, BOOKING_REMINDER_QUEUE, sendBookingReminder } from './booking-reminder.ts'

const AUTH_SECRET = 'booking-reminder-test-secret-0123456789abcdef'
const HOUR = 60 * 60_000

const hours = [{ start: '09:00', end: '11:00' }]
/** Every morning, so there are calls more than a day ahead whenever the test runs. */
const EVERY_MORNING = {
  ...WEEKEND_MORNINGS,
  weeklyHours: {
    monday: hours,
    tuesday: hours,
    wednesday: hours,
    thursday: hours,
    friday: hours,
    saturday: hours,
    sunday: hours,
  },
  excludeBankHolidays: false,
}

// These tests run on the real clock: the job worker compares run times with jobs the database timed.
describe.each(backends)('demo-call reminders on %s', (backend) => {
  let t: TestApp
  const sink = new SmtpSink()

  beforeAll(async () => {
    await sink.start()
    t = await createTestApp(backend, { AUTH_SECRET })
    await saveAvailability(t, EVERY_MORNING)
  })
  afterAll(async () => {
    await t.close()
    await sink.stop()
  })

  function reminderDeps() {
    const logger = Fastify({ logger: false }).log
    const email = new EmailService({
      db: t.database.db,
      transport: createEmailTransport({ smtpUrl: sink.url, capture: false }),
      defaultFrom: 'PostCraft <no-reply@postcraft.test>',
      logger,
      logCapturedLinks: false,
      notices: { tell() {} },
    })
    const links = new BookingLinks(AUTH_SECRET, TEST_APP_URL)
    const deps = {
      db: t.database.db,
      email,
      appUrl: TEST_APP_URL,
      supportEmail: 'team@postcraft.test',
      links,
    }
    return { deps, email, logger }
  }

  /**
   * A worker as any process runs it (not the one that booked the call, which may have restarted since),
   * sending through a real SMTP server, on a clock the test moves.
   */
  function workerFor(jobClock: TestClock) {
    const { deps, email, logger } = reminderDeps()
    return new JobWorker({
      database: t.database,
      logger,
      notices: { tell() {} },
      queues: [EMAIL_JOBS, BOOKING_REMINDER_JOBS],
      handlers: {
        [BOOKING_REMINDER_QUEUE]: sendBookingReminder(deps),
        [EMAIL_QUEUE]: (job) => email.deliver(job),
      },
      now: jobClock.now,
    })
  }

  async function runDueJobs(worker: JobWorker) {
    while (await worker.runNext()) {}
  }

  async function reminderJobsOf(bookingId: string) {
    const rows = await t.database.db.select().from(jobs).where(eq(jobs.queue, BOOKING_REMINDER_QUEUE))
    return rows.filter((row) => row.payload.bookingId === bookingId)
  }

  /** Free starts at least two days ahead. */
  async function laterStarts(): Promise<string[]> {
    return (await slotStarts(t)).filter((start) => Date.parse(start) > Date.now() + 48 * HOUR)
  }

  const post = (url: string, payload: object) =>
    t.app.inject(fromFreshAddress({ method: 'POST', url, headers: { origin: TEST_APP_URL }, payload }))
  const reminders = (to: string) =>
    sink.messages.filter((m) => m.to.includes(to) && m.subject.startsWith('Reminder'))
  const ukSpan = (start: string) =>
    `${formatDateTimeIn(start, 'Europe/London')}–${formatTimeIn(Date.parse(start) + 30 * 60_000, 'Europe/London')} UK time`

  it('queues the reminder for 24 hours before the call and sends it then, with working links', async () => {
    const [start = ''] = await laterStarts()
    const response = await book(t, start, { email: 'remind@example.co.uk' })
    const bookingId = response.json().booking.id
    const [job] = await reminderJobsOf(bookingId)
    expect(job?.status).toBe('queued')
    const due = new Date(Date.parse(start) - 24 * HOUR)
    expect(job?.runAt.toISOString()).toBe(due.toISOString())

    const jobClock = new TestClock()
    const worker = workerFor(jobClock)
    jobClock.reach(new Date(due.getTime() - 60_000))
    await runDueJobs(worker)
    // The confirmation went at once; the reminder is not due yet.
    await sink.waitFor((m) => m.to.includes('remind@example.co.uk'))
    expect((await reminderJobsOf(bookingId))[0]?.status).toBe('queued')
    expect(reminders('remind@example.co.uk')).toEqual([])

    jobClock.reach(due)
    await runDueJobs(worker)
    expect((await reminderJobsOf(bookingId))[0]?.status).toBe('completed')
    const reminder = await sink.waitFor((m) => reminders('remind@example.co.uk').includes(m))
    expect(reminder.text).toContain(ukSpan(start))
    const token = encodeURIComponent(tokenIn(reminder.text))
    const lookUp = await t.app.inject(
      fromFreshAddress({ method: 'GET', url: `/api/booking/manage?token=${token}` }),
    )
    expect(lookUp.json().booking.id).toBe(bookingId)
    // A job run twice (a worker that lost its lease, say) does not send a second reminder.
    if (!job) throw new Error('no reminder job')
    await sendBookingReminder(reminderDeps().deps)({ ...job, attempts: 2 })
    await runDueJobs(worker)
    expect(reminders('remind@example.co.uk')).toHaveLength(1)
  })

  it('sends nothing for a call cancelled or moved since, and the moved call gets its own reminder', async () => {
    const [gone = '', first = '', second = ''] = (await laterStarts()).slice(1)
    const cancelled = (await book(t, gone, { email: 'gone@example.co.uk' })).json().booking
    const moved = (await book(t, first, { email: 'moved@example.co.uk' })).json().booking
    const jobClock = new TestClock()
    const worker = workerFor(jobClock)
    await runDueJobs(worker)
    const tokenOf = async (email: string) =>
      tokenIn(
        (await sink.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Your PostCraft demo call')))
          .text,
      )
    expect(
      (await post('/api/booking/manage/cancel', { token: await tokenOf('gone@example.co.uk') })).statusCode,
    ).toBe(200)
    const move = await post('/api/booking/manage/reschedule', {
      token: await tokenOf('moved@example.co.uk'),
      start: second,
    })
    expect(move.statusCode).toBe(200)
    expect((await reminderJobsOf(moved.id)).map((job) => job.runAt.getTime()).sort()).toEqual(
      [first, second].map((start) => Date.parse(start) - 24 * HOUR).sort(),
    )

    jobClock.reach(new Date(Math.max(Date.parse(first), Date.parse(second), Date.parse(gone)) - 24 * HOUR))
    await runDueJobs(worker)
    expect(reminders('gone@example.co.uk')).toEqual([])
    await sink.waitFor((m) => reminders('moved@example.co.uk').includes(m))
    expect(reminders('moved@example.co.uk')).toHaveLength(1)
    expect(reminders('moved@example.co.uk')[0]?.text).toContain(ukSpan(second))
    expect((await reminderJobsOf(cancelled.id))[0]?.status).toBe('completed')
  })

  it('queues no reminder for a call booked less than 24 hours ahead', async () => {
    // Open every morning with no notice needed: the next free call is always less than a day away.
    const [soon = ''] = await slotStarts(t)
    expect(Date.parse(soon)).toBeLessThan(Date.now() + 24 * HOUR)
    const response = await book(t, soon, { email: 'soon@example.co.uk' })
    expect(response.statusCode).toBe(201)
    expect(await reminderJobsOf(response.json().booking.id)).toEqual([])
  })
})
