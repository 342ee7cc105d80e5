import type { FastifyBaseLogger } from 'fastify'
import { BRAND } from '#shared/brand.ts'
import { completeChat, LlmError, type LlmSettings } from '../../integrations/llm-client.ts'
import type { ChunkHit } from './knowledge.repo.ts'

export type { LlmSettings }

export interface LlmTurn {
  role: 'user' | 'assistant'
  content: string
}

/** The model's reply when the passages do not hold the answer. */
export const NO_ANSWER = 'NO_ANSWER'

const SYSTEM_PROMPT = [
  `You are the website assistant of ${BRAND.name}, a UK service that designs, writes and schedules social media posts for small businesses.`,
  'Answer the visitor only from the numbered passages of our website below. Never add a price, number, promise or fact that they do not state.',
  `If the passages do not answer the question, reply with exactly ${NO_ANSWER} and nothing else.`,
  'Reply in British English, in at most four short sentences, without headings or lists.',
].join(' ')

function contextOf(passages: readonly ChunkHit[]): string {
  return passages
    .map((passage, index) => `[${index + 1}] ${passage.sourceTitle}: ${passage.title}\n${passage.content}`)
    .join('\n\n')
}

/**
 * An OpenAI-compatible chat completion written from the retrieved passages only. Undefined when the
 * model is slow (past `timeoutMs`), unreachable or answers nothing usable: the built-in responder
 * answers then, so the visitor always gets a reply.
 */
export async function writeWithLlm(
  settings: LlmSettings,
  logger: FastifyBaseLogger,
  input: { question: string; passages: readonly ChunkHit[]; history: readonly LlmTurn[] },
): Promise<string | undefined> {
  try {
    return await completeChat(
      settings,
      [
        { role: 'system', content: `${SYSTEM_PROMPT}\n\nPassages:\n${contextOf(input.passages)}` },
        ...input.history,
        { role: 'user', content: input.question },
      ],
      { temperature: 0.2, maxTokens: 400 },
    )
  } catch (error) {
    if (error instanceof LlmError && error.status !== undefined) {
      logger.warn({ status: error.status }, 'chatbot model answered with an error; using the built-in answer')
      return undefined
    }
    const reason = error instanceof Error ? error.message : 'error'
    logger.warn({ reason }, 'chatbot model did not answer in time; using the built-in answer')
    return undefined
  }
}
