import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LlmStandIn } from '../../../../tests/support/llm-stand-in.ts'
import {
  createTestApp,
  signIn,
  signUp,
  TEST_ADMIN,
  type TestApp,
  withCookie,
} from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { readDraft } from './draft.service.ts'

describe.each(backends)("'Draft with AI' on %s", (backend) => {
  const model = new LlmStandIn()
  let t: TestApp
  let withoutModel: TestApp
  let admin: string
  let alice: { id: string; cookie: string }

  beforeAll(async () => {
    const baseUrl = await model.start()
    t = await createTestApp(backend, {
      LLM_BASE_URL: baseUrl,
      LLM_API_KEY: 'test-key',
      LLM_MODEL: 'stand-in-model',
      LLM_TIMEOUT_MS: '2000',
    })
    withoutModel = await createTestApp(backend)
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
    const { user } = await signUp(t.app, 'alice@example.com', 'alice-password', 'Alice')
    alice = { id: user.id, cookie: await signIn(t.app, 'alice@example.com', 'alice-password') }
    await t.app.inject(
      withCookie(alice.cookie, {
        method: 'PUT',
        url: '/api/brief',
        payload: {
          businessName: 'Corner Bakery',
          whatYouSell: 'Sourdough and pastries, baked every morning in Leeds',
          toneOfVoice: 'Warm and cheerful',
          wordsToAvoid: 'cheap',
        },
      }),
    )
  })
  afterAll(async () => {
    await t.close()
    await withoutModel.close()
    await model.stop()
  })

  const asAdmin = (options: InjectOptions) => t.app.inject(withCookie(admin, options))
  const draft = (payload: Record<string, string>) =>
    asAdmin({ method: 'POST', url: `/api/admin/customers/${alice.id}/draft-with-ai`, payload })

  it('is offered only when a model is configured', async () => {
    expect((await asAdmin({ method: 'GET', url: '/api/admin/draft-with-ai' })).json()).toEqual({
      available: true,
    })
    const otherAdmin = await signIn(withoutModel.app, TEST_ADMIN.email, TEST_ADMIN.password)
    const off = await withoutModel.app.inject(
      withCookie(otherAdmin, { method: 'GET', url: '/api/admin/draft-with-ai' }),
    )
    expect(off.json()).toEqual({ available: false })
    const refused = await withoutModel.app.inject(
      withCookie(otherAdmin, {
        method: 'POST',
        url: `/api/admin/customers/${alice.id}/draft-with-ai`,
        payload: { channel: 'instagram', instruction: '' },
      }),
    )
    expect(refused.statusCode).toBe(404)
    expect(refused.json().error.message).toBe('Draft with AI is not set up on this server')
  })

  it("writes a caption and hashtags from the brief, the channel's limits and the instruction", async () => {
    model.reply = () =>
      'Here it is:\n```json\n{"caption": "Warm sourdough, fresh from our Leeds oven this morning.", "hashtags": ["#sourdough", "leeds bakery", "sourdough", "bread!"]}\n```'
    const response = await draft({ channel: 'x-twitter', instruction: 'Announce the Saturday opening' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      caption: 'Warm sourdough, fresh from our Leeds oven this morning.',
      hashtags: ['sourdough', 'leedsbakery'],
      notice: 'Draft written: please read and edit it before saving',
    })
    const [system, user] = model.requests.at(-1)?.body.messages ?? []
    expect(system?.content).toContain('at most 230 characters')
    expect(system?.content).toContain('at most 2 hashtags')
    expect(system?.content).toContain('X (Twitter)')
    expect(user?.content).toContain('Business name: Corner Bakery')
    expect(user?.content).toContain('Words and topics to avoid: cheap')
    expect(user?.content).toContain('Announce the Saturday opening')
    expect(model.requests.at(-1)?.authorization).toBe('Bearer test-key')
  })

  it('says so when the model fails or answers something else, and checks the input', async () => {
    model.reply = () => 'I cannot help with that.'
    const unreadable = await draft({ channel: 'instagram', instruction: '' })
    expect(unreadable.statusCode).toBe(503)
    expect(unreadable.json().error.message).toBe(
      'The AI draft did not come back. Please try again, or write this one yourself',
    )
    model.status = 500
    expect((await draft({ channel: 'instagram', instruction: '' })).statusCode).toBe(503)
    model.status = 200
    const bad = await draft({ channel: 'myspace', instruction: 'x'.repeat(600) })
    expect(bad.statusCode).toBe(400)
    const customer = await t.app.inject(
      withCookie(alice.cookie, {
        method: 'POST',
        url: `/api/admin/customers/${alice.id}/draft-with-ai`,
        payload: { channel: 'instagram', instruction: '' },
      }),
    )
    expect(customer.statusCode).toBe(403)
    const unknown = await asAdmin({
      method: 'POST',
      url: '/api/admin/customers/no-such-customer/draft-with-ai',
      payload: { channel: 'instagram', instruction: '' },
    })
    expect(unknown.statusCode).toBe(404)
  })

  it('keeps a draft within the channel: no hashtags for Google, the caption cut to its length', () => {
    const long = JSON.stringify({ caption: 'a'.repeat(2000), hashtags: ['one', 'two'] })
    expect(readDraft(long, 'google-business')).toEqual({ caption: 'a'.repeat(1400), hashtags: [] })
    expect(readDraft('{"caption": ""}', 'instagram')).toBeUndefined()
  })
})
