import { isChannelId } from '#shared/catalogue/channels.ts'
import { CONTENT_MESSAGES } from '#shared/content/content-messages.ts'
import {
  CONTENT_LIMITS,
  DEFAULT_NO_ANSWER_RULE,
  type NoAnswerRule,
  noAnswerRuleDescriptions,
} from '#shared/content/content-rules.ts'
import { limitProblems } from '#shared/content/network-limits.ts'
import { isEditable, type PostStatus } from '#shared/content/post-status.ts'
import { AppError } from '#shared/errors.ts'
import type {
  CommentRequest,
  ContentSettings,
  CreatePostRequest,
  Post,
  UpdatePostRequest,
} from '#shared/schemas/content.ts'
import type { Executor } from '../../db/client.ts'
import {
  type Actor,
  type ContentDeps,
  commitChange,
  notFound,
  presentPostDetail,
  presentPosts,
  recordVersion,
  tellContentChanged,
  toComment,
} from './content.service.ts'
import {
  countPostsWithStatus,
  findNoAnswerRule,
  findPerson,
  findPost,
  insertComment,
  insertPost,
  listChangeRequestedPosts,
  listPosts,
  lockPost,
  type PostRow,
  saveNoAnswerRule,
} from './posts.repo.ts'

export interface TeamMember {
  id: string
  name: string
  email: string
}

export const teamActor = (member: TeamMember): Actor => ({
  kind: 'team',
  userId: member.id,
  name: member.name || member.email,
})

/** The customer an administrator works on: an existing account that is not an administrator's. */
export async function requireCustomer(executor: Executor, customerId: string) {
  const person = await findPerson(executor, customerId)
  if (!person || person.role === 'admin') throw new AppError('not_found', CONTENT_MESSAGES.customerNotFound)
  return person
}

/** A post over its network's caption or hashtag limit is refused with the field and the limit (400). */
export function refuseOverLimits(channel: string, caption: string, hashtags: readonly string[]): void {
  if (!isChannelId(channel)) return
  const problems = limitProblems(channel, caption, hashtags)
  const [first] = problems
  if (!first) return
  throw new AppError(
    'bad_request',
    first.message,
    Object.fromEntries(problems.map((problem) => [problem.field, problem.message])),
  )
}

export function refuseThePast(scheduledAt: Date, now: Date): void {
  if (scheduledAt.getTime() <= now.getTime()) {
    throw new AppError('bad_request', CONTENT_MESSAGES.postInPast, {
      scheduledAt: CONTENT_MESSAGES.postInPast,
    })
  }
}

/** The calendar range, with its defaults and bound (at most 100 days). */
export function resolveRange(
  range: { from?: string | undefined; to?: string | undefined },
  now: Date,
): { from: Date; to: Date } {
  const day = 24 * 60 * 60 * 1000
  const from = range.from ? new Date(range.from) : new Date(now.getTime() - 31 * day)
  const to = range.to ? new Date(range.to) : new Date(from.getTime() + 93 * day)
  if (to <= from || to.getTime() - from.getTime() > CONTENT_LIMITS.rangeMaxDays * day) {
    throw new AppError('bad_request', CONTENT_MESSAGES.invalidRange, { to: CONTENT_MESSAGES.invalidRange })
  }
  return { from, to }
}

export async function listCustomerPosts(
  deps: ContentDeps,
  customerId: string,
  query: { from?: string; to?: string },
) {
  const now = deps.now()
  await requireCustomer(deps.db, customerId)
  const range = resolveRange(query, now)
  const rows = await listPosts(deps.db, { customerId, ...range, hideDrafts: false })
  return {
    posts: await presentPosts(deps.db, rows, now),
    from: range.from.toISOString(),
    to: range.to.toISOString(),
  }
}

export async function createPost(
  deps: ContentDeps,
  member: TeamMember,
  customerId: string,
  input: Required<Pick<CreatePostRequest, 'channel' | 'scheduledAt'>> & {
    caption: string
    hashtags: string[]
  },
) {
  const now = deps.now()
  const scheduledAt = new Date(input.scheduledAt)
  refuseThePast(scheduledAt, now)
  refuseOverLimits(input.channel, input.caption, input.hashtags)
  const post = await deps.db.transaction(async (tx) => {
    await requireCustomer(tx, customerId)
    const row = await insertPost(tx, {
      customerId,
      channel: input.channel,
      scheduledAt,
      caption: input.caption,
      hashtags: input.hashtags,
      status: 'draft',
      version: 1,
      createdAt: now,
      updatedAt: now,
    })
    await recordVersion(tx, row, { actor: teamActor(member), change: 'Created', now })
    return presentPostDetail(tx, row, now)
  })
  tellContentChanged(deps, [])
  return { post, notice: CONTENT_MESSAGES.postCreated }
}

/** The post, locked, for a change by the team. */
export async function lockPostForTeam(executor: Executor, postId: string): Promise<PostRow> {
  const post = await lockPost(executor, postId)
  if (!post) throw notFound()
  return post
}

export function refuseUnlessEditable(post: PostRow): void {
  if (!isEditable(post.status as PostStatus)) throw new AppError('conflict', CONTENT_MESSAGES.notEditable)
}

