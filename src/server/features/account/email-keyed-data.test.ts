import { eq, sql } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  book,
  fromFreshAddress,
  MovableClock,
  saveAvailability,
  slotStarts,
  WEEKEND_MORNINGS,
} from '../../../../tests/support/booking.ts'
import { proOrder } from '../../../../tests/support/buy-plan.ts'
import {
  confirmEmail,
  createTestApp,
  signIn,
  signUp,
  type TestApp,
  withCookie,
} from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { demoBookings } from '../../db/schema/booking.ts'
import { chatbotConversations } from '../../db/schema/chatbot.ts'
import { checkoutSessions } from '../../db/schema/checkout.ts'
import { emailOutbox } from '../../db/schema/infrastructure.ts'

const VISITOR = 'vera@example.com'
const SUPPORT_EMAIL = 'team@postcraft.test'

describe.each(backends)(
  'data kept under an e-mail address reaches only its confirmed owner on %s',
  (backend) => {
    let t: TestApp
    let conversationId: string
    let checkoutId: string
    const clock = new MovableClock(new Date().toISOString())

    const send = (options: InjectOptions) => t.app.inject(fromFreshAddress(options))
    const as = (cookie: string, options: InjectOptions) => send(withCookie(cookie, options))
    const exportOf = async (cookie: string) => {
      const response = await as(cookie, { method: 'GET', url: '/api/account/export' })
      expect(response.statusCode, response.body).toBe(200)
      return response.json()
    }
    const erase = async (cookie: string) => {
      const response = await as(cookie, {
        method: 'POST',
        url: '/api/account/delete',
        payload: { confirmEmail: VISITOR },
      })
      expect(response.statusCode, response.body).toBe(200)
    }
    const keptUnderTheAddress = async () => {
      const { db } = t.database
      const conversations = await db
        .select()
        .from(chatbotConversations)
        .where(eq(chatbotConversations.visitorEmail, VISITOR))
      const bookings = await db.select().from(demoBookings).where(eq(demoBookings.email, VISITOR))
      const [checkout] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, checkoutId))
      const emails = await db
        .select()
        .from(emailOutbox)
        .where(sql`${emailOutbox.recipient} = ${VISITOR} or ${emailOutbox.aboutEmail} = ${VISITOR}`)
      return { conversations, bookings, checkoutEmail: checkout?.email, emails }
    }

    beforeAll(async () => {
      t = await createTestApp(backend, { SUPPORT_EMAIL }, { now: clock.now })
      await saveAvailability(t, WEEKEND_MORNINGS)
      // A visitor chats and gives their e-mail, books a demo call and abandons a checkout, all signed out.
      const started = await send({ method: 'POST', url: '/api/chatbot/sessions', payload: {} })
      conversationId = started.json().conversation_id
      const asked = await send({
        method: 'POST',
        url: '/api/chatbot/query',
        payload: {
          conversation_id: conversationId,
          message: 'How much is Pro?',
          name: 'Vera',
          email: VISITOR,
        },
      })
      expect(asked.statusCode, asked.body).toBe(200)
      const [start] = await slotStarts(t)
      const booked = await book(t, start ?? '', { name: 'Vera Stone', email: VISITOR })
      expect(booked.statusCode, booked.body).toBe(201)
      const checkout = await send({ method: 'POST', url: '/api/checkout', payload: proOrder(VISITOR) })
      expect(checkout.statusCode, checkout.body).toBe(200)
      checkoutId = String(checkout.json().url).split('/pay/')[1] ?? ''
      expect((await send({ method: 'POST', url: `/api/checkout/${checkoutId}/cancel` })).statusCode).toBe(200)
    })
    afterAll(async () => {
      await t.close()
    })

    it("keeps them from whoever signs up with the address until it is confirmed, and from that account's erasure", async () => {
      const before = await keptUnderTheAddress()
      expect(before.conversations).toHaveLength(1)
      expect(before.bookings).toHaveLength(1)
      expect(before.checkoutEmail).toBe(VISITOR)
      // The booking's confirmation to the visitor and the team's notice about it.
      expect(before.emails.map((row) => row.template).sort()).toEqual(
        expect.arrayContaining(['demo-call-booked', 'demo-call-team-notice']),
      )

      await signUp(t.app, VISITOR, 'squatter-password')
      const squatter = await signIn(t.app, VISITOR, 'squatter-password')
      const data = await exportOf(squatter)
      expect(data.account.emailVerified).toBe(false)
      expect(data.chatbotConversations).toEqual([])
      expect(data.bookings).toEqual([])
      expect(data.checkoutSessions).toEqual([])
      expect(data.emails).toEqual([])
      expect(data.sessions.length).toBeGreaterThan(0)
      expect(data.leftOut).toEqual([
        {
          data: 'Chat conversations, demo-call bookings, checkout sessions and e-mails kept under your e-mail address',
          reason: expect.stringContaining('Your e-mail address is not confirmed yet.'),
        },
      ])
      const body = JSON.stringify(data)
      expect(body).not.toContain('How much is Pro?')
      expect(body).not.toContain('Vera Stone')

      await erase(squatter)
      const after = await keptUnderTheAddress()
      expect(after.conversations).toHaveLength(1)
      expect(after.bookings).toHaveLength(1)
      expect(after.checkoutEmail).toBe(VISITOR)
      expect(after.emails.map((row) => row.id)).toEqual(
        expect.arrayContaining(before.emails.map((row) => row.id)),
      )
    })

    it('shows them to the owner once the address is confirmed, and erases them with the account', async () => {
      await signUp(t.app, VISITOR, 'owner-password')
      await confirmEmail(t, VISITOR)
      const owner = await signIn(t.app, VISITOR, 'owner-password')
      const data = await exportOf(owner)
      expect(data.account.emailVerified).toBe(true)
      expect(data.leftOut).toEqual([])
      expect(data.chatbotConversations).toHaveLength(1)
      expect(data.chatbotConversations[0].messages[0].content).toBe('How much is Pro?')
      expect(data.bookings).toMatchObject([{ name: 'Vera Stone', email: VISITOR, status: 'confirmed' }])
      expect(data.checkoutSessions).toMatchObject([{ id: checkoutId, email: VISITOR, status: 'cancelled' }])
      expect(data.emails.map((row: { template: string }) => row.template)).toEqual(
        expect.arrayContaining(['demo-call-booked', 'demo-call-team-notice', 'confirm-email']),
      )
      expect(data.sessions[0]).toMatchObject({ ipAddress: expect.any(String), createdAt: expect.any(String) })

      await erase(owner)
      const after = await keptUnderTheAddress()
      expect(after.conversations).toEqual([])
      expect(after.bookings).toEqual([])
      expect(after.checkoutEmail).toMatch(/^erased:/)
      expect(after.emails).toEqual([])
      const bookingsPage = await t.database.db.select().from(demoBookings)
      expect(JSON.stringify(bookingsPage)).not.toContain('Vera')
    })

    it("refuses another visitor's e-mail on a conversation that has one", async () => {
      const other = await send({ method: 'POST', url: '/api/chatbot/sessions', payload: {} })
      const otherId = other.json().conversation_id
      const mine = await send({
        method: 'PATCH',
        url: `/api/chatbot/conversations/${otherId}`,
        payload: { email: 'ada@example.com' },
      })
      expect(mine.statusCode).toBe(200)
      const taken = await send({
        method: 'PATCH',
        url: `/api/chatbot/conversations/${otherId}`,
        payload: { email: 'mallory@example.com' },
      })
      expect(taken.statusCode).toBe(409)
      const [row] = await t.database.db
        .select()
        .from(chatbotConversations)
        .where(eq(chatbotConversations.id, otherId))
      expect(row?.visitorEmail).toBe('ada@example.com')
    })
  },
)
