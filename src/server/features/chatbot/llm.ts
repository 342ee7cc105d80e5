import type { FastifyBaseLogger } from 'fastify'
import { BRAND } from '#shared/brand.ts'
import type { ChunkHit } from './knowledge.repo.ts'

export interface LlmSettings {
  baseUrl: string
  apiKey: string | undefined
  model: string
  timeoutMs: number
}

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

interface CompletionBody {
  choices?: { message?: { content?: unknown } }[]
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
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0.2,
        max_tokens: 400,
        messages: [
          { role: 'system', content: `${SYSTEM_PROMPT}\n\nPassages:\n${contextOf(input.passages)}` },
          ...input.history,
          { role: 'user', content: input.question },
        ],
      }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    })
    if (!response.ok) {
      logger.warn(
        { status: response.status },
        'chatbot model answered with an error; using the built-in answer',
      )
      return undefined
    }
    const body = (await response.json()) as CompletionBody
    const content = body.choices?.[0]?.message?.content
    return typeof content === 'string' && content.trim() ? content.trim() : undefined
  } catch (error) {
    const reason = error instanceof Error ? error.name : 'error'
    logger.warn({ reason }, 'chatbot model did not answer in time; using the built-in answer')
    return undefined
  }
}
