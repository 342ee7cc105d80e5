import nodemailer from 'nodemailer'
import type { OutboxAttachment } from '../db/schema/infrastructure.ts'

export interface OutgoingEmail {
  id: string
  to: string
  from: string
  subject: string
  html: string
  text: string
  attachments?: readonly OutboxAttachment[]
}

export interface EmailTransport {
  /** 'smtp' delivers; 'capture' keeps messages in the outbox (no SMTP_URL, or EMAIL_CAPTURE=true). */
  kind: 'smtp' | 'capture'
  send(message: OutgoingEmail): Promise<{ messageId: string }>
  close(): void
}

export function createEmailTransport(options: {
  smtpUrl: string | undefined
  /** EMAIL_CAPTURE: keep every message in the outbox even when SMTP is configured. */
  capture: boolean
}): EmailTransport {
  const { smtpUrl } = options
  if (options.capture || !smtpUrl) {
    return {
      kind: 'capture',
      send: async (message) => ({ messageId: `captured-${message.id}` }),
      close() {},
    }
  }
  const url = new URL(smtpUrl)
  // Pooled: deliveries reuse open connections (at most 5) instead of one TLS handshake per e-mail.
  const transporter = nodemailer.createTransport({
    pool: true,
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
    secure: url.protocol === 'smtps:',
    ignoreTLS:
      url.searchParams.get('ignoreTLS') === 'true' ||
      url.hostname === '127.0.0.1' ||
      url.hostname === 'localhost',
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transporter.sendMail({
        // The outbox id as Message-ID lets a receiving system discard a repeat after a crash mid-send.
        messageId: `<${message.id}@postcraft.outbox>`,
        from: message.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        attachments: (message.attachments ?? []).map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: file.content,
          ...(file.encoding ? { encoding: file.encoding } : {}),
        })),
      })
      return { messageId: info.messageId }
    },
    close: () => transporter.close(),
  }
}
