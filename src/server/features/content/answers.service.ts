import type { ChannelId } from '#shared/catalogue/channels.ts'
import { isLateForChanges } from '#shared/content/change-window.ts'
import { CONTENT_MESSAGES } from '#shared/content/content-messages.ts'
import { teamContentPath } from '#shared/paths.ts'
import type { Executor } from '../../db/client.ts'
import { changesRequestedEmail } from '../../email/templates/content-review.ts'
import { type Actor, type ContentDeps, commitChange, statusAfter } from './content.service.ts'
import { findPerson, insertComment, type PostRow } from './posts.repo.ts'

/**
 * The customer's two answers to a post in review, from the dashboard or the review link: approve, or
 * ask for changes with a comment. A request after the 48-hour cut-off is accepted and marked late.
 */

export async function approvePost(
  executor: Executor,
  post: PostRow,
  actor: Actor,
  now: Date,
): Promise<PostRow> {
  return commitChange(executor, post, { actor, change: 'Approved', now, action: 'approve' })
}

export async function requestChanges(
  deps: Pick<ContentDeps, 'email' | 'appUrl' | 'supportEmail'>,
  executor: Executor,
  post: PostRow,
  input: { actor: Actor; comment: string; now: Date },
): Promise<{ post: PostRow; lateRequest: boolean; notice: string }> {
  statusAfter(post, 'request_changes')
  const lateRequest = isLateForChanges(post.scheduledAt, input.now)
  await insertComment(executor, {
    postId: post.id,
    kind: 'change_request',
    authorKind: input.actor.kind === 'review_link' ? 'review_link' : 'customer',
    authorUserId: input.actor.userId,
    authorName: input.actor.name,
    body: input.comment,
    lateRequest,
    createdAt: input.now,
  })
  const updated = await commitChange(executor, post, {
    actor: input.actor,
    change: lateRequest ? 'Changes requested after the 48-hour cut-off' : 'Changes requested',
    now: input.now,
    action: 'request_changes',
  })
  const customer = await findPerson(executor, post.customerId)
  await deps.email.queue(executor, {
    to: deps.supportEmail,
    template: 'content-changes-requested',
    content: changesRequestedEmail({
      customerName: customer?.name ?? '',
      customerEmail: customer?.email ?? '',
      post: { channel: post.channel as ChannelId, scheduledAt: post.scheduledAt },
      comment: input.comment,
      lateRequest,
      adminUrl: `${deps.appUrl}${teamContentPath(post.customerId, post.id)}`,
    }),
    about: { userId: post.customerId },
  })
  return {
    post: updated,
    lateRequest,
    notice: lateRequest ? CONTENT_MESSAGES.lateChangesRequested : CONTENT_MESSAGES.changesRequested,
  }
}
