import { readFileSync } from 'node:fs'
import path from 'node:path'

/** One question of tests/fixtures/chatbot-questions.json. */
export interface ChatbotQuestion {
  question: string
  /** Facts the answer must state, word for word (case-insensitive). */
  facts?: string[]
  /** The page the answer must cite in its sources. */
  source?: string
  /** false: the content cannot answer; the chatbot must say so and offer a person. */
  answerable?: boolean
}

export interface ChatAnswer {
  response: string
  sources: { title: string; url: string | null }[]
  handedOff: boolean
}

export function loadChatbotQuestions(): ChatbotQuestion[] {
  const file = path.resolve(import.meta.dirname, '../fixtures/chatbot-questions.json')
  return (JSON.parse(readFileSync(file, 'utf8')) as { questions: ChatbotQuestion[] }).questions
}

/** What is wrong with an answer, or undefined when it is right. */
export function judgeAnswer(expected: ChatbotQuestion, answer: ChatAnswer): string | undefined {
  if (expected.answerable === false)
    return answer.handedOff ? undefined : 'answered instead of offering a person'
  if (answer.handedOff) return 'offered a person instead of answering'
  const text = answer.response.toLowerCase()
  const missing = (expected.facts ?? []).filter((fact) => !text.includes(fact.toLowerCase()))
  if (missing.length > 0) return `missing ${missing.map((fact) => JSON.stringify(fact)).join(', ')}`
  if (answer.sources.length === 0) return 'no source cited'
  if (expected.source && !answer.sources.some((source) => source.url === expected.source)) {
    return `cites ${answer.sources.map((source) => source.url).join(', ')}, not ${expected.source}`
  }
  return undefined
}
