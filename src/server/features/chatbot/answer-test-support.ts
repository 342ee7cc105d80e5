/**
 * What the chatbot's answer tests share: a support address, and the built-in answer to one question
 * (the catalogue layer, which needs no database).
 */
import { normalise } from '#shared/chatbot/normalise.ts'
import type { AnswerContext } from './answer.ts'
import { factAnswer } from './fact-answer.ts'

export const EMAIL = 'support@example.invalid'

export const answer = (question: string) => factAnswer(question, normalise(question), EMAIL)

/** The answer's text, or '' when the catalogue layer has none. */
export const response = (question: string) => answer(question)?.response ?? ''

/** For messages answered before any search (a request for a person, a call): no database needed. */
export const beforeSearchContext = {
  db: undefined as never,
  llm: undefined,
  logger: { warn: () => undefined } as never,
  supportEmail: EMAIL,
  visitorEmail: null,
  onlyGaveEmail: false,
  history: async () => [],
} satisfies AnswerContext
