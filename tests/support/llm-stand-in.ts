import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ChatCompletionRequest {
  authorization: string | undefined
  body: {
    model: string
    messages: { role: 'system' | 'user' | 'assistant'; content: string }[]
    [key: string]: unknown
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * A local stand-in of an OpenAI-compatible chat completions API (POST /v1/chat/completions). It
 * records every request and answers with `reply(request)`, after `delayMs` when a test wants it slow.
 */
export class LlmStandIn {
  readonly requests: ChatCompletionRequest[] = []
  reply: (request: ChatCompletionRequest) => string = () => 'A written answer.'
  delayMs = 0
  status = 200
  private server: Server | undefined
  private readonly timers = new Set<NodeJS.Timeout>()

  async start(): Promise<string> {
    const server = createServer((request, response) => {
      void readBody(request).then((text) => {
        if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
          response.writeHead(404, { 'content-type': 'application/json' })
          response.end(JSON.stringify({ error: { message: 'not found' } }))
          return
        }
        const recorded = { authorization: request.headers.authorization, body: JSON.parse(text) }
        this.requests.push(recorded)
        const answer = () => {
          response.writeHead(this.status, { 'content-type': 'application/json' })
          response.end(
            JSON.stringify({
              id: `chatcmpl-${this.requests.length}`,
              object: 'chat.completion',
              model: recorded.body.model,
              choices: [
                {
                  index: 0,
                  finish_reason: 'stop',
                  message: { role: 'assistant', content: this.reply(recorded) },
                },
              ],
            }),
          )
        }
        if (this.delayMs <= 0) return answer()
        const timer = setTimeout(() => {
          this.timers.delete(timer)
          if (!response.destroyed) answer()
        }, this.delayMs)
        this.timers.add(timer)
      })
    })
    this.server = server
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer)
    const server = this.server
    this.server = undefined
    server?.closeAllConnections()
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

/**
 * A stand-in model for the evaluation: it answers with the first passage it was given, and every other
 * time adds a promise no passage makes, which the no-invention guard must catch.
 */
export function inventingStandIn(): LlmStandIn {
  const model = new LlmStandIn()
  model.reply = (request) => {
    const system = request.body.messages[0]?.content ?? ''
    const passage = system.split(/\n\[\d+\] [^\n]*\n/)[1]?.split('\n\n')[0] ?? 'NO_ANSWER'
    return model.requests.length % 2 === 0
      ? `${passage} We also offer a free 7-day trial and a Starter plan for £9 a month.`
      : passage
  }
  return model
}
