/** An OpenAI-compatible chat completions API (`$LLM_BASE_URL/chat/completions`), set by LLM_*. */
export interface LlmSettings {
  baseUrl: string
  apiKey: string | undefined
  model: string
  timeoutMs: number
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant'
  content: string
}

export class LlmError extends Error {
  /** The HTTP status the model answered, or undefined when it did not answer in time. */
  readonly status: number | undefined
  constructor(message: string, status?: number) {
    super(message)
    this.name = 'LlmError'
    this.status = status
  }
}

interface CompletionBody {
  choices?: { message?: { content?: unknown } }[]
}

/** The settings from the configuration; undefined when no model is configured. */
export function llmSettingsOf(config: {
  LLM_BASE_URL?: string | undefined
  LLM_API_KEY?: string | undefined
  LLM_MODEL?: string | undefined
  LLM_TIMEOUT_MS: number
}): LlmSettings | undefined {
  if (!config.LLM_BASE_URL || !config.LLM_MODEL) return undefined
  return {
    baseUrl: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY,
    model: config.LLM_MODEL,
    timeoutMs: config.LLM_TIMEOUT_MS,
  }
}

/** One completion: the model's text, trimmed. Throws LlmError when it errs, times out or says nothing. */
export async function completeChat(
  settings: LlmSettings,
  messages: readonly ChatMessage[],
  options: { temperature: number; maxTokens: number; timeoutMs?: number },
): Promise<string> {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        temperature: options.temperature,
        max_tokens: options.maxTokens,
        messages,
      }),
      signal: AbortSignal.timeout(options.timeoutMs ?? settings.timeoutMs),
    })
  } catch (error) {
    throw new LlmError(error instanceof Error ? error.name : 'error')
  }
  if (!response.ok) throw new LlmError('the model answered with an error', response.status)
  const body = (await response.json().catch(() => ({}))) as CompletionBody
  const content = body.choices?.[0]?.message?.content
  if (typeof content !== 'string' || !content.trim()) throw new LlmError('the model answered nothing')
  return content.trim()
}
