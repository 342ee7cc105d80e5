import { type ChannelId, channelName } from '#shared/catalogue/channels.ts'
import { formatDateTime } from '#shared/format/dates.ts'
import type { Executor } from '../../db/client.ts'
import { queueWhatsappMessages } from './whatsapp.jobs.ts'
import { findOptIn } from './whatsapp.repo.ts'
import { POSTS_SHOWN_ONE_BY_ONE, WHATSAPP_TEMPLATES, type WhatsappDeps } from './whatsapp.service.ts'
import type { OutgoingMessage } from './whatsapp-api.ts'

/** What the content feature tells when posts go in review (its `ReviewNotifier` port, same shape). */
export interface SentBatch {
  customerId: string
  batchId: string
  reviewUrl: string
  expiresAt: Date
  posts: { id: string; caption: string; channel: string; scheduledAt: Date; imageUrl: string | null }[]
}

/** The quick-reply buttons name their answer, batch and post; the webhook reads them back. */
export const APPROVE = 'Approve'
export const REQUEST_CHANGES = 'Request changes'
export const buttonId = (kind: 'approve' | 'changes', batchId: string, postId: string) =>
  `${kind}:${batchId}:${postId}`

export function parseButtonId(id: string) {
  const match = /^(approve|changes):([0-9a-f-]{36}):([0-9a-f-]{36})$/.exec(id)
  if (!match) return undefined
  return { kind: match[1] as 'approve' | 'changes', batchId: match[2] as string, postId: match[3] as string }
}

const BODY_LIMIT = 1024

function postMessage(batchId: string, post: SentBatch['posts'][number]): OutgoingMessage {
  const body = `${formatDateTime(post.scheduledAt)} – ${channelName(post.channel as ChannelId)}\n\n${post.caption || '(no caption)'}`
  return {
    type: 'interactive',
    interactive: {
      type: 'button',
      ...(post.imageUrl ? { header: { type: 'image' as const, image: { link: post.imageUrl } } } : {}),
      body: { text: body.length > BODY_LIMIT ? `${body.slice(0, BODY_LIMIT - 1)}…` : body },
      action: {
        buttons: [
          { type: 'reply', reply: { id: buttonId('approve', batchId, post.id), title: APPROVE } },
          { type: 'reply', reply: { id: buttonId('changes', batchId, post.id), title: REQUEST_CHANGES } },
        ],
      },
    },
  }
}

/**
 * In the sending transaction: a customer who confirmed a number gets the template with how many posts
 * wait and the signed review link, and, when few, each post with its image, caption and buttons.
 */
export async function postsSentForReview(deps: WhatsappDeps, executor: Executor, sent: SentBatch) {
  if (!deps.settings || sent.posts.length === 0) return
  const optIn = await findOptIn(executor, sent.customerId)
  if (optIn?.status !== 'active') return
  const messages: OutgoingMessage[] = [
    {
      type: 'template',
      template: {
        name: WHATSAPP_TEMPLATES.postsWaiting,
        language: { code: WHATSAPP_TEMPLATES.language },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: String(sent.posts.length) },
              { type: 'text', text: sent.reviewUrl },
            ],
          },
        ],
      },
    },
  ]
  if (sent.posts.length <= POSTS_SHOWN_ONE_BY_ONE)
    for (const post of sent.posts) messages.push(postMessage(sent.batchId, post))
  await queueWhatsappMessages(executor, sent.customerId, optIn.phone, messages)
}
