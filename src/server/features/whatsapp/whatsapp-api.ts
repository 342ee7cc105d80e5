/**
 * The WhatsApp Cloud API as this product uses it: POST {api}/{phone-number-id}/messages with a bearer
 * token; the answer names the message id (`messages[0].id`), an error answers `{ error: { message,
 * type, code, fbtrace_id } }`.
 */

export interface WhatsappSettings {
  apiUrl: string
  token: string
  phoneNumberId: string
  appSecret: string
  verifyToken: string
}

/** A message as the API takes it, without `messaging_product` and `to`. */
export type OutgoingMessage =
  | { type: 'text'; text: { body: string; preview_url?: boolean } }
  | { type: 'image'; image: { link: string; caption?: string } }
  | {
      type: 'template'
      template: {
        name: string
        language: { code: string }
        components?: {
          type: 'body' | 'button'
          sub_type?: string
          index?: string
          parameters: { type: 'text'; text: string }[]
        }[]
      }
    }
  | {
      type: 'interactive'
      interactive: {
        type: 'button'
        header?: { type: 'image'; image: { link: string } }
        body: { text: string }
        action: { buttons: { type: 'reply'; reply: { id: string; title: string } }[] }
      }
    }

export class WhatsappApiError extends Error {}

export async function sendWhatsappMessage(
  settings: WhatsappSettings,
  to: string,
  message: OutgoingMessage,
): Promise<string> {
  const response = await fetch(`${settings.apiUrl}/${settings.phoneNumberId}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', to, ...message }),
    signal: AbortSignal.timeout(15_000),
  })
  const body = (await response.json().catch(() => null)) as {
    messages?: { id?: string }[]
    error?: { message?: string; code?: number }
  } | null
  if (!response.ok || !body?.messages?.[0]?.id) {
    const reason = body?.error
      ? `${body.error.code ?? ''} ${body.error.message ?? ''}`.trim()
      : response.statusText
    throw new WhatsappApiError(`WhatsApp API answered ${response.status}: ${reason}`)
  }
  return body.messages[0].id
}
