import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_MESSAGES } from '#shared/content/content-messages.ts'
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
import { EventStream } from '../../../../tests/support/event-stream.ts'
import { createTestApp, latestEmail, type TestApp } from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { contentPosts, contentPostVersions } from '../../db/schema/content.ts'

const SUPPORT_EMAIL = 'team@postcraft.test'

describe.each(backends)('content calendar lifecycle on %s', (backend) => {
  const clock = new ContentClock()
  let t: TestApp
  let admin: string
  let alice: Person
  let bob: Person
  let as: ReturnType<typeof requester>

  beforeAll(async () => {
    t = await createTestApp(backend, { SUPPORT_EMAIL }, { now: clock.now })
    as = requester(t)
    admin = await administrator(t)
    alice = await customer(t, 'alice@example.com', 'Alice')
    bob = await customer(t, 'bob@example.com', 'Bob')
  })
  afterAll(async () => {
    await t.close()
  })

  const createPost = (customerId: string, payload: Record<string, unknown>) =>
    as(admin, { method: 'POST', url: `/api/admin/content/customers/${customerId}/posts`, payload })
  const draft = async (customerId = alice.id, inMs = 5 * DAY): Promise<PostDetail> => {
    const response = await createPost(customerId, {
      channel: 'instagram',
      scheduledAt: clock.inFuture(inMs),
      caption: 'Spring menu is here',
      hashtags: ['#coffee', 'brunch'],
    })
    expect(response.statusCode).toBe(201)
    return response.json().post
  }
  const send = (customerId: string, postIds: string[]) =>
    as(admin, {
      method: 'POST',
      url: `/api/admin/content/customers/${customerId}/review-batches`,
      payload: { postIds },
    })
  const inReview = async (customerId = alice.id, inMs = 5 * DAY) => {
    const post = await draft(customerId, inMs)
    expect((await send(customerId, [post.id])).statusCode).toBe(201)
    return post
  }
  const row = async (id: string) =>
    (await t.database.db.select().from(contentPosts).where(eq(contentPosts.id, id)))[0]
  const versionCount = async (id: string) =>
    (await t.database.db.select().from(contentPostVersions).where(eq(contentPostVersions.postId, id))).length
  const teamPost = async (id: string): Promise<PostDetail> =>
    (await as(admin, { method: 'GET', url: `/api/admin/content/posts/${id}` })).json()

  it('refuses visitors (401) and customers (403) on the team routes, and visitors on the customer routes', async () => {
    const teamUrl = `/api/admin/content/customers/${alice.id}/posts`
    expect((await as(undefined, { method: 'GET', url: teamUrl })).statusCode).toBe(401)
    expect((await as(alice.cookie, { method: 'GET', url: teamUrl })).statusCode).toBe(403)
    expect((await as(undefined, { method: 'GET', url: '/api/content/posts' })).statusCode).toBe(401)
  })

  it('creates a draft with hashtags normalised and version 1, and refuses a time in the past', async () => {
    const post = await draft()
    expect(post).toMatchObject({
      status: 'draft',
      version: 1,
      hashtags: ['coffee', 'brunch'],
      customerId: alice.id,
    })
    expect(post.versions).toMatchObject([
      { version: 1, status: 'draft', change: 'Created', actorKind: 'team' },
    ])
    expect(new Date(post.changeCutoffAt).getTime()).toBe(new Date(post.scheduledAt).getTime() - 48 * HOUR)

    const before = await versionCount(post.id)
    const past = await createPost(alice.id, { channel: 'instagram', scheduledAt: clock.inFuture(-HOUR) })
    expect(past.statusCode).toBe(400)
    expect(past.json().error.fields.scheduledAt).toBe(CONTENT_MESSAGES.postInPast)
    const editToPast = await as(admin, {
      method: 'PATCH',
      url: `/api/admin/content/posts/${post.id}`,
      payload: { scheduledAt: clock.inFuture(-DAY) },
    })
    expect(editToPast.statusCode).toBe(400)
    expect(await versionCount(post.id)).toBe(before)
    expect((await row(post.id))?.scheduledAt.toISOString()).toBe(post.scheduledAt)
  })

  it('refuses an unknown channel, an over-long caption and posts for an unknown customer or an administrator', async () => {
    expect(
      (await createPost(alice.id, { channel: 'myspace', scheduledAt: clock.inFuture(DAY) })).statusCode,
    ).toBe(400)
    const long = await createPost(alice.id, {
      channel: 'facebook',
      scheduledAt: clock.inFuture(DAY),
      caption: 'x'.repeat(2201),
    })
    expect(long.statusCode).toBe(400)
    expect(long.json().error.fields.caption).toBe('Caption must be at most 2200 characters')
    const unknown = await createPost('no-such-user', {
      channel: 'facebook',
      scheduledAt: clock.inFuture(DAY),
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.message).toBe(CONTENT_MESSAGES.customerNotFound)
  })

  it('hides drafts from the customer, then walks the whole lifecycle keeping every version', async () => {
    const post = await draft()
    expect((await as(alice.cookie, { method: 'GET', url: `/api/content/posts/${post.id}` })).statusCode).toBe(
      404,
    )

    expect((await send(alice.id, [post.id])).statusCode).toBe(201)
    const request = await as(alice.cookie, {
      method: 'POST',
      url: `/api/content/posts/${post.id}/request-changes`,
      payload: { comment: 'Please use the green logo' },
    })
    expect(request.statusCode).toBe(200)
    expect(request.json().notice).toBe(CONTENT_MESSAGES.changesRequested)
    expect(request.json().post).toMatchObject({
      status: 'changes_requested',
      lastChangeRequest: { comment: 'Please use the green logo', lateRequest: false },
    })

    const edit = await as(admin, {
      method: 'PATCH',
      url: `/api/admin/content/posts/${post.id}`,
      payload: { caption: 'Spring menu, now with the green logo' },
    })
    expect(edit.statusCode).toBe(200)
    expect(edit.json().post.status).toBe('revised')
    expect((await send(alice.id, [post.id])).statusCode).toBe(201)
    const approve = await as(alice.cookie, { method: 'POST', url: `/api/content/posts/${post.id}/approve` })
    expect(approve.statusCode).toBe(200)
    expect(approve.json().post.status).toBe('approved')
    for (const [action, status] of [
      ['schedule', 'scheduled'],
      ['publish', 'published'],
    ] as const) {
      const moved = await as(admin, { method: 'POST', url: `/api/admin/content/posts/${post.id}/${action}` })
      expect(moved.statusCode).toBe(200)
      expect(moved.json().post.status).toBe(status)
    }

    const history = await teamPost(post.id)
    expect(history.version).toBe(8)
    expect(history.versions.map((v) => [v.version, v.status, v.actorKind, v.change]).toReversed()).toEqual([
      [1, 'draft', 'team', 'Created'],
      [2, 'in_review', 'team', 'Sent for review'],
      [3, 'changes_requested', 'customer', 'Changes requested'],
      [4, 'revised', 'team', 'Edited'],
      [5, 'in_review', 'team', 'Sent for review'],
      [6, 'approved', 'customer', 'Approved'],
      [7, 'scheduled', 'team', 'Scheduled'],
      [8, 'published', 'team', 'Published'],
    ])
  })

  it.each([
    ['approve a draft (the customer does not see drafts: 404)', 'customer-approve', 'draft'],
    ['schedule a post in review', 'schedule', 'in_review'],
    ['publish an approved post', 'publish', 'approved'],
    ['send an approved post for review again', 'send', 'approved'],
    ['edit a post in review', 'edit', 'in_review'],
  ])('refuses to %s with 409 and changes nothing', async (_name, move, status) => {
    const post = status === 'draft' ? await draft() : await inReview()
    if (status === 'approved')
      expect(
        (await as(alice.cookie, { method: 'POST', url: `/api/content/posts/${post.id}/approve` })).statusCode,
      ).toBe(200)
    const before = await row(post.id)
    const response =
      move === 'customer-approve'
        ? await as(alice.cookie, { method: 'POST', url: `/api/content/posts/${post.id}/approve` })
        : move === 'send'
          ? await send(alice.id, [post.id])
          : move === 'edit'
            ? await as(admin, {
                method: 'PATCH',
                url: `/api/admin/content/posts/${post.id}`,
                payload: { caption: 'New' },
              })
            : await as(admin, { method: 'POST', url: `/api/admin/content/posts/${post.id}/${move}` })
    expect(response.statusCode).toBe(move === 'customer-approve' ? 404 : 409)
    expect(await row(post.id)).toEqual(before)
  })

  it('gives a clear message for an illegal move by the customer', async () => {
    const post = await inReview()
    expect(
      (await as(alice.cookie, { method: 'POST', url: `/api/content/posts/${post.id}/approve` })).statusCode,
    ).toBe(200)
    const again = await as(alice.cookie, { method: 'POST', url: `/api/content/posts/${post.id}/approve` })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe('A post that is "Approved" cannot be approved')
    const change = await as(alice.cookie, {
      method: 'POST',
      url: `/api/content/posts/${post.id}/request-changes`,
      payload: { comment: 'Too late?' },
    })
    expect(change.statusCode).toBe(409)
    expect((await teamPost(post.id)).comments).toEqual([])
  })

  it("answers 404 for another customer's post id, whatever the route, and changes nothing", async () => {
    const post = await inReview(alice.id)
    const before = await row(post.id)
    for (const [method, url, payload] of [
      ['GET', `/api/content/posts/${post.id}`, undefined],
      ['POST', `/api/content/posts/${post.id}/approve`, undefined],
      ['POST', `/api/content/posts/${post.id}/request-changes`, { comment: 'Mine now' }],
      ['POST', `/api/content/posts/${post.id}/comments`, { body: 'Hello' }],
    ] as const) {
      const response = await as(bob.cookie, { method, url, ...(payload ? { payload } : {}) })
      expect(response.statusCode, url).toBe(404)
      expect(response.json().error.message).toBe(CONTENT_MESSAGES.postNotFound)
    }
    expect(await row(post.id)).toEqual(before)
    const list = await as(bob.cookie, { method: 'GET', url: '/api/content/posts' })
    expect(list.json().posts).toEqual([])
    // The team cannot send one customer's post in another's batch either.
    expect((await send(bob.id, [post.id])).statusCode).toBe(404)
  })

  it('marks a request after the 48-hour cut-off as late, accepts it, and says so to the team', async () => {
    const post = await inReview(alice.id, 30 * HOUR)
    const response = await as(alice.cookie, {
      method: 'POST',
      url: `/api/content/posts/${post.id}/request-changes`,
      payload: { comment: 'Swap the photo please' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().notice).toBe(CONTENT_MESSAGES.lateChangesRequested)
    expect(response.json().post).toMatchObject({
      status: 'changes_requested',
      timeLeftForChangesMs: 0,
      lastChangeRequest: { lateRequest: true, comment: 'Swap the photo please' },
    })
    expect(response.json().post.comments).toMatchObject([{ kind: 'change_request', lateRequest: true }])
    expect(response.json().post.versions[0].change).toBe('Changes requested after the 48-hour cut-off')
    const email = await latestEmail(t, SUPPORT_EMAIL, 'content-changes-requested')
    expect(email.text).toContain('Swap the photo please')
    expect(email.text).toContain('may be too late for this date')
  })

  it('shows the time left before the cut-off, counting down with the clock', async () => {
    const post = await inReview(alice.id, 50 * HOUR)
    const first = (await as(alice.cookie, { method: 'GET', url: `/api/content/posts/${post.id}` })).json()
    expect(first.timeLeftForChangesMs).toBe(2 * HOUR)
    clock.advance(HOUR)
    const later = (await as(alice.cookie, { method: 'GET', url: `/api/content/posts/${post.id}` })).json()
    expect(later.timeLeftForChangesMs).toBe(HOUR)
    clock.advance(-HOUR)
  })

  it('e-mails the customer when a batch is sent and the team when changes are requested, and counts badges', async () => {
    const carol = await customer(t, 'carol@example.com', 'Carol')
    const posts = [await draft(carol.id, 4 * DAY), await draft(carol.id, 6 * DAY)]
    const sent = await send(
      carol.id,
      posts.map((p) => p.id),
    )
    expect(sent.json().notice).toBe(CONTENT_MESSAGES.batchSent)
    const ready = await latestEmail(t, 'carol@example.com', 'content-ready-for-review')
    expect(ready.subject).toBe('Your posts are ready for review')
    expect(ready.text).toContain('2 new posts are ready')
    expect(ready.text).toContain(`${t.config.APP_URL}/review/`)
    const count = async () =>
      (await as(carol.cookie, { method: 'GET', url: '/api/content/to-review/count' })).json()
    expect(await count()).toEqual({ count: 2 })

    const badge = async () =>
      (await as(admin, { method: 'GET', url: '/api/admin/content/change-requests/count' })).json()
        .count as number
    const badgeBefore = await badge()
    const stream = await EventStream.open(t.app, admin)
    try {
      await as(carol.cookie, {
        method: 'POST',
        url: `/api/content/posts/${posts[0]?.id}/request-changes`,
        payload: { comment: 'Shorter caption' },
      })
      await stream.received('content')
    } finally {
      stream.close()
    }
    expect(await badge()).toBe(badgeBefore + 1)
    expect(await count()).toEqual({ count: 1 })
    const team = await latestEmail(t, SUPPORT_EMAIL, 'content-changes-requested')
    expect(team.text).toContain('carol@example.com')
    expect(team.text).not.toContain('too late')
    // Its link opens that customer's calendar at the post.
    expect(team.text).toContain(`${t.config.APP_URL}/admin/content?customer=${carol.id}&post=${posts[0]?.id}`)
  })

  it("names the customer whose calendar a link opens, to the team only, and no one else's", async () => {
    const url = (id: string) => `/api/admin/content/customers/${encodeURIComponent(id)}`
    const found = await as(admin, { method: 'GET', url: url(alice.id) })
    expect(found.statusCode).toBe(200)
    expect(found.json()).toMatchObject({ id: alice.id, email: alice.email })
    expect((await as(alice.cookie, { method: 'GET', url: url(alice.id) })).statusCode).toBe(403)
    expect((await as(undefined, { method: 'GET', url: url(alice.id) })).statusCode).toBe(401)
    const unknown = await as(admin, { method: 'GET', url: url('no-such-user') })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.message).toBe(CONTENT_MESSAGES.customerNotFound)
  })

  it('approves every post in review in a UK week at once, and only that week', async () => {
    const dave = await customer(t, 'dave@example.com', 'Dave')
    // Monday 12:00 UK time, two weeks ahead.
    const base = new Date(clock.time + 14 * DAY)
    const monday = new Date(base.getTime() - ((base.getUTCDay() + 6) % 7) * DAY)
    const mondayKey = monday.toISOString().slice(0, 10)
    const at = (days: number) =>
      `${new Date(Date.parse(`${mondayKey}T12:00:00Z`) + days * DAY).toISOString()}`
    const created = []
    for (const days of [0, 6, 7]) {
      const response = await createPost(dave.id, { channel: 'facebook', scheduledAt: at(days) })
      created.push(response.json().post as PostDetail)
    }
    await send(
      dave.id,
      created.map((p) => p.id),
    )
    const response = await as(dave.cookie, {
      method: 'POST',
      url: '/api/content/approve-week',
      payload: { weekStart: mondayKey },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().approved).toBe(2)
    expect((await row(created[2]?.id ?? ''))?.status).toBe('in_review')
    const notMonday = await as(dave.cookie, {
      method: 'POST',
      url: '/api/content/approve-week',
      payload: { weekStart: at(1).slice(0, 10) },
    })
    expect(notMonday.statusCode).toBe(400)
    const again = await as(dave.cookie, {
      method: 'POST',
      url: '/api/content/approve-week',
      payload: { weekStart: mondayKey },
    })
    expect(again.statusCode).toBe(409)
  })

  it('keeps comments from both sides on the post', async () => {
    const post = await inReview()
    await as(alice.cookie, {
      method: 'POST',
      url: `/api/content/posts/${post.id}/comments`,
      payload: { body: 'Love it' },
    })
    clock.advance(60_000)
    await as(admin, {
      method: 'POST',
      url: `/api/admin/content/posts/${post.id}/comments`,
      payload: { body: 'Thanks!' },
    })
    const blank = await as(alice.cookie, {
      method: 'POST',
      url: `/api/content/posts/${post.id}/comments`,
      payload: { body: '  ' },
    })
    expect(blank.statusCode).toBe(400)
    const detail = (
      await as(alice.cookie, { method: 'GET', url: `/api/content/posts/${post.id}` })
    ).json() as PostDetail
    expect(detail.comments.map((c) => [c.authorKind, c.body])).toEqual([
      ['customer', 'Love it'],
      ['team', 'Thanks!'],
    ])
  })

  it("lets the team set a customer's no-answer rule, which the customer can read but not change", async () => {
    const url = `/api/admin/content/customers/${alice.id}/settings`
    expect((await as(admin, { method: 'GET', url })).json().settings.noAnswerRule).toBe('hold')
    const put = await as(admin, { method: 'PUT', url, payload: { noAnswerRule: 'approve' } })
    expect(put.json().settings.noAnswerRule).toBe('approve')
    const own = await as(alice.cookie, { method: 'GET', url: '/api/content/settings' })
    expect(own.json()).toMatchObject({ noAnswerRule: 'approve' })
    expect(
      (await as(alice.cookie, { method: 'PUT', url, payload: { noAnswerRule: 'hold' } })).statusCode,
    ).toBe(403)
    expect(
      (
        await as(alice.cookie, {
          method: 'PUT',
          url: '/api/content/settings',
          payload: { noAnswerRule: 'hold' },
        })
      ).statusCode,
    ).toBe(404)
  })
})
