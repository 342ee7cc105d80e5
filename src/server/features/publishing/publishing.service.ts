import { createHmac, timingSafeEqual } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import sharp from 'sharp'
import { type ChannelId, channelName, isChannelId } from '#shared/catalogue/channels.ts'
import { CHANNEL_LIMITS, publishedText } from '#shared/content/network-limits.ts'
import { AppError } from '#shared/errors.ts'
import { formatDateTime } from '#shared/format/dates.ts'
import { paths } from '#shared/paths.ts'
import { MARKED_POSTED, type Publication, RETRY_QUEUED } from '#shared/schemas/publishing.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { EmailService } from '../../email/email.service.ts'
import { publishingFailedEmail } from '../../email/templates/publishing-failed.ts'
import {
  NETWORK_OF_CHANNEL,
  type NetworkAdapter,
  NetworkError,
  type NetworkId,
} from '../../integrations/networks.ts'
import { enqueueMany, type JobQueue } from '../../jobs/queue.ts'
import type { ClaimedJob } from '../../jobs/worker.ts'
import type { Notices } from '../../plugins/realtime/notices.ts'
import {
  apiPostsSince,
  claimDuePosts,
  claimPublication,
  countByStatus,
  findPost,
  findPublication,
  firstImage,
  insertPublications,
  listByStatus,
  listOne,
  PUBLISHABLE,
  type PublicationRow,
  updatePublication,
} from './publishing.repo.ts'

export const PUBLISH_QUEUE = 'publishing.publish'

/** One job per post (and its channel); rate limits and 5xx are retried with backoff for a day. */
export const PUBLISH_JOBS: JobQueue = {
  name: PUBLISH_QUEUE,
  label: 'Publish an approved post to its social network',
  retry: { baseDelayMs: 30_000, maxDelayMs: 30 * 60_000, retryForMs: 24 * 60 * 60_000 },
  identifyingFields: ['publicationId'],
}

export interface PublishingDeps {
  db: Database
  adapters: Partial<Record<NetworkId, NetworkAdapter>>
  appUrl: string
  /** Signs the image addresses handed to the networks. */
  secret: string
  logger: FastifyBaseLogger
  now?: () => Date
  connections: {
    credentials(userId: string, channel: string): Promise<{ accountId: string; accessToken: string } | null>
    reportBroken(userId: string, channel: string, reason: string): Promise<void>
  }
  /** Billing's: customers whose publishing is paused (past due beyond the grace period); their posts wait. */
  pausedCustomers?: (executor: Executor, now: Date) => Promise<string[]>
  /** Where the team hears of a post that failed (SUPPORT_EMAIL), through the e-mail outbox. */
  teamAlerts?: { email: EmailService; to: string }
  /** The team's list and badge refresh (the `content` topic: publications are the posts' outcome). */
  notices?: Notices
  /** Tells the post's owner feature and the team's pages the outcome. */
  onOutcome?: (outcome: {
    postId: string
    status: string
    link: string | null
    reason: string | null
  }) => void
}

const IMAGE_URL_MINUTES = 60
const BATCH = 200

/** Queues the publications of every approved post that is due, one job each, in the same transaction. */
export async function enqueueDuePublications(deps: PublishingDeps, at = deps.now?.() ?? new Date()) {
  let total = 0
  for (;;) {
    const queued = await deps.db.transaction(async (tx) => {
      const paused = (await deps.pausedCustomers?.(tx, at)) ?? []
      const due = await claimDuePosts(tx, at, BATCH, paused)
      const created = await insertPublications(
        tx,
        due.map((post) => ({ postId: post.id, userId: post.customerId, channel: post.channel })),
      )
      await enqueueMany(
        tx,
        PUBLISH_JOBS,
        created.map((row) => ({ publicationId: row.id })),
      )
      return due.length
    })
    total += queued
    if (queued < BATCH) return total
  }
}

export function signImage(deps: Pick<PublishingDeps, 'secret'>, publicationId: string, expires: number) {
  return createHmac('sha256', deps.secret)
    .update(`publication-image:${publicationId}:${expires}`)
    .digest('base64url')
}

export function imageUrl(deps: PublishingDeps, publicationId: string, at: Date) {
  const expires = Math.floor(at.getTime() / 1000) + IMAGE_URL_MINUTES * 60
  const signature = signImage(deps, publicationId, expires)
  return `${deps.appUrl}/api/publishing/images/${publicationId}.jpg?expires=${expires}&signature=${signature}`
}

