import { eq, or, sql } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buyPlan, PRO_ORDER_TOTAL_PENCE } from '../../../../tests/support/buy-plan.ts'
import {
  createTestApp,
  signIn,
  signUp,
  TEST_ADMIN,
  type TestApp,
  withCookie,
} from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { users } from '../../db/schema/auth.ts'
import { chatbotConversations, chatbotMessages } from '../../db/schema/chatbot.ts'
import { checkoutSessions } from '../../db/schema/checkout.ts'
import { contentPostComments, contentPosts } from '../../db/schema/content.ts'
import { orders, profiles, subscriptions, userDriveLinks } from '../../db/schema/customers.ts'
import { emailOutbox } from '../../db/schema/infrastructure.ts'
import { adminUserMessages, supportTickets } from '../../db/schema/messages.ts'

const EMAIL = 'erin@example.com'
const PASSWORD = 'erin-password'

describe.each(backends)('downloading and deleting my data on %s', (backend) => {
  let t: TestApp
  let admin: string
  let erin: { id: string; cookie: string; checkoutId: string; ticketId: string; threadId: string }
  let address = 0

  const call = (cookie: string | undefined, options: InjectOptions) =>
    t.app.inject({
      ...(cookie ? withCookie(cookie, options) : options),
      remoteAddress: `10.7.0.${++address}`,
    })
  const exportData = (cookie: string) => call(cookie, { method: 'GET', url: '/api/account/export' })
  const deleteAccount = (cookie: string | undefined, confirmEmail: string) =>
    call(cookie, { method: 'POST', url: '/api/account/delete', payload: { confirmEmail } })

  /** The chatbot writes nothing yet: its rows are put in place as it will write them. */
  async function chatbotConversation(visitorEmail: string, text: string) {
    const [conversation] = await t.database.db
      .insert(chatbotConversations)
      .values({
        visitorEmail,
        visitorName: 'Erin',
        intentScore: 80,
        pageUrl: 'http://localhost:3000/pricing',
      })
      .returning()
    // Distinct times: the export lists messages in the order they were written.
    const asked = new Date(Date.now() - 1000)
    await t.database.db.insert(chatbotMessages).values([
      { conversationId: conversation?.id ?? '', role: 'user', content: text, createdAt: asked },
      {
        conversationId: conversation?.id ?? '',
        role: 'assistant',
        content: `Answer to ${text}`,
        createdAt: new Date(),
      },
    ])
  }

  beforeAll(async () => {
    // Jobs run: the invite that sets the buyer's password is sent by one.
    t = await createTestApp(backend, {}, { runJobs: true })
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
    const bought = await buyPlan(t, EMAIL, PASSWORD)
    const [user] = await t.database.db.select().from(users).where(eq(users.email, EMAIL))
    const sent = (
      await call(bought.cookie, {
        method: 'POST',
        url: '/api/messages',
        payload: { subject: 'My first post', message: 'Can we use blue?' },
      })
    ).json().message
    await call(admin, {
      method: 'POST',
      url: `/api/admin/messages/threads/${sent.threadId}/replies`,
      payload: { message: 'Blue it is.' },
    })
    const { ticket } = (
      await call(bought.cookie, {
        method: 'POST',
        url: '/api/support/tickets',
        payload: { type: 'support', subject: 'Invoice', message: 'Please send my invoice' },
      })
    ).json()
    await call(admin, {
      method: 'PATCH',
      url: `/api/admin/support/tickets/${ticket.id}/notes`,
      payload: { notes: 'Internal: slow payer' },
    })
    await call(admin, {
      method: 'PUT',
      url: `/api/admin/customers/${user?.id}/links`,
      payload: { driveLink: 'https://drive.example.com/erin', googleSheetLink: null },
    })
    await chatbotConversation('Erin@Example.com', 'How much is Pro?')
    await chatbotConversation('someone.else@example.com', 'Not Erin')
    const scheduledAt = new Date('2026-12-01T10:00:00Z')
    const [post] = await t.database.db
      .insert(contentPosts)
      .values([
        {
          customerId: user?.id ?? '',
          channel: 'instagram',
          scheduledAt,
          caption: 'Spring offer',
          status: 'in_review',
        },
        { customerId: user?.id ?? '', channel: 'facebook', scheduledAt, caption: 'Team draft only' },
      ])
      .returning()
    await t.database.db.insert(contentPostComments).values({
      postId: post?.id ?? '',
      kind: 'change_request',
      authorKind: 'customer',
      authorUserId: user?.id,
      body: 'Brighter colours please',
    })
    erin = {
      id: user?.id ?? '',
      cookie: bought.cookie,
      checkoutId: bought.checkoutId,
      ticketId: ticket.id,
      threadId: sent.threadId,
    }
  })
  afterAll(async () => {
    await t.close()
  })

  it('refuses a visitor', async () => {
    expect((await call(undefined, { method: 'GET', url: '/api/account/export' })).statusCode).toBe(401)
    expect((await deleteAccount(undefined, EMAIL)).statusCode).toBe(401)
  })

  it('downloads everything kept under my account and e-mail as a JSON file', async () => {
    const response = await exportData(erin.cookie)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="postcraft-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    const data = response.json()
    expect(data.account).toMatchObject({ id: erin.id, email: EMAIL, emailVerified: true })
    expect(data.profile.displayName).toBe('erin')
    expect(data.subscriptions).toMatchObject([
      { planTitle: 'Pro', monthlyTotalPence: PRO_ORDER_TOTAL_PENCE, status: 'active', provider: 'test' },
    ])
    expect(data.orders).toMatchObject([{ planTitle: 'Pro', amountPence: PRO_ORDER_TOTAL_PENCE }])
    expect(data.payments).toMatchObject([
      { kind: 'first_order', status: 'paid', amountPence: PRO_ORDER_TOTAL_PENCE, refundedPence: 0 },
    ])
    expect(
      data.messages.map((m: { direction: string; message: string }) => [m.direction, m.message]),
    ).toEqual([
      ['sent', 'Can we use blue?'],
      ['received', 'Blue it is.'],
    ])
    expect(data.supportTickets).toMatchObject([{ id: erin.ticketId, subject: 'Invoice', status: 'open' }])
    expect(data.links).toEqual({ driveLink: 'https://drive.example.com/erin', googleSheetLink: null })
    expect(data.chatbotConversations).toHaveLength(1)
    expect(data.chatbotConversations[0]).toMatchObject({ visitorEmail: 'Erin@Example.com', intentScore: 80 })
    expect(data.chatbotConversations[0].messages.map((m: { content: string }) => m.content)).toEqual([
      'How much is Pro?',
      'Answer to How much is Pro?',
    ])
    expect(data.posts).toMatchObject([
      {
        channel: 'instagram',
        caption: 'Spring offer',
        status: 'in_review',
        comments: [{ kind: 'change_request', authorKind: 'customer', body: 'Brighter colours please' }],
      },
    ])
    // The team's notes and drafts stay with the team; another visitor's conversation is not Erin's.
    expect(response.body).not.toContain('Team draft only')
    expect(response.body).not.toContain('slow payer')
    expect(response.body).not.toContain('Not Erin')
  })

  it('refuses to delete without my e-mail typed, and an administrator deleting themselves', async () => {
    const wrong = await deleteAccount(erin.cookie, 'someone@example.com')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.fields).toEqual({
      confirmEmail: 'Type your e-mail address exactly as shown to confirm',
    })
    expect((await deleteAccount(erin.cookie, '')).statusCode).toBe(400)
    const self = await deleteAccount(admin, TEST_ADMIN.email)
    expect(self.statusCode).toBe(403)
    expect(self.json().error.message).toBe('An administrator account cannot be deleted here.')
    const [adminRow] = await t.database.db.select().from(users).where(eq(users.email, TEST_ADMIN.email))
    expect(adminRow).toBeDefined()
    expect((await exportData(erin.cookie)).statusCode).toBe(200)
  })

  it('deletes my account: signed out, personal data erased, the order kept without my name on it', async () => {
    const { db } = t.database
    const toErin = eq(sql`lower(${emailOutbox.recipient})`, EMAIL.toLowerCase())
    expect((await db.select().from(emailOutbox).where(toErin)).length).toBeGreaterThan(0)
    await db.insert(emailOutbox).values({
      recipient: 'someone.else@example.com',
      sender: 'team@example.com',
      subject: 'Not for Erin',
      template: 'test',
      html: '<p>Not for Erin</p>',
      text: 'Not for Erin',
    })
    const response = await deleteAccount(erin.cookie, '  ERIN@example.com ')
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ deleted: true, notice: 'Your account has been deleted' })
    const cleared = response.cookies.find((cookie) => cookie.name.endsWith('session_token'))
    expect(cleared?.value).toBe('')

    const session = await call(erin.cookie, { method: 'GET', url: '/api/session' })
    expect(session.json().user).toBeNull()
    const signInAgain = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: t.config.APP_URL },
      payload: { email: EMAIL, password: PASSWORD },
      remoteAddress: '10.7.1.1',
    })
    expect(signInAgain.statusCode).toBe(401)

    expect(await db.select().from(users).where(eq(users.id, erin.id))).toEqual([])
    expect(await db.select().from(profiles).where(eq(profiles.id, erin.id))).toEqual([])
    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, erin.id))).toEqual([])
    expect(await db.select().from(userDriveLinks).where(eq(userDriveLinks.userId, erin.id))).toEqual([])
    expect(await db.select().from(supportTickets).where(eq(supportTickets.userId, erin.id))).toEqual([])
    expect(await db.select().from(contentPosts).where(eq(contentPosts.customerId, erin.id))).toEqual([])
    const messages = await db
      .select()
      .from(adminUserMessages)
      .where(or(eq(adminUserMessages.senderId, erin.id), eq(adminUserMessages.recipientId, erin.id)))
    expect(messages).toEqual([])
    // The chatbot conversation under her e-mail and the log of e-mails to her go; others' stay.
    const conversations = await db.select().from(chatbotConversations)
    expect(conversations.map((row) => row.visitorEmail)).toEqual(['someone.else@example.com'])
    expect(await db.select().from(emailOutbox).where(toErin)).toEqual([])
    const otherEmails = await db.select().from(emailOutbox).where(eq(emailOutbox.subject, 'Not for Erin'))
    expect(otherEmails).toHaveLength(1)

    const kept = await db.select().from(orders)
    expect(kept).toHaveLength(1)
    expect(kept[0]).toMatchObject({ userId: null, amount: PRO_ORDER_TOTAL_PENCE })
    expect(kept[0]?.customerReference).toMatch(/^[0-9a-f-]{36}$/)
    const [checkout] = await db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, erin.checkoutId))
    expect(checkout).toMatchObject({ userId: null, email: `erased:${kept[0]?.customerReference}` })
    expect(JSON.stringify(kept)).not.toContain(EMAIL)
  })

  it('limits deletion attempts per address', async () => {
    await signUp(t.app, 'limited@example.com', 'limited-password')
    const cookie = await signIn(t.app, 'limited@example.com', 'limited-password')
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const response = await t.app.inject({
        ...withCookie(cookie, {
          method: 'POST',
          url: '/api/account/delete',
          payload: { confirmEmail: 'not-me@example.com' },
        }),
        remoteAddress: '10.7.2.1',
      })
      statuses.push(response.statusCode)
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429])
  })
})
