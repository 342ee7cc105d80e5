import { eq } from 'drizzle-orm'
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
import { demoBookings } from '../../db/schema/booking.ts'
import { chatbotConversations, chatbotMessages } from '../../db/schema/chatbot.ts'
import { orders } from '../../db/schema/customers.ts'
import { markSessions } from './chatbot-admin.service.ts'

const minutes = (n: number) => n * 60_000
const at = (iso: string) => new Date(iso)

describe('session dividers', () => {
  it('flags the first message and every gap of more than 5 minutes', () => {
    const times = ['10:00:00', '10:04:59', '10:10:00', '10:15:00', '10:15:01']
    const messages = times.map((time) => ({ createdAt: at(`2026-03-01T${time}Z`) }))
    expect(markSessions(messages).map((m) => m.newSession)).toEqual([true, false, true, false, false])
    expect(markSessions(messages, minutes(4)).map((m) => m.newSession)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ])
  })
})

describe.each(backends)('chatbot insights on %s', (backend) => {
  let t: TestApp
  let admin: string
  let customer: string
  const ids: Record<string, string> = {}

  async function conversation(
    key: string,
    values: Partial<typeof chatbotConversations.$inferInsert>,
    messages: [string, 'user' | 'assistant', string][] = [],
  ) {
    const [row] = await t.database.db.insert(chatbotConversations).values(values).returning()
    if (!row) throw new Error('no conversation')
    ids[key] = row.id
    if (messages.length > 0) {
      await t.database.db.insert(chatbotMessages).values(
        messages.map(([time, role, content]) => ({
          conversationId: row.id,
          role,
          content,
          createdAt: at(time),
        })),
      )
    }
  }

  beforeAll(async () => {
    t = await createTestApp(backend)
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
    const buyer = await signUp(t.app, 'buyer@example.com', 'buyer-password', 'Buyer')
    customer = await signIn(t.app, 'buyer@example.com', 'buyer-password')
    const now = Date.now()
    await conversation(
      'buyerFirst',
      {
        visitorEmail: 'buyer@example.com',
        visitorName: 'Bea Buyer',
        intentScore: 80,
        finalOutcome: 'email_captured',
        messageCount: 2,
        firstSeenAt: at('2026-03-01T10:00:00Z'),
        lastSeenAt: at('2026-03-01T10:01:00Z'),
        pageUrl: '/pricing',
        utmParams: { source: 'news', medium: null, campaign: '=HYPERLINK("x")', term: null, content: null },
      },
      [
        ['2026-03-01T10:00:00Z', 'user', 'How much is Pro?'],
        ['2026-03-01T10:00:01Z', 'assistant', 'Pro is £149 a month.'],
      ],
    )
    await conversation(
      'buyerSecond',
      {
        visitorEmail: 'buyer@example.com',
        intentScore: 60,
        finalOutcome: 'human_requested',
        messageCount: 2,
        firstSeenAt: at('2026-03-01T10:20:00Z'),
        lastSeenAt: at('2026-03-01T10:21:00Z'),
      },
      [
        ['2026-03-01T10:20:00Z', 'user', 'Can I talk to a person?'],
        ['2026-03-01T10:20:01Z', 'assistant', 'Of course.'],
      ],
    )
    await conversation('lurker', {
      visitorName: 'Lou Lurker',
      intentScore: 10,
      firstSeenAt: new Date(now - minutes(30)),
      lastSeenAt: new Date(now - minutes(10)),
    })
    await conversation('lateLead', {
      visitorEmail: 'late@example.com',
      intentScore: 70,
      firstSeenAt: at('2026-03-05T09:00:00Z'),
      lastSeenAt: at('2026-03-05T09:02:00Z'),
    })
    // The buyer ordered after chatting; late@ never ordered.
    await t.database.db.insert(orders).values({
      userId: buyer.user.id,
      provider: 'test',
      providerSessionId: 'chat-order',
      amount: 14900,
      services: {
        plan: 'pro',
        freeChannel: 'instagram',
        additionalChannels: [],
        itemsDescription: [],
        addOns: {},
      },
      createdAt: at('2026-03-02T10:00:00Z'),
    })
  })
  afterAll(async () => {
    await t.close()
  })

  const get = async (url: string, cookie = admin) =>
    t.app.inject(withCookie(cookie, { method: 'GET', url } as InjectOptions))
  const listed = async (query: string) =>
    ((await get(`/api/admin/chatbot/conversations${query}`)).json().conversations as { id: string }[]).map(
      (c) => c.id,
    )

  it('lists conversations last seen first, 50 a page, with every field', async () => {
    const body = (await get('/api/admin/chatbot/conversations')).json()
    expect(body).toMatchObject({ page: 1, pageSize: 50, total: 4 })
    expect(body.conversations.map((c: { id: string }) => c.id)).toEqual([
      ids.lurker,
      ids.lateLead,
      ids.buyerSecond,
      ids.buyerFirst,
    ])
    expect(body.conversations[3]).toMatchObject({
      visitorEmail: 'buyer@example.com',
      visitorName: 'Bea Buyer',
      intentScore: 80,
      messageCount: 2,
      finalOutcome: 'email_captured',
      firstSeenAt: '2026-03-01T10:00:00.000Z',
      pageUrl: '/pricing',
    })
  })

  it.each([
    ['?search=BUYER', ['buyerSecond', 'buyerFirst']],
    ['?search=lou', ['lurker']],
    ['?search=%25', []],
    ['?minIntent=70', ['lateLead', 'buyerFirst']],
    ['?outcome=email_captured', ['lateLead', 'buyerSecond', 'buyerFirst']],
    ['?outcome=human_requested', ['buyerSecond']],
    ['?outcome=email_captured&minIntent=75&search=example', ['buyerFirst']],
  ])('filters %s', async (query, keys) => {
    expect(await listed(query)).toEqual(keys.map((key) => ids[key]))
  })

  it.each(['?minIntent=101', '?minIntent=abc', '?outcome=won', '?page=0'])('refuses %s', async (query) => {
    expect((await get(`/api/admin/chatbot/conversations${query}`)).statusCode).toBe(400)
  })

  it('computes the stat cards: conversions by later orders, e-mail capture and average intent', async () => {
    const stats = (await get('/api/admin/chatbot/stats')).json()
    expect(stats).toEqual({
      totalConversations: 4,
      // Both of the buyer's conversations came before the order; late@ never ordered.
      convertedConversations: 2,
      emailCapturedConversations: 3,
      conversionRate: 50,
      emailCaptureRate: 75,
      averageIntent: 55,
    })
  })

  it("merges a visitor's conversations by e-mail in one transcript, with session dividers", async () => {
    const body = (await get(`/api/admin/chatbot/conversations/${ids.buyerSecond}/transcript`)).json()
    expect(body.visitorEmail).toBe('buyer@example.com')
    expect(body.visitorName).toBe('Bea Buyer')
    expect(body.conversations.map((c: { id: string }) => c.id)).toEqual([ids.buyerFirst, ids.buyerSecond])
    expect(
      body.messages.map((m: { content: string; newSession: boolean }) => [m.content, m.newSession]),
    ).toEqual([
      ['How much is Pro?', true],
      ['Pro is £149 a month.', false],
      ['Can I talk to a person?', true],
      ['Of course.', false],
    ])
    const alone = (await get(`/api/admin/chatbot/conversations/${ids.lurker}/transcript`)).json()
    expect(alone).toMatchObject({ visitorEmail: null, messages: [] })
    expect(
      (await get('/api/admin/chatbot/conversations/00000000-0000-4000-8000-000000000000/transcript'))
        .statusCode,
    ).toBe(404)
  })

  it('exports leads as CSV with the list filters, formulas defused', async () => {
    const response = await get('/api/admin/chatbot/leads.csv')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="chatbot-leads-\d{4}-\d\d-\d\d\.csv"$/,
    )
    const lines = response.body.trim().split('\n')
    expect(lines[0]).toBe(
      'email,name,intent_score,final_outcome,message_count,duration_seconds,first_seen_at,last_seen_at,page_url,referrer,utm_source,utm_medium,utm_campaign,conversation_id',
    )
    expect(lines).toHaveLength(4)
    expect(lines[1]).toMatch(/^late@example\.com,,70,/)
    expect(lines[3]).toContain(`news,,"'=HYPERLINK(""x"")",${ids.buyerFirst}`)
    const filtered = (await get('/api/admin/chatbot/leads.csv?minIntent=75')).body.trim().split('\n')
    expect(filtered).toHaveLength(2)
  })

  it('counts the Overview chatbot cards', async () => {
    const overview = (await get('/api/admin/overview')).json()
    expect(overview).toMatchObject({
      totalConversations: 4,
      highIntentLeads: 2,
      capturedContacts: 3,
      activeConversations24h: 1,
    })
  })

  it('reloads the website content and rebuilds the search index', async () => {
    const reload = await t.app.inject(
      withCookie(admin, { method: 'POST', url: '/api/admin/chatbot/knowledge/reload' }),
    )
    const body = reload.json()
    expect(body.message).toBe(
      `Loaded ${body.pagesProcessed} pages with ${body.chunksCreated} knowledge chunks`,
    )
    expect(body.pagesProcessed).toBeGreaterThanOrEqual(9)
    const rebuild = await t.app.inject(
      withCookie(admin, { method: 'POST', url: '/api/admin/chatbot/knowledge/rebuild-index' }),
    )
    expect(rebuild.json()).toEqual({
      chunks: body.chunksCreated,
      message: 'Search index rebuilt successfully',
    })
  })

  it('refuses customers and visitors', async () => {
    for (const url of [
      '/api/admin/chatbot/conversations',
      '/api/admin/chatbot/stats',
      '/api/admin/chatbot/leads.csv',
    ]) {
      expect((await get(url, customer)).statusCode).toBe(403)
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401)
    }
  })

  it('deletes many all-or-none, then one, with their messages', async () => {
    const remove = (payload: { ids: string[] }) =>
      t.app.inject(
        withCookie(admin, { method: 'POST', url: '/api/admin/chatbot/conversations/delete', payload }),
      )
    const unknown = await remove({ ids: [ids.buyerFirst as string, '00000000-0000-4000-8000-000000000000'] })
    expect(unknown.statusCode).toBe(404)
    expect(await listed('?search=buyer')).toHaveLength(2)
    expect((await remove({ ids: [] })).statusCode).toBe(400)
    const both = await remove({ ids: [ids.buyerFirst as string, ids.buyerSecond as string] })
    expect(both.json()).toEqual({ deleted: 2, notice: 'Conversation deleted successfully' })
    const left = await t.database.db
      .select()
      .from(chatbotMessages)
      .where(eq(chatbotMessages.conversationId, ids.buyerFirst as string))
    expect(left).toEqual([])
    const one = await t.app.inject(
      withCookie(admin, { method: 'DELETE', url: `/api/admin/chatbot/conversations/${ids.lurker}` }),
    )
    expect(one.json()).toEqual({ deleted: 1, notice: 'Conversation deleted successfully' })
    expect(await listed('')).toEqual([ids.lateLead])
  })

  it('counts booked calls as conversions, and lists and answers a conversation booked from the chat', async () => {
    // Left from the delete test: lateLead (late@, first seen 2026-03-05), not converted.
    const call = (email: string, values: Partial<typeof demoBookings.$inferInsert> = {}) => ({
      startAt: at('2026-03-10T10:00:00Z'),
      endAt: at('2026-03-10T10:30:00Z'),
      name: 'Visitor',
      email,
      businessName: 'Shop',
      ...values,
    })
    const stats = async () => (await get('/api/admin/chatbot/stats')).json()
    expect(await stats()).toMatchObject({ totalConversations: 1, convertedConversations: 0 })
    // A call booked before the chat, or cancelled, is not a conversion.
    await t.database.db.insert(demoBookings).values([
      call('late@example.com', { createdAt: at('2026-03-04T09:00:00Z') }),
      call('late@example.com', {
        startAt: at('2026-03-11T10:00:00Z'),
        endAt: at('2026-03-11T10:30:00Z'),
        createdAt: at('2026-03-06T09:00:00Z'),
        status: 'cancelled',
        cancelledAt: at('2026-03-07T09:00:00Z'),
        cancelledBy: 'visitor',
      }),
    ])
    expect(await stats()).toMatchObject({ convertedConversations: 0 })
    // The booking form keeps the e-mail as typed.
    await t.database.db.insert(demoBookings).values(
      call('Late@Example.com', {
        startAt: at('2026-03-12T10:00:00Z'),
        endAt: at('2026-03-12T10:30:00Z'),
        createdAt: at('2026-03-06T09:00:00Z'),
      }),
    )
    expect(await stats()).toMatchObject({ convertedConversations: 1, conversionRate: 100 })

    // Booked from an anonymous chat: linked by the conversation, with the booking's outcome.
    await conversation('booked', { finalOutcome: 'demo_booked', conversionType: 'demo_booked' })
    await t.database.db.insert(demoBookings).values(
      call('anon@example.com', {
        startAt: at('2026-03-13T10:00:00Z'),
        endAt: at('2026-03-13T10:30:00Z'),
        conversationId: ids.booked,
      }),
    )
    expect(await stats()).toMatchObject({
      totalConversations: 2,
      convertedConversations: 2,
      emailCapturedConversations: 1,
    })
    const list = await get('/api/admin/chatbot/conversations?search=')
    expect(list.statusCode).toBe(200)
    expect(list.json().conversations[0]).toMatchObject({ id: ids.booked, finalOutcome: 'demo_booked' })
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/chatbot/query',
      payload: { conversation_id: ids.booked, message: 'Thanks, see you then' },
    })
    expect(answer.statusCode).toBe(200)
    expect(answer.json().final_outcome).toBe('demo_booked')
    // The widget cannot claim a booking.
    const claim = await t.app.inject({
      method: 'PATCH',
      url: `/api/chatbot/conversations/${ids.lateLead}`,
      payload: { final_outcome: 'demo_booked' },
    })
    expect(claim.statusCode).toBe(400)
  })
})