/** An edit by the team; a post with changes requested becomes revised. */
export async function editPost(
  deps: ContentDeps,
  member: TeamMember,
  postId: string,
  input: Omit<UpdatePostRequest, 'hashtags'> & { hashtags?: string[] | undefined },
) {
  const now = deps.now()
  const { post, customerId } = await deps.db.transaction(async (tx) => {
    const current = await lockPostForTeam(tx, postId)
    refuseUnlessEditable(current)
    const scheduledAt = input.scheduledAt ? new Date(input.scheduledAt) : undefined
    if (scheduledAt) refuseThePast(scheduledAt, now)
    refuseOverLimits(
      input.channel ?? current.channel,
      input.caption ?? current.caption,
      input.hashtags ?? current.hashtags,
    )
    const updated = await commitChange(tx, current, {
      actor: teamActor(member),
      change: 'Edited',
      now,
      ...(current.status === 'changes_requested' ? { action: 'revise' as const } : {}),
      patch: {
        ...(input.channel ? { channel: input.channel } : {}),
        ...(scheduledAt ? { scheduledAt } : {}),
        ...(input.caption !== undefined ? { caption: input.caption } : {}),
        ...(input.hashtags ? { hashtags: input.hashtags } : {}),
      },
    })
    return { post: await presentPostDetail(tx, updated, now), customerId: updated.customerId }
  })
  tellContentChanged(deps, [customerId])
  return { post, notice: CONTENT_MESSAGES.postSaved }
}

/** approved → scheduled, scheduled → published; anything else is refused with 409. */
export async function moveByTeam(
  deps: ContentDeps,
  member: TeamMember,
  postId: string,
  action: 'schedule' | 'publish',
) {
  const now = deps.now()
  const { post, customerId } = await deps.db.transaction(async (tx) => {
    const current = await lockPostForTeam(tx, postId)
    const updated = await commitChange(tx, current, {
      actor: teamActor(member),
      change: action === 'schedule' ? 'Scheduled' : 'Published',
      now,
      action,
    })
    return { post: await presentPostDetail(tx, updated, now), customerId: updated.customerId }
  })
  tellContentChanged(deps, [customerId])
  return { post, notice: action === 'schedule' ? CONTENT_MESSAGES.scheduled : CONTENT_MESSAGES.published }
}

export async function getPostForTeam(deps: ContentDeps, postId: string) {
  const post = await findPost(deps.db, postId)
  if (!post) throw notFound()
  return presentPostDetail(deps.db, post, deps.now())
}

export async function addTeamComment(
  deps: ContentDeps,
  member: TeamMember,
  postId: string,
  input: CommentRequest,
) {
  const now = deps.now()
  const { comment, customerId } = await deps.db.transaction(async (tx) => {
    const post = await lockPostForTeam(tx, postId)
    const row = await insertComment(tx, {
      postId,
      kind: 'comment',
      authorKind: 'team',
      authorUserId: member.id,
      authorName: teamActor(member).name,
      body: input.body,
      createdAt: now,
    })
    return { comment: toComment(row), customerId: post.customerId }
  })
  tellContentChanged(deps, [customerId])
  return { comment, notice: CONTENT_MESSAGES.commentAdded }
}

export async function readSettings(executor: Executor, customerId: string): Promise<ContentSettings> {
  const rule = ((await findNoAnswerRule(executor, customerId)) ?? DEFAULT_NO_ANSWER_RULE) as NoAnswerRule
  return { noAnswerRule: rule, description: noAnswerRuleDescriptions[rule] }
}

export async function getCustomerSettings(deps: ContentDeps, customerId: string) {
  await requireCustomer(deps.db, customerId)
  return { settings: await readSettings(deps.db, customerId), notice: '' }
}

export async function setCustomerSettings(deps: ContentDeps, customerId: string, rule: NoAnswerRule) {
  await requireCustomer(deps.db, customerId)
  await saveNoAnswerRule(deps.db, customerId, rule, deps.now())
  tellContentChanged(deps, [customerId])
  return { settings: await readSettings(deps.db, customerId), notice: CONTENT_MESSAGES.settingsSaved }
}

/** The team's list above the calendar: never more rows than the team could read at once. */
const CHANGE_REQUESTS_SHOWN = 200
const unknownCustomer = { id: '', email: '', name: '' }

/**
 * Every post whose customer asked for changes, whatever its customer and month, oldest request first:
 * the request waiting longest is answered first.
 */
export async function listChangeRequests(deps: ContentDeps) {
  const rows = await listChangeRequestedPosts(deps.db, CHANGE_REQUESTS_SHOWN)
  const presented = await presentPosts(
    deps.db,
    rows.map((row) => row.post),
    deps.now(),
  )
  const requestedAt = (post: Post) => post.lastChangeRequest?.at ?? post.updatedAt
  const listed = presented.map((post, index) => ({
    post,
    customer: rows[index]?.customer ?? unknownCustomer,
  }))
  return { posts: listed.sort((a, b) => requestedAt(a.post).localeCompare(requestedAt(b.post))) }
}

export async function changeRequestCount(deps: ContentDeps) {
  return { count: await countPostsWithStatus(deps.db, 'changes_requested') }
}

/**
 * Publishing reports a post live on its network (or posted by hand): approved or scheduled becomes
 * published, recorded as the team's change. Anything else (already published) is left as it is.
 */
export async function recordPublished(deps: ContentDeps, postId: string, link: string | null) {
  const now = deps.now()
  const actor = { kind: 'team' as const, userId: null, name: 'Publishing' }
  const customerId = await deps.db.transaction(async (tx) => {
    let post = await lockPostForTeam(tx, postId)
    if (post.status === 'approved')
      post = await commitChange(tx, post, { actor, change: 'Scheduled', now, action: 'schedule' })
    if (post.status !== 'scheduled') return null
    await commitChange(tx, post, {
      actor,
      change: 'Published',
      now,
      action: 'publish',
      patch: { publishedLink: link },
    })
    return post.customerId
  })
  if (customerId) tellContentChanged(deps, [customerId])
}
