import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getPlan } from '#shared/catalogue/plans.ts'
import { formatPenceShort } from '#shared/format/money.ts'
import { judgeAnswer, loadChatbotQuestions } from '../../../../tests/support/chatbot-questions.ts'
import { LlmStandIn } from '../../../../tests/support/llm-stand-in.ts'
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'

let asked = 0
/** A question in a conversation of its own, from an address of its own (so no limit is reached). */
async function ask(t: TestApp, message: string) {
  asked += 1
  const remoteAddress = `198.51.100.${(asked % 250) + 1}`
  const session = await t.app.inject({
    method: 'POST',
    url: '/api/chatbot/sessions',
    payload: {},
    remoteAddress,
  })
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/chatbot/query',
    payload: { conversation_id: session.json().conversation_id, message },
    remoteAddress,
  })
  expect(response.statusCode).toBe(200)
  return response.json() as {
    response: string
    sources: { title: string; url: string | null }[]
    final_outcome: string | null
    quick_replies: string[]
  }
}

describe.each(backends)('chatbot answers on %s', (backend) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(backend)
  })
  afterAll(async () => {
    await t.close()
  })

  it.each(loadChatbotQuestions())('answers "$question" from our content, citing it', async (expected) => {
    const body = await ask(t, expected.question)
    const problem = judgeAnswer(expected, { ...body, handedOff: body.final_outcome === 'human_requested' })
    expect(problem, body.response).toBeUndefined()
  })

  it("states the catalogue's price, so a price change reaches the answer", async () => {
    const body = await ask(t, 'How much is Premium a month?')
    expect(body.response).toContain(formatPenceShort(getPlan('premium').pricePence))
  })

  it('offers the booking link on a request for a call', async () => {
    const body = await ask(t, 'Can I book a demo call?')
    expect(body.sources).toEqual([
      { title: 'Book a demo call', url: '/#calendar-booking' },
      { title: 'Contact us', url: '/contact' },
    ])
    expect(body.final_outcome).toBeNull()
  })

  it('answers where on the site to book a call to talk to someone, without handing over', async () => {
    for (const question of [
      'Where on your site can I arrange a call to talk to someone?',
      'where do i book a video call with a person on the website',
    ]) {
      const body = await ask(t, question)
      expect(body.sources[0]?.url, question).toBe('/#calendar-booking')
      expect(body.final_outcome, question).toBeNull()
    }
  })

  it('answers a question asked with a rude word about something else, and apologises for plain abuse', async () => {
    for (const question of [
      'can you make me a logo, my current one is crap',
      'our old posts were rubbish, do you post to linkedin?',
      'do you do printing? our flyers look bloody awful',
    ])
      expect((await ask(t, question)).response, question).toMatch(/^(No|Yes)\b/)
    expect((await ask(t, 'you are a useless bot')).response).toMatch(/haven't been more useful/)
  })
})

describe.each(backends)('chatbot answers written by a model on %s', (backend) => {
  const model = new LlmStandIn()
  let t: TestApp
  beforeAll(async () => {
    const baseUrl = await model.start()
    t = await createTestApp(backend, {
      LLM_BASE_URL: baseUrl,
      LLM_API_KEY: 'test-key',
      LLM_MODEL: 'stand-in-model',
      // Long enough for a busy test machine; the slow test's stand-in waits far longer.
      LLM_TIMEOUT_MS: '2000',
    })
  })
  afterAll(async () => {
    await t.close()
    await model.stop()
  })

  // Catalogue facts are answered by the catalogue itself; the model writes answers from passages only.
  const FROM_PASSAGES = 'How do you research trending topics?'

  it('sends the retrieved passages only and returns the written answer with their sources', async () => {
    model.delayMs = 0
    model.reply = () => 'Every post is checked by our team, written by the model.'
    const before = model.requests.length
    const body = await ask(t, FROM_PASSAGES)
    expect(body.response).toBe('Every post is checked by our team, written by the model.')
    expect(body.sources).toContainEqual({ title: 'Home', url: '/' })
    const request = model.requests[before]
    expect(request?.authorization).toBe('Bearer test-key')
    expect(request?.body.model).toBe('stand-in-model')
    const system = request?.body.messages[0]
    expect(system?.role).toBe('system')
    expect(system?.content).toContain('We use AI-assisted research to spot trending topics')
    expect(request?.body.messages.at(-1)).toEqual({ role: 'user', content: FROM_PASSAGES })
  })

  it('answers a catalogue fact from the catalogue, without the model', async () => {
    const before = model.requests.length
    const body = await ask(t, 'How much is Pro?')
    expect(body.response).toContain('£149')
    expect(model.requests.length).toBe(before)
  })

  it("replaces a model answer that states a price or name the passages do not hold with the passage's words", async () => {
    model.reply = () => 'We research trends, and a free trial of our Starter plan costs £9.'
    const body = await ask(t, FROM_PASSAGES)
    expect(body.response).not.toContain('£9')
    expect(body.response).toContain('AI-assisted research')
    model.reply = () => 'A written answer.'
  })

  it('falls back to the built-in answer when the model is slower than the timeout', async () => {
    model.delayMs = 20_000
    model.reply = () => 'Too late.'
    const body = await ask(t, FROM_PASSAGES)
    expect(body.response).not.toBe('Too late.')
    expect(body.response).toContain('AI-assisted research')
    expect(body.sources).toContainEqual({ title: 'Home', url: '/' })
    model.delayMs = 0
  })

  it('falls back to the built-in answer when the model answers with an error', async () => {
    model.status = 500
    const body = await ask(t, 'What is your approach?')
    expect(body.response).toContain('human craft')
    model.status = 200
  })

  it('hands over to a person when the model finds no answer in the passages', async () => {
    model.reply = () => 'NO_ANSWER'
    const body = await ask(t, 'What is your approach?')
    expect(body.final_outcome).toBe('human_requested')
    model.reply = () => 'A written answer.'
  })

  it('does not call the model for a question nothing in our content answers', async () => {
    const before = model.requests.length
    const body = await ask(t, 'Can you fix my car?')
    expect(body.final_outcome).toBe('human_requested')
    expect(model.requests.length).toBe(before)
  })
})
