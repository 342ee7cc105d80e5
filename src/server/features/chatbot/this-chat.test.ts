/**
 * What this chat is ('am I talking to a bot?'), answered as the widget's greeting says, with the ways
 * to reach a person; a request for a person that also asks how to get in touch gets the contact answer.
 */
import { describe, expect, it } from 'vitest'
import { normalise } from '#shared/chatbot/normalise.ts'
import { answerMessage } from './answer.ts'
import { beforeSearchContext } from './answer-test-support.ts'
import { thisChatAnswer } from './this-chat.ts'

const reply = (question: string) => answerMessage(question, beforeSearchContext)

describe('asked what this chat is: the assistant, and how to reach a person', () => {
  it.each([
    'am I talking to a bot?',
    'Am I speaking to a real person?',
    'is this chat a human or a bot?',
    'Hi there, is this a real person or a bot?',
    'does a real person read this chat?',
    'Is there a human who reads these messages?',
    'is anyone reading this',
    'are you a robot',
    'r u a bot lol',
    'are you chatgpt?',
    'Are you an AI?',
    'are you human?',
    'are you real?',
    'is this automated?',
    'am i chatting with a machine',
    'is there an actual person on the other end',
    'are you a chatbot or a real one?',
    'is someone monitoring this chat?',
    'who am I talking to, a bot?',
    'Is this conversation with a computer?',
  ])('%j', async (question) => {
    const answer = await reply(question)
    expect(answer.response).toMatch(/^I'm the PostCraft assistant, an automated helper/)
    expect(answer.response).toContain('within 24 hours')
    expect(answer.handoff).toBe(false)
    expect(answer.sources.map((source) => source.title)).toEqual(['Contact us', 'Book a demo call'])
  })
})

describe('not a question about this chat', () => {
  it.each([
    'Is this just ChatGPT churning out posts?',
    'Are the posts written by a real person?',
    'are you a real company?',
    'is this a real business or a scam?',
    'Are you a UK based agency?',
  ])('%j', (question) => {
    expect(thisChatAnswer(normalise(question))).toBeUndefined()
  })

  it('a request for a person is still one', async () => {
    const answer = await reply('can I talk to a human')
    expect(answer.handoff).toBe(true)
  })
})

describe('a request for a person that asks how to get in touch gets the ways to', () => {
  it.each([
    'put me through to a human: what are the ways to get in touch?',
    'I want to speak to a real person, how can I contact you?',
    'connect me to an agent, what are the ways to contact you',
  ])('%j', async (question) => {
    const answer = await reply(question)
    expect(answer.response).toContain('Email our UK team at support@example.invalid')
    expect(answer.response).not.toMatch(/AI-assisted research/)
  })
})
