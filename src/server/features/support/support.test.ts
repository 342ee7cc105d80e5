import { and, count, eq, ne } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestApp,
  signIn,
  signUp,
  TEST_ADMIN,
  type TestApp,
  withCookie,
} from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { subscriptions } from '../../db/schema/customers.ts'
import { emailOutbox } from '../../db/schema/infrastructure.ts'
import { supportTickets } from '../../db/schema/messages.ts'

const SUPPORT_EMAIL = 'help@postcraft.test'
let address = 0
const fresh = (options: InjectOptions): InjectOptions => ({
  ...options,
  remoteAddress: `10.4.${Math.floor(++address / 250)}.${address % 250}`,
})

describe.each(backends)('support requests on %s', (backend) => {
  let t: TestApp
  let admin: string
  let alice: { id: string; cookie: string }
  let bob: { id: string; cookie: string }

  beforeAll(async () => {
    t = await createTestApp(backend, { SUPPORT_EMAIL })
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
    const a = await signUp(t.app, 'alice@example.com', 'alice-password', 'Alice Smith')
    const b = await signUp(t.app, 'bob@example.com', 'bob-password', 'Bob Jones')
    alice = { id: a.user.id, cookie: await signIn(t.app, 'alice@example.com', 'alice-password') }
    bob = { id: b.user.id, cookie: await signIn(t.app, 'bob@example.com', 'bob-password') }
  })
  afterAll(async () => {
    await t.close()
  })

  const as = (cookie: string, options: InjectOptions) => t.app.inject(fresh(withCookie(cookie, options)))
  const create = (cookie: string, payload: Record<string, unknown>) =>
    as(cookie, { method: 'POST', url: '/api/support/tickets', payload })
  const ticketCount = async () => (await t.database.db.select({ n: count() }).from(supportTickets))[0]?.n ?? 0
  const row = async (id: string) =>
    (await t.database.db.select().from(supportTickets).where(eq(supportTickets.id, id)))[0]
  /** Sign-up's confirmation e-mail left out: these tests are about the ticket e-mails. */
  const emailsTo = (recipient: string) =>
    t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipient, recipient), ne(emailOutbox.template, 'confirm-email')))

  it('answers 401 to a signed-out caller', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject(fresh({ method, url: '/api/support/tickets' }))
      expect(response.statusCode).toBe(401)
    }
  })

  it.each([
    ['subject', { subject: ' ', message: 'Help' }],
    ['message', { subject: 'Help', message: '' }],
  ])("refuses a blank %s with 'Please fill in all fields' and stores nothing", async (field, fields) => {
    const before = await ticketCount()
    const response = await create(alice.cookie, { type: 'support', ...fields })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.fields[field]).toBe('Please fill in all fields')
    expect(await ticketCount()).toBe(before)
  })

  it("stores an open ticket with the account's e-mail, e-mails the team and confirms to the customer", async () => {
    const response = await create(alice.cookie, {
      type: 'support',
      subject: 'Post times',
      message: 'Can posts go out at 8am?',
      email: 'someone-else@example.com',
      userId: bob.id,
    })
    expect(response.statusCode).toBe(201)
    const { ticket, notice } = response.json()
    expect(notice).toBe('Your message has been sent to support')
    expect(ticket).toMatchObject({
      subject: 'Post times',
      ticketType: 'support',
      status: 'open',
      details: null,
    })
    expect(ticket).not.toHaveProperty('adminNotes')
    expect(await row(ticket.id)).toMatchObject({
      userId: alice.id,
      userEmail: 'alice@example.com',
      adminNotes: null,
    })

    const [team] = await emailsTo(SUPPORT_EMAIL)
    expect(team?.template).toBe('support-request-team')
    expect(team?.text).toContain('Alice Smith <alice@example.com>')
    expect(team?.text).toContain('Can posts go out at 8am?')
    const [confirmation] = await emailsTo('alice@example.com')
    expect(confirmation?.template).toBe('support-request-received')
    expect(confirmation?.subject).toContain('Post times')
    expect(await emailsTo('someone-else@example.com')).toEqual([])
  })

  it('requires a cancellation reason, and words for Other', async () => {
    const missing = await create(alice.cookie, { type: 'cancel' })
    expect(missing.json().error.fields.reason).toBe('Please select a reason')
    const other = await create(alice.cookie, { type: 'cancel', reason: 'other', otherReason: '  ' })
    expect(other.json().error.fields.otherReason).toBe('Please tell us your reason')
    const unknown = await create(alice.cookie, { type: 'cancel', reason: 'bored' })
    expect(unknown.statusCode).toBe(400)
  })

  it('records the 10% offer only for the expensive reason', async () => {
    const accepted = await create(bob.cookie, { type: 'cancel', reason: 'expensive', offerAccepted: true })
    expect(accepted.statusCode).toBe(201)
    expect(accepted.json().notice).toBe('Your request has been sent to our team')
    expect(accepted.json().ticket).toMatchObject({
      ticketType: 'cancel',
      details: { kind: 'cancel', reason: 'expensive', otherReason: null, offerAccepted: true },
    })
    const team = (await emailsTo(SUPPORT_EMAIL)).find((e) => e.subject.includes('discount accepted'))
    expect(team?.text).toContain('accepted the 10% off next month offer')

    const ignored = await create(bob.cookie, { type: 'cancel', reason: 'not_using', offerAccepted: true })
    expect(ignored.json().ticket.details).toMatchObject({ reason: 'not_using', offerAccepted: false })
    const other = await create(bob.cookie, {
      type: 'cancel',
      reason: 'other',
      otherReason: 'Closing the shop',
    })
    expect(other.json().ticket.details).toMatchObject({ reason: 'other', otherReason: 'Closing the shop' })
    expect(other.json().ticket.message).toContain('Closing the shop')
  })

  it('asks for an option to change plan, and refuses the plan the customer already has', async () => {
    const none = await create(alice.cookie, { type: 'plan_change', option: '' })
    expect(none.json().error.fields.option).toBe('Please select an option')
    await t.database.db
      .insert(subscriptions)
      .values({ userId: alice.id, productId: 'prod_pro', priceAmount: 14900, provider: 'test' })
    const same = await create(alice.cookie, { type: 'plan_change', option: 'pro' })
    expect(same.statusCode).toBe(400)
    expect(same.json().error.message).toBe('You are already on the Pro plan')
    const premium = await create(alice.cookie, { type: 'plan_change', option: 'premium' })
    expect(premium.json()).toMatchObject({
      notice: 'Your request has been sent to our team',
      ticket: { ticketType: 'plan_change', subject: 'Plan change request: the Premium plan' },
    })
    const extras = await create(alice.cookie, {
      type: 'plan_change',
      option: 'extras',
      message: 'More videos',
    })
    expect(extras.json().ticket).toMatchObject({ details: { kind: 'plan_change', option: 'extras' } })
    expect(extras.json().ticket.message).toContain('More videos')
  })

  it('lists only the caller’s own tickets, newest first', async () => {
    const mine = (await as(bob.cookie, { method: 'GET', url: '/api/support/tickets' })).json()
    expect(mine.total).toBe(3)
    expect(mine.tickets.map((ticket: { details: { reason: string } }) => ticket.details.reason)).toEqual([
      'other',
      'not_using',
      'expensive',
    ])
  })

  describe('administrators', () => {
    const asAdmin = (options: InjectOptions) => t.app.inject(withCookie(admin, options))
    const list = async (query = '') =>
      (await asAdmin({ method: 'GET', url: `/api/admin/support/tickets${query}` })).json()

    it('list every ticket newest first, filter by status and count each status', async () => {
      const all = await list()
      expect(all.total).toBe(6)
      expect(all.counts).toEqual({ all: 6, open: 6, in_progress: 0, resolved: 0, closed: 0 })
      expect(all.tickets[0].userEmail).toBe('alice@example.com')
      expect(all.tickets.at(-1).subject).toBe('Post times')
      const open = (await asAdmin({ method: 'GET', url: '/api/admin/support/open-count' })).json()
      expect(open).toEqual({ count: 6 })
    })

    it('change a status from any to any and save notes, for the customer to see the status only', async () => {
      const [ticket] = (await list()).tickets
      const status = (value: string) =>
        asAdmin({
          method: 'PATCH',
          url: `/api/admin/support/tickets/${ticket.id}/status`,
          payload: { status: value },
        })
      for (const value of ['closed', 'in_progress', 'open', 'resolved']) {
        const response = await status(value)
        expect(response.json()).toMatchObject({ notice: 'Ticket status updated', ticket: { status: value } })
      }
      expect((await status('archived')).statusCode).toBe(400)
      const filtered = await list('?status=resolved')
      expect(filtered.tickets.map((t: { id: string }) => t.id)).toEqual([ticket.id])
      expect(filtered.total).toBe(1)
      expect(filtered.counts).toMatchObject({ all: 6, open: 5, resolved: 1 })

      const notes = (value: unknown) =>
        asAdmin({
          method: 'PATCH',
          url: `/api/admin/support/tickets/${ticket.id}/notes`,
          payload: { notes: value },
        })
      const saved = await notes('  Called the customer.\nAll fine.  ')
      expect(saved.json()).toMatchObject({
        notice: 'Notes saved successfully',
        ticket: { adminNotes: 'Called the customer.\nAll fine.' },
      })
      expect((await notes('x'.repeat(5001))).statusCode).toBe(400)
      expect((await row(ticket.id))?.adminNotes).toBe('Called the customer.\nAll fine.')
      expect((await notes('')).json().ticket.adminNotes).toBeNull()

      const own = (await as(alice.cookie, { method: 'GET', url: '/api/support/tickets' })).json()
      expect(own.tickets.find((t: { id: string }) => t.id === ticket.id)).toMatchObject({
        status: 'resolved',
      })
    })

    it('answer 404 for an unknown ticket', async () => {
      const response = await asAdmin({
        method: 'PATCH',
        url: '/api/admin/support/tickets/00000000-0000-4000-8000-000000000000/status',
        payload: { status: 'closed' },
      })
      expect(response.statusCode).toBe(404)
      expect(response.json().error.message).toBe('Ticket not found')
    })
  })
})