/** The post's image as the networks take it: JPEG, at most 1080 pixels wide (sharp re-encodes any input). */
export async function publicationImage(
  deps: PublishingDeps,
  publicationId: string,
  query: { expires: number; signature: string },
) {
  const expected = Buffer.from(signImage(deps, publicationId, query.expires))
  const given = Buffer.from(query.signature)
  const fresh = query.expires * 1000 > (deps.now?.() ?? new Date()).getTime()
  if (!fresh || expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new AppError('not_found', 'Image not found')
  const publication = await findPublication(deps.db, publicationId)
  const image = publication && (await firstImage(deps.db, publication.postId))
  if (!image) throw new AppError('not_found', 'Image not found')
  return sharp(image.bytes)
    .rotate()
    .resize({ width: 1080, withoutEnlargement: true })
    .jpeg({ quality: 90 })
    .toBuffer()
}

/**
 * Publishes one post. Idempotent: the attempt first claims the row (queued -> publishing, one winner
 * however many processes run the job); a recorded network post id means it is done; a recorded
 * container is reused. No transaction is held across the network's calls (the network fetches the
 * image from us meanwhile).
 */
export function publishJob(deps: PublishingDeps) {
  return async (job: ClaimedJob) => {
    const publicationId = String(job.payload.publicationId)
    const publication = await claimPublication(deps.db, publicationId, deps.now?.() ?? new Date())
    if (!publication) return
    const outcome = async (values: Partial<PublicationRow> & { status: string }) => {
      // A failure and the team's e-mail about it are one write: both or neither.
      await deps.db.transaction(async (tx) => {
        await updatePublication(tx, publication.id, values)
        if (values.status === 'failed') await alertTeam(deps, tx, publication, values.reason ?? '')
      })
      if (NEEDS_THE_TEAM.includes(values.status)) tellTeam(deps)
      deps.onOutcome?.({
        postId: publication.postId,
        status: values.status,
        link: values.link ?? null,
        reason: values.reason ?? null,
      })
    }
    if (publication.networkPostId) return outcome({ status: 'published', link: publication.link })
    const post = await findPost(deps.db, publication.postId)
    if (!post || !PUBLISHABLE.includes(post.status) || post.heldAt)
      return outcome({ status: 'cancelled', reason: 'The post was changed, held or no longer approved' })
    const channel = publication.channel
    if (!isChannelId(channel)) return outcome({ status: 'manual', reason: null })
    const adapter = deps.adapters[NETWORK_OF_CHANNEL[channel]]
    const credentials = adapter?.configured
      ? await deps.connections.credentials(publication.userId, channel)
      : null
    if (!adapter?.configured || !credentials)
      return outcome({
        status: 'manual',
        reason: adapter?.configured ? 'The profile is not connected' : null,
      })
    // The network's daily limit is met by waiting for room, never by failing (Instagram: 25 a day).
    const room = await nextRoomAt(deps, publication.userId, channel)
    if (room) return reschedule(deps, publication.id, room, dailyLimitReason(channel, room))
    const hasImage = Boolean(await firstImage(deps.db, post.id))
    try {
      const published = await adapter.publish(
        {
          channel,
          accountId: credentials.accountId,
          accessToken: credentials.accessToken,
          caption: publishedText(post.caption, post.hashtags),
          imageUrl: hasImage ? imageUrl(deps, publication.id, deps.now?.() ?? new Date()) : null,
        },
        async (containerId) => updatePublication(deps.db, publication.id, { containerId }),
        publication.containerId ?? undefined,
      )
      // The network's id and the success are one write: a retry that finds the id does not post again.
      await outcome({
        status: 'published',
        networkPostId: published.networkPostId,
        link: published.link,
        publishedAt: deps.now?.() ?? new Date(),
        reason: null,
      })
    } catch (error) {
      if (!(error instanceof NetworkError)) {
        await updatePublication(deps.db, publication.id, { status: 'queued' })
        throw error
      }
      if (error.kind === 'rate_limited' && error.retryAfterMs !== undefined) {
        // The network said when: the job waits until then (or until the daily window has room).
        const asked = new Date((deps.now?.() ?? new Date()).getTime() + error.retryAfterMs)
        const room = await nextRoomAt(deps, publication.userId, channel)
        const at = room && room > asked ? room : asked
        return reschedule(deps, publication.id, at, error.message)
      }
      if (error.kind === 'rate_limited' || error.kind === 'transient') {
        // Back in the queue; the job worker retries with backoff.
        await updatePublication(deps.db, publication.id, { status: 'queued', reason: error.message })
        throw error
      }
      if (error.kind === 'auth')
        await deps.connections.reportBroken(publication.userId, channel, error.message)
      await outcome({ status: 'failed', reason: error.message })
    }
  }
}

const DAY_MS = 24 * 60 * 60_000

/**
 * When the account has room again under its network's daily limit, or null when it has room now: the
 * moment the oldest of its posts of the last 24 hours leaves the window.
 */
async function nextRoomAt(deps: PublishingDeps, userId: string, channel: ChannelId): Promise<Date | null> {
  const limit = CHANNEL_LIMITS[channel].apiPostsPerDay
  if (limit === null) return null
  const now = deps.now?.() ?? new Date()
  const recent = await apiPostsSince(deps.db, userId, channel, new Date(now.getTime() - DAY_MS))
  if (recent.count < limit || !recent.oldest) return null
  return new Date(recent.oldest.getTime() + DAY_MS)
}

function dailyLimitReason(channel: ChannelId, at: Date) {
  const limit = CHANNEL_LIMITS[channel].apiPostsPerDay
  return `${channelName(channel)} takes ${limit} posts a day from one account: publishing at ${formatDateTime(at)}`
}

/** Back in the queue with a job for `at`; the one running ends without an error (no backoff, no failure). */
async function reschedule(deps: PublishingDeps, publicationId: string, at: Date, reason: string) {
  await deps.db.transaction(async (tx) => {
    await updatePublication(tx, publicationId, { status: 'queued', reason })
    await enqueueMany(tx, PUBLISH_JOBS, [{ publicationId }], { runAt: at })
  })
}

/** The e-mail to the team about a failed post, written to the outbox in the caller's transaction. */
async function alertTeam(
  deps: PublishingDeps,
  executor: Executor,
  publication: PublicationRow,
  reason: string,
) {
  if (!deps.teamAlerts || !isChannelId(publication.channel)) return
  const [post] = await listOne(executor, publication.id)
  if (!post) return
  await deps.teamAlerts.email.queue(executor, {
    to: deps.teamAlerts.to,
    template: 'publishing-failed',
    content: publishingFailedEmail({
      customerName: post.customerName,
      customerEmail: post.customerEmail,
      channel: publication.channel,
      scheduledAt: post.scheduledAt,
      reason,
      adminUrl: `${deps.appUrl}${paths.adminPublishing}`,
    }),
    about: { userId: publication.userId },
  })
}

/** Publications the team must act on: failed ones (retry or post by hand) and those to post by hand. */
const NEEDS_THE_TEAM = ['failed', 'manual']

function tellTeam(deps: PublishingDeps) {
  deps.notices?.tell('content', { admins: true })
}

export async function countForTeam(deps: PublishingDeps) {
  return { count: await countByStatus(deps.db, NEEDS_THE_TEAM) }
}

export async function listForTeam(deps: PublishingDeps): Promise<Publication[]> {
  const rows = await listByStatus(deps.db, NEEDS_THE_TEAM)
  return rows.map(({ publication: row, ...post }) => ({
    id: row.id,
    postId: row.postId,
    userId: row.userId,
    channel: row.channel,
    status: row.status as Publication['status'],
    link: row.link,
    reason: row.reason,
    updatedAt: row.updatedAt.toISOString(),
    scheduledAt: post.scheduledAt.toISOString(),
    caption: post.caption,
    customerName: post.customerName,
    customerEmail: post.customerEmail,
  }))
}

/** A failed publication goes back in the queue with a new job (its recorded ids are kept: no double post). */
export async function retryPublication(deps: PublishingDeps, publicationId: string) {
  await deps.db.transaction(async (tx) => {
    const row = await findPublication(tx, publicationId)
    if (!row) throw new AppError('not_found', 'Publication not found')
    if (row.status !== 'failed') throw new AppError('conflict', 'Only a failed post can be published again')
    await updatePublication(tx, publicationId, { status: 'queued', reason: null })
    await enqueueMany(tx, PUBLISH_JOBS, [{ publicationId }])
  })
  tellTeam(deps)
  return { notice: RETRY_QUEUED }
}

export async function markPostedByHand(deps: PublishingDeps, publicationId: string, link: string | null) {
  const row = await findPublication(deps.db, publicationId)
  if (!row) throw new AppError('not_found', 'Publication not found')
  if (row.status === 'published') throw new AppError('conflict', 'This post is already published')
  await updatePublication(deps.db, publicationId, { status: 'published', link, reason: MARKED_POSTED })
  deps.onOutcome?.({ postId: row.postId, status: 'published', link, reason: MARKED_POSTED })
  tellTeam(deps)
  return { notice: MARKED_POSTED }
}
