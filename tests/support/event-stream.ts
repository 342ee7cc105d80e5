import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import type { ChangeTopic } from '#shared/schemas/realtime.ts'

/** Makes the in-process test server listen on a free local port (once) and returns its base URL. */
async function baseUrl(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
}

/**
 * A signed-in browser's server-sent-event stream (/api/events) as a test sees it: the change topics in
 * the order they arrived.
 */
export class EventStream {
  readonly topics: ChangeTopic[] = []
  /** Settles when the stream ends, whoever ended it. */
  readonly ended: Promise<void>
  private readonly waiters = new Set<() => void>()
  private readonly controller: AbortController

  private constructor(response: Response, controller: AbortController) {
    this.controller = controller
    this.ended = this.read(response)
  }

  /** Whether the stream has ended by now (without waiting). */
  async hasEnded(): Promise<boolean> {
    return Promise.race([
      this.ended.then(() => true),
      new Promise<boolean>((resolve) => setImmediate(resolve, false)),
    ])
  }

  static async open(app: FastifyInstance, cookie: string): Promise<EventStream> {
    const controller = new AbortController()
    const response = await fetch(`${await baseUrl(app)}/api/events`, {
      headers: { cookie },
      signal: controller.signal,
    })
    if (response.status !== 200) throw new Error(`event stream refused: ${response.status}`)
    return new EventStream(response, controller)
  }

  /** Resolves once `topic` has arrived at least `times` times in all. */
  async received(topic: ChangeTopic, times = 1, timeoutMs = 10_000): Promise<void> {
    const done = () => this.count(topic) >= times
    if (done()) return
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(check)
        reject(new Error(`timed out waiting for ${times} × ${topic}; got ${this.topics.join(', ')}`))
      }, timeoutMs)
      const check = () => {
        if (!done()) return
        clearTimeout(timer)
        this.waiters.delete(check)
        resolve()
      }
      this.waiters.add(check)
    })
  }

  count(topic: ChangeTopic): number {
    return this.topics.filter((received) => received === topic).length
  }

  close(): void {
    this.controller.abort()
  }

  private async read(response: Response): Promise<void> {
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader()
    if (!reader) return
    let buffer = ''
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) return
        buffer += value
        const blocks = buffer.split('\n\n')
        buffer = blocks.pop() ?? ''
        for (const block of blocks) {
          const data = block.split('\n').find((line) => line.startsWith('data: '))
          if (data) this.topics.push((JSON.parse(data.slice(6)) as { topic: ChangeTopic }).topic)
        }
        for (const wake of [...this.waiters]) wake()
      }
    } catch {
      // Aborted by close() or ended by the server's shutdown.
    }
  }
}
