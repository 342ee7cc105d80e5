import { createHmac, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in for Meta's WhatsApp Cloud API, written from its documentation, on 127.0.0.1:
 * - POST /{phone-number-id}/messages with `Authorization: Bearer <token>` takes a text, image, template
 *   or interactive (button) message and answers `{ messaging_product, contacts: [{ input, wa_id }],
 *   messages: [{ id }] }`; a wrong token or phone number id, or a malformed message, answers Meta's
 *   error shape `{ error: { message, type, code, fbtrace_id } }` (190 OAuthException, 100 invalid parameter).
 * - Webhook notifications as Meta sends them: `entry[].changes[].value.messages[]`, signed with
 *   X-Hub-Signature-256 (`sha256=` + hex HMAC-SHA256 of the raw body with the app secret).
 */

export const STAND_IN = {
  token: 'test-whatsapp-token',
  phoneNumberId: '100200300400500',
  appSecret: 'test-whatsapp-app-secret',
  verifyToken: 'test-whatsapp-verify-token',
  displayNumber: '15550001234',
} as const

/** The WHATSAPP_* settings that point the app at a stand-in on `url`. */
export function whatsappEnv(url: string): Record<string, string> {
  return {
    WHATSAPP_TOKEN: STAND_IN.token,
    WHATSAPP_PHONE_NUMBER_ID: STAND_IN.phoneNumberId,
    WHATSAPP_APP_SECRET: STAND_IN.appSecret,
    WHATSAPP_VERIFY_TOKEN: STAND_IN.verifyToken,
    WHATSAPP_API_URL: url,
  }
}

export interface SentMessage {
  id: string
  to: string
  type: 'text' | 'image' | 'template' | 'interactive'
  // biome-ignore lint/suspicious/noExplicitAny: the message as the app posted it, read by tests
  body: Record<string, any>
}

const MESSAGE_TYPES = new Set(['text', 'image', 'template', 'interactive'])

function error(status: number, code: number, type: string, message: string) {
  return { status, body: { error: { message, type, code, fbtrace_id: randomBytes(8).toString('hex') } } }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export class WhatsappCloudStandIn {
  readonly sent: SentMessage[] = []
  private server: Server | undefined
  private waiters: Array<() => void> = []
  url = ''

  async start(): Promise<string> {
    const server = createServer((request, response) => {
      void this.handle(request).then(({ status, body }) => {
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(body))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    this.server = server
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`
    return this.url
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }

  private async handle(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const match = /^\/v21\.0\/([^/]+)\/messages$/.exec(request.url ?? '')
    if (request.method !== 'POST' || !match)
      return error(404, 100, 'GraphMethodException', 'Unsupported request')
    if (request.headers.authorization !== `Bearer ${STAND_IN.token}`)
      return error(401, 190, 'OAuthException', 'Invalid OAuth access token - Cannot parse access token')
    if (match[1] !== STAND_IN.phoneNumberId)
      return error(400, 100, 'GraphMethodException', 'Unsupported post request. Object does not exist')
    let body: Record<string, unknown>
    try {
      body = JSON.parse(await readBody(request))
    } catch {
      return error(400, 100, 'OAuthException', 'Invalid parameter')
    }
    const type = String(body.type ?? 'text')
    if (body.messaging_product !== 'whatsapp' || typeof body.to !== 'string' || !MESSAGE_TYPES.has(type))
      return error(400, 100, 'OAuthException', '(#100) Invalid parameter')
    if (!body[type]) return error(400, 131008, 'OAuthException', '(#131008) Required parameter is missing')
    if (type === 'interactive') {
      const interactive = body.interactive as { action?: { buttons?: { reply?: { title?: string } }[] } }
      const buttons = interactive.action?.buttons ?? []
      if (buttons.length < 1 || buttons.length > 3 || buttons.some((b) => (b.reply?.title ?? '').length > 20))
        return error(400, 131009, 'OAuthException', '(#131009) Parameter value is not valid')
    }
    const id = `wamid.${randomBytes(12).toString('hex')}`
    this.sent.push({ id, to: body.to, type: type as SentMessage['type'], body })
    for (const wake of this.waiters.splice(0)) wake()
    return {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id }],
      },
    }
  }

  /** Waits until `count` messages to `to` (more than `since` of them) arrived; returns the new ones. */
  async waitFor(to: string, count: number, since = 0, timeoutMs = 10_000): Promise<SentMessage[]> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = this.sent.filter((message) => message.to === to).slice(since)
      if (found.length >= count) return found
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`expected ${count} WhatsApp messages to ${to}, got ${found.length}`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  /** Waits for the first message that `matches`. */
  async waitForMessage(matches: (message: SentMessage) => boolean, timeoutMs = 10_000): Promise<SentMessage> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = this.sent.find(matches)
      if (found) return found
      const left = deadline - Date.now()
      if (left <= 0) throw new Error('the expected WhatsApp message did not arrive')
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  countTo(to: string): number {
    return this.sent.filter((message) => message.to === to).length
  }
}

/** The code of the latest confirmation template sent to `to`. */
export function codeIn(message: SentMessage): string {
  const text = message.body.template?.components?.[0]?.parameters?.[0]?.text
  if (message.type !== 'template' || typeof text !== 'string') throw new Error('not a code template')
  return text
}

// Webhook notifications, as Meta delivers them

let sequence = 0
export const newMessageId = () => `wamid.in${Date.now().toString(36)}${(sequence++).toString(36)}`

export function textMessage(from: string, body: string, id = newMessageId()) {
  return { from, id, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body } }
}

/** A tap on a quick-reply button of an interactive message (`context.id` names that message). */
export function buttonReply(
  from: string,
  reply: { id: string; title: string },
  contextId = 'wamid.ctx',
  id = newMessageId(),
) {
  return {
    context: { from: STAND_IN.displayNumber, id: contextId },
    from,
    id,
    timestamp: String(Math.floor(Date.now() / 1000)),
    type: 'interactive',
    interactive: { type: 'button_reply', button_reply: reply },
  }
}

/** A tap on a template's quick-reply button. */
export function templateButton(from: string, payload: string, text: string, id = newMessageId()) {
  return {
    context: { from: STAND_IN.displayNumber, id: 'wamid.ctx' },
    from,
    id,
    timestamp: String(Math.floor(Date.now() / 1000)),
    type: 'button',
    button: { payload, text },
  }
}

export function notification(messages: unknown[], from = '447700900123') {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: STAND_IN.displayNumber,
                phone_number_id: STAND_IN.phoneNumberId,
              },
              contacts: [{ profile: { name: 'Customer' }, wa_id: from }],
              messages,
            },
          },
        ],
      },
    ],
  }
}

export function sign(rawBody: string, secret: string = STAND_IN.appSecret): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`
}

/** The request Meta would make: the raw body and its signature header. */
export function signedDelivery(payload: unknown, secret?: string) {
  const body = JSON.stringify(payload)
  return { body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(body, secret) } }
}
