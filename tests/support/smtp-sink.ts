import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface ReceivedEmail {
  to: string[]
  from: string
  subject: string
  text: string
  html: string
  messageId: string | undefined
  /** Attached files, their content as UTF-8 text (calendar files, say). */
  attachments: { filename: string; contentType: string; content: string }[]
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives, for tests to read. */
export class SmtpSink {
  readonly messages: ReceivedEmail[] = []
  private server: SMTPServer | undefined
  private waiters: Array<() => void> = []
  port = 0

  async start(port = 0): Promise<number> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // Tests stop the server to simulate an outage; do not wait 30 s for idle clients to leave.
      closeTimeout: 500,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []
            this.messages.push({
              to: to.flatMap((group) => group.value.map((address) => address.address ?? '')),
              from: mail.from?.text ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              messageId: mail.messageId,
              attachments: mail.attachments.map((file) => ({
                filename: file.filename ?? '',
                contentType: file.contentType,
                content: file.content.toString('utf8'),
              })),
            })
            for (const wake of this.waiters.splice(0)) wake()
            callback()
          })
          .catch(callback)
      },
    })
    this.server = server
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve())
    })
    this.port = (server.server.address() as AddressInfo).port
    return this.port
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`
  }

  async stop(): Promise<void> {
    const server = this.server
    this.server = undefined
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  /** Forgets the messages received so far (the next test file on the same server). */
  clear(): void {
    this.messages.length = 0
  }

  /** Waits until a message matching the predicate has arrived, or fails after the timeout. */
  async waitFor(predicate: (email: ReceivedEmail) => boolean, timeoutMs = 20_000): Promise<ReceivedEmail> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = this.messages.find(predicate)
      if (found) return found
      const remaining = deadline - Date.now()
      if (remaining <= 0)
        throw new Error(`No matching e-mail within ${timeoutMs} ms (received ${this.messages.length})`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining)
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }
}

export function firstLink(text: string): string {
  const match = text.match(/https?:\/\/[^\s"'<>)]+/)
  if (!match) throw new Error('no link in e-mail')
  return match[0]
}
