import { BRAND } from '#shared/brand.ts'
import type { ChannelId } from '#shared/catalogue/channels.ts'
import { channelName } from '#shared/catalogue/channels.ts'
import { CHANGES_REQUESTED_EMAIL_SUBJECT, REVIEW_EMAIL_SUBJECT } from '#shared/content/content-messages.ts'
import { CHANGE_CUTOFF_HOURS } from '#shared/content/content-rules.ts'
import { formatDateTime } from '#shared/format/dates.ts'
import { type RenderedEmail, renderLayout } from './layout.ts'

export interface PostSummary {
  channel: ChannelId
  scheduledAt: Date
}

const postLine = (post: PostSummary) => `${formatDateTime(post.scheduledAt)} – ${channelName(post.channel)}`

/** To the customer: a batch is ready, with the login-free link that opens it. */
export function postsReadyForReviewEmail(input: {
  name: string
  posts: PostSummary[]
  reviewUrl: string
  dashboardUrl: string
  expiresAt: Date
  noAnswerRuleDescription: string
}): RenderedEmail {
  const count = input.posts.length
  return renderLayout(REVIEW_EMAIL_SUBJECT, {
    heading: REVIEW_EMAIL_SUBJECT,
    paragraphs: [
      `Hello ${input.name || 'there'},`,
      `${count === 1 ? 'One new post is' : `${count} new posts are`} ready for you to approve or to ask for changes:`,
      input.posts.map(postLine).join('\n'),
      `Changes asked for at least ${CHANGE_CUTOFF_HOURS} hours before a post's time are made in time for it. ${input.noAnswerRuleDescription}`,
      `The button below opens these posts without signing in, until ${formatDateTime(input.expiresAt)}. Please do not forward this e-mail: anyone with the link can approve these posts.`,
    ],
    action: { label: 'Review my posts', url: input.reviewUrl },
    links: [{ label: 'Or sign in to your dashboard', url: input.dashboardUrl }],
  })
}

/** To the team: a customer asked for changes to a post. */
export function changesRequestedEmail(input: {
  customerName: string
  customerEmail: string
  post: PostSummary
  comment: string
  lateRequest: boolean
  adminUrl: string
}): RenderedEmail {
  const paragraphs = [
    `${input.customerName || 'A customer'} <${input.customerEmail}> asked for changes to the post of ${postLine(input.post)}.`,
    `What they wrote:\n${input.comment}`,
  ]
  if (input.lateRequest) {
    paragraphs.push(
      `This request came after the ${CHANGE_CUTOFF_HOURS}-hour cut-off: the changes may be too late for this date.`,
    )
  }
  return renderLayout(`${CHANGES_REQUESTED_EMAIL_SUBJECT}: ${postLine(input.post)}`, {
    heading: CHANGES_REQUESTED_EMAIL_SUBJECT,
    paragraphs,
    action: { label: `Open the post in ${BRAND.name}`, url: input.adminUrl },
  })
}
