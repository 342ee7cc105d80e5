import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, latestEmail, type TestApp } from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { chatbotConversations, chatbotMessages } from '../../db/schema/chatbot.ts'

const UNKNOWN = '00000000-0000-4000-8000-000000000000'

describe.each(backends)('chatbot public API on %s', (backend) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(backend)
  })
  afterAll(async () => {
    await t.close()
  })
  // Each test comes from its own address, so the per-address limits of one do not reach the next.
  let tests = 0
  let address = ''
  beforeEach(() => {
    tests += 1
    address = `192.0.2.${tests}`
  })

  const send = (options: InjectOptions) => t.app.inject({ remoteAddress: address, ...options })
  const start = async (payload: Record<string, unknown> = {}) => {
    const response = await send({ method: 'POST', url: '/api/chatbot/sessions', payload })
    expect(response.statusCode).toBe(201)
    return response.json() as { conversation_id: string; session_id: string }
  }
  const ask = (conversation_id: string, message: string, extra: Record<string, unknown> = {}) =>
    send({ method: 'POST', url: '/api/chatbot/query', payload: { conversation_id, message, ...extra } })
  const conversation = async (id: string) => {
    const [row] = await t.database.db
      .select()
      .from(chatbotConversations)
      .where(eq(chatbotConversations.id, id))
    return row
  }

  it('starts a conversation with where the chat was opened', async () => {
    const ids = await start({
      page_url: 'http://localhost:3000/pricing?utm_source=news',
      referrer: 'https://www.google.com/',
      utm_params: { source: 'news', medium: 'email', campaign: 'spring', term: null, content: '' },
      user_agent: 'Mozilla/5.0 test',
    })
    expect(ids.conversation_id).toMatch(/^[0-9a-f-]{36}$/)
    expect(ids.session_id).toMatch(/^[0-9a-f-]{36}$/)
    expect(ids.session_id).not.toBe(ids.conversation_id)
    expect(await conversation(ids.conversation_id)).toMatchObject({
      pageUrl: 'http://localhost:3000/pricing?utm_source=news',
      referrer: 'https://www.google.com/',
      utmParams: { source: 'news', medium: 'email', campaign: 'spring', term: null, content: null },
      userAgent: 'Mozilla/5.0 test',
      messageCount: 0,
      intentScore: 0,
      finalOutcome: null,
    })
    const empty = await start()
    expect(await conversation(empty.conversation_id)).toMatchObject({ pageUrl: null, utmParams: null })
  })

  it('answers a question, stores both messages and counts them', async () => {
    const { conversation_id } = await start({ page_url: '/pricing' })
    const response = await ask(conversation_id, 'How much is the Pro plan?')
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.response).toContain('£149')
    expect(body.sources).toContainEqual({ title: 'Pricing', url: '/pricing' })
    expect(body.quick_replies.length).toBeGreaterThan(0)
    // Pricing words 15 + a plan named 10 + the pricing page seen 10 (decision 0026).
    expect(body.intent_score).toBe(35)
    expect(body.final_outcome).toBeNull()
    const messages = await t.database.db
      .select()
      .from(chatbotMessages)
      .where(eq(chatbotMessages.conversationId, conversation_id))
    expect(messages.map((m) => m.role).sort()).toEqual(['assistant', 'user'])
    const row = await conversation(conversation_id)
    expect(row).toMatchObject({ messageCount: 2, intentScore: 35 })
    expect(row?.lastSeenAt.getTime()).toBeGreaterThan(row?.firstSeenAt.getTime() ?? Infinity)
  })

  it.each([
    ['a blank message', { message: '   ' }, 400, 'Please enter a message'],
    ['a message over 2,000 characters', { message: 'a'.repeat(2001) }, 400, 'Message must be at most 2000'],
    ['a bad e-mail', { message: 'hi', email: 'not-an-email' }, 400, 'Please enter a valid email address'],
    ['an unknown conversation', { conversation_id: UNKNOWN }, 404, 'Session not found'],
    ['an id that is not one', { conversation_id: 'abc' }, 404, 'Session not found'],
  ])('refuses %s with a clear message and changes nothing', async (_, change, status, message) => {
    const { conversation_id } = await start()
    const response = await ask(conversation_id, 'Hello', change)
    expect(response.statusCode).toBe(status)
    expect(response.json().error.message).toContain(message)
    expect(await conversation(conversation_id)).toMatchObject({ messageCount: 0, visitorEmail: null })
  })

  it('accepts a message of exactly 2,000 characters', async () => {
    const { conversation_id } = await start()
    expect((await ask(conversation_id, 'price '.repeat(400).slice(0, 2000))).statusCode).toBe(200)
  })

  it('captures a name and e-mail given with a message, and one typed in the message', async () => {
    const first = await start()
    await ask(first.conversation_id, 'Hello', { name: 'Jo Baker', email: ' Jo@Example.com ' })
    expect(await conversation(first.conversation_id)).toMatchObject({
      visitorName: 'Jo Baker',
      visitorEmail: 'jo@example.com',
      finalOutcome: 'email_captured',
      intentScore: 20,
    })
    const second = await start()
    const reply = (await ask(second.conversation_id, 'sam@example.org')).json()
    expect(reply.response).toContain('sam@example.org')
    expect((await conversation(second.conversation_id))?.visitorEmail).toBe('sam@example.org')
  })

  it('hands a question the content cannot answer to a person and e-mails the team once', async () => {
    const { conversation_id } = await start()
    const body = (await ask(conversation_id, 'What is the weather like in Paris tomorrow?')).json()
    expect(body.response).toContain("can't answer")
    expect(body.final_outcome).toBe('human_requested')
    expect(body.sources).toEqual([])
    const email = await latestEmail(t, t.config.SUPPORT_EMAIL, 'chatbot-handoff')
    expect(email.text).toContain('What is the weather like in Paris tomorrow?')
    expect(email.text).toContain(`/admin/chatbot?conversation=${conversation_id}`)
    await ask(conversation_id, 'Can I speak to a human please?')
    const { emailOutbox } = await import('../../db/schema/infrastructure.ts')
    const sent = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, 'chatbot-handoff'))
    expect(sent.filter((row) => row.text.includes(conversation_id))).toHaveLength(1)
  })

  it('updates the visitor, the outcome and the event through PATCH', async () => {
    const { conversation_id } = await start()
    const patch = (payload: Record<string, unknown>, id = conversation_id) =>
      send({ method: 'PATCH', url: `/api/chatbot/conversations/${id}`, payload })
    const captured = await patch({ name: 'Ann', email: 'ann@example.com', event_type: 'email_captured' })
    expect(captured.statusCode).toBe(200)
    expect(captured.json()).toEqual({ conversation_id, intent_score: 20, final_outcome: 'email_captured' })
    const shared = await patch({ final_outcome: 'calendly_link_shared', event_type: 'calendly_link_shown' })
    expect(shared.json().final_outcome).toBe('calendly_link_shared')
    expect(await conversation(conversation_id)).toMatchObject({
      visitorName: 'Ann',
      visitorEmail: 'ann@example.com',
      conversionType: 'calendly_link_shown',
      finalOutcome: 'calendly_link_shared',
    })
    expect((await patch({ email: 'nope' })).json().error.fields.email).toBe(
      'Please enter a valid email address',
    )
    expect((await patch({ final_outcome: 'won' })).statusCode).toBe(400)
    expect((await patch({ event_type: 'clicked' })).statusCode).toBe(400)
    expect((await patch({ name: 'X' }, UNKNOWN)).statusCode).toBe(404)
  })

  it("gives a conversation's e-mail once: the same again changes nothing, another is refused", async () => {
    const { conversation_id } = await start()
    const patch = (payload: Record<string, unknown>) =>
      send({ method: 'PATCH', url: `/api/chatbot/conversations/${conversation_id}`, payload })
    expect((await patch({ name: 'Ann', email: 'ann@example.com' })).statusCode).toBe(200)
    expect((await patch({ email: 'ANN@example.com' })).statusCode).toBe(200)
    const messagesBefore = (await conversation(conversation_id))?.messageCount
    const moved = await patch({ email: 'mallory@example.com', name: 'Mallory' })
    expect(moved.statusCode).toBe(409)
    expect(moved.json().error.fields.email).toBe(
      'This conversation already has an e-mail address. Start a new chat to use another one.',
    )
    const asked = await ask(conversation_id, 'Planted line', { email: 'mallory@example.com' })
    expect(asked.statusCode).toBe(409)
    // An address typed into a message never replaces the one given.
    expect((await ask(conversation_id, 'write to mallory@example.com instead')).statusCode).toBe(200)
    expect(await conversation(conversation_id)).toMatchObject({
      visitorEmail: 'ann@example.com',
      visitorName: 'Ann',
      messageCount: (messagesBefore ?? 0) + 2,
    })
    const lines = await t.database.db
      .select()
      .from(chatbotMessages)
      .where(eq(chatbotMessages.conversationId, conversation_id))
    expect(lines.map((line) => line.content)).not.toContain('Planted line')
  })

  it('limits the messages of one conversation', async () => {
    const { conversation_id } = await start()
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) statuses.push((await ask(conversation_id, 'Hello')).statusCode)
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true)
    const refused = await ask(conversation_id, 'Hello')
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error.message).toMatch(/^Too many messages in this conversation/)
    expect(refused.headers['retry-after']).toBeDefined()
    const other = await start()
    expect((await ask(other.conversation_id, 'Hello')).statusCode).toBe(200)
  })

  it('limits new conversations per address', async () => {
    for (let i = 0; i < 20; i++) await start()
    const refused = await send({ method: 'POST', url: '/api/chatbot/sessions', payload: {} })
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error.code).toBe('rate_limited')
    address = '192.0.2.250'
    await start()
  })

  it('asks for more when a message has nothing to search for, without calling the team', async () => {
    const { conversation_id } = await start()
    for (const message of ['yes', 'what is it?']) {
      const body = (await ask(conversation_id, message)).json()
      expect(body.response).toContain('Could you tell me a little more')
      expect(body.final_outcome).toBeNull()
    }
  })
})
