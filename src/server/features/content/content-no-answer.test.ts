import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PostDetail } from '#shared/schemas/content.ts'
import {
  administrator,
  ContentClock,
  customer,
  DAY,
  HOUR,
  type Person,
  requester,
} from '../../../../tests/support/content.ts'
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { jobs } from '../../db/schema/infrastructure.ts'
import { applyNoAnswerRule, ensureNoAnswerJob, NO_ANSWER_QUEUE, runNoAnswerJob } from './no-answer.job.ts'

describe.each(backends)('the no-answer rule on %s', (backend) => {
  const clock = new ContentClock()
  let t: TestApp
  let admin: string
  let approver: Person
  let holder: Person
  let as: ReturnType<typeof requester>
  const deps = () => ({ db: t.database.db, notices: { tell() {} }, now: clock.now })

  beforeAll(async () => {
    t = await createTestApp(backend, {}, { now: clock.now })
    as = requester(t)
    admin = await administrator(t)
    approver = await customer(t, 'approver@example.com', 'Approver')
    holder = await customer(t, 'holder@example.com', 'Holder')
    await as(admin, {
      method: 'PUT',
      url: `/api/admin/content/customers/${approver.id}/settings`,
      payload: { noAnswerRule: 'approve' },
    })
  })
  afterAll(async () => {
    await t.close()
  })

  const inReview = async (who: Person, inMs: number): Promise<PostDetail> => {
    const created = await as(admin, {
      method: 'POST',
      url: `/api/admin/content/customers/${who.id}/posts`,
      payload: { channel: 'threads', scheduledAt: clock.inFuture(inMs) },
    })
    const post = created.json().post as PostDetail
    await as(admin, {
      method: 'POST',
      url: `/api/admin/content/customers/${who.id}/review-batches`,
      payload: { postIds: [post.id] },
    })
    return post
  }
  const detail = async (id: string): Promise<PostDetail> =>
    (await as(admin, { method: 'GET', url: `/api/admin/content/posts/${id}` })).json()

  it('approves unanswered posts 24 hours before publishing for a customer who chose so, and no others', async () => {
    const due = await inReview(approver, 30 * HOUR)
    const notYet = await inReview(approver, 3 * DAY)
    clock.advance(7 * HOUR)
    expect(await applyNoAnswerRule(deps(), clock.now())).toEqual({ approved: 1, held: 0 })
    const approved = await detail(due.id)
    expect(approved.status).toBe('approved')
    expect(approved.versions[0]).toMatchObject({
      actorKind: 'no_answer_rule',
      change: 'Approved',
      status: 'approved',
    })
    expect((await detail(notYet.id)).status).toBe('in_review')
    // A second run finds nothing more to do.
    expect(await applyNoAnswerRule(deps(), clock.now())).toEqual({ approved: 0, held: 0 })
  })

  it('holds them for a customer on the default rule, shown on the post, once', async () => {
    const due = await inReview(holder, 30 * HOUR)
    clock.advance(7 * HOUR)
    expect(await applyNoAnswerRule(deps(), clock.now())).toEqual({ approved: 0, held: 1 })
    const held = (
      await as(holder.cookie, { method: 'GET', url: `/api/content/posts/${due.id}` })
    ).json() as PostDetail
    expect(held.status).toBe('in_review')
    expect(held.heldAt).toBe(clock.now().toISOString())
    expect(held.versions[0]).toMatchObject({
      actorKind: 'no_answer_rule',
      change: 'Held: no answer 24 hours before publishing',
    })
    expect(await applyNoAnswerRule(deps(), clock.now())).toEqual({ approved: 0, held: 0 })
    const settings = (await as(holder.cookie, { method: 'GET', url: '/api/content/settings' })).json()
    expect(settings).toEqual({
      noAnswerRule: 'hold',
      description: expect.stringContaining('held and not published until you approve them'),
    })
    // The customer can still approve a held post, which ends the hold.
    const approved = await as(holder.cookie, { method: 'POST', url: `/api/content/posts/${due.id}/approve` })
    expect(approved.json().post).toMatchObject({ status: 'approved', heldAt: null })
  })

  it('runs as a job in the jobs table that queues its next run, one chain only', async () => {
    await ensureNoAnswerJob(t.database.db)
    await ensureNoAnswerJob(t.database.db)
    const queued = () =>
      t.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.queue, NO_ANSWER_QUEUE), eq(jobs.status, 'queued')))
    const [first, ...others] = await queued()
    expect(first).toBeDefined()
    expect(others).toEqual([])
    const due = await inReview(approver, 23 * HOUR)
    await runNoAnswerJob(deps())({
      id: first?.id ?? '',
      queue: NO_ANSWER_QUEUE,
      payload: {},
      attempts: 1,
      maxAttempts: 3,
    })
    expect((await detail(due.id)).status).toBe('approved')
    const next = (await queued()).filter((job) => job.id !== first?.id)
    expect(next).toHaveLength(1)
    expect(next[0]?.runAt.getTime()).toBe(clock.now().getTime() + 15 * 60_000)
  })
})
