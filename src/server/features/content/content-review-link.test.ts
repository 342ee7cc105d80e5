import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_MESSAGES } from '#shared/content/content-messages.ts'
import { REVIEW_LINK_VALID_DAYS } from '#shared/content/content-rules.ts'
import type { PostDetail, ReviewBatchView } from '#shared/schemas/content.ts'
import {
  administrator,
  ContentClock,
  customer,
  DAY,
  makePng,
  type Person,
  requester,
  reviewTokenFromEmail,
} from '../../../../tests/support/content.ts'
import { createTestApp, latestEmail, type TestApp } from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { multipartFile } from '../../../../tests/support/training-documents.ts'
import { contentPosts } from '../../db/schema/content.ts'

const SUPPORT_EMAIL = 'team@postcraft.test'

describe.each(backends)('the login-free review link on %s', (backend) => {
  const clock = new ContentClock()
  let t: TestApp
  let admin: string
  let alice: Person
  let bob: Person
  let as: ReturnType<typeof requester>
  const visitor = (options: Parameters<ReturnType<typeof requester>>[1]) => as(undefined, options)

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

  const draft = async (customerId: string): Promise<PostDetail> => {
    const response = await as(admin, {
      method: 'POST',
      url: `/api/admin/content/customers/${customerId}/posts`,
      payload: { channel: 'linkedin-company', scheduledAt: clock.inFuture(5 * DAY), caption: 'Hiring now' },
    })
    return response.json().post
  }
  /** Sends new drafts of the customer's in one batch; returns them and the token from the e-mail. */
  const batch = async (who: Person, count: number) => {
    const posts: PostDetail[] = []
    for (let i = 0; i < count; i++) posts.push(await draft(who.id))
    const sent = await as(admin, {
      method: 'POST',
      url: `/api/admin/content/customers/${who.id}/review-batches`,
      payload: { postIds: posts.map((p) => p.id) },
    })
    expect(sent.statusCode).toBe(201)
    return { posts, token: await reviewTokenFromEmail(t, who.email) }
  }
  const status = async (id: string) =>
    (await t.database.db.select().from(contentPosts).where(eq(contentPosts.id, id)))[0]?.status
  const approve = (token: string, postId: string) =>
    visitor({ method: 'POST', url: `/api/review/${token}/posts/${postId}/approve` })
  const requestChanges = (token: string, postId: string, comment = 'Different photo please') =>
    visitor({
      method: 'POST',
      url: `/api/review/${token}/posts/${postId}/request-changes`,
      payload: { comment },
    })

  it('opens the batch without a session and approves and requests changes through it', async () => {
    const { posts, token } = await batch(alice, 2)
    const [first, second] = posts as [PostDetail, PostDetail]
    const view = await visitor({ method: 'GET', url: `/api/review/${token}` })
    expect(view.statusCode).toBe(200)
    const body = view.json() as ReviewBatchView
    expect(body.customerName).toBe('Alice')
    expect(body.noAnswerRule).toBe('hold')
    expect(body.posts.map((p) => [p.id, p.status, p.canAnswer])).toEqual(
      expect.arrayContaining([
        [first.id, 'in_review', true],
        [second.id, 'in_review', true],
      ]),
    )

    const approved = await approve(token, first.id)
    expect(approved.statusCode).toBe(200)
    expect(approved.json()).toMatchObject({
      notice: CONTENT_MESSAGES.approved,
      post: { status: 'approved', canAnswer: false },
    })
    const changes = await requestChanges(token, second.id)
    expect(changes.statusCode).toBe(200)
    expect(changes.json().post).toMatchObject({
      status: 'changes_requested',
      lastChangeRequest: { lateRequest: false },
    })
    const team = await latestEmail(t, SUPPORT_EMAIL, 'content-changes-requested')
    expect(team.text).toContain('Different photo please')

    const history = (await as(admin, { method: 'GET', url: `/api/admin/content/posts/${first.id}` })).json()
    expect(history.versions[0]).toMatchObject({
      actorKind: 'review_link',
      change: 'Approved',
      actorName: null,
    })

    // Answered posts stay visible, read-only.
    const after = (await visitor({ method: 'GET', url: `/api/review/${token}` })).json() as ReviewBatchView
    expect(after.posts.every((p) => !p.canAnswer)).toBe(true)
  })

  it('answers each post once: a second answer through the link is refused and changes nothing', async () => {
    const { posts, token } = await batch(alice, 1)
    const post = posts[0] as PostDetail
    expect((await approve(token, post.id)).statusCode).toBe(200)
    for (const again of [await approve(token, post.id), await requestChanges(token, post.id)]) {
      expect(again.statusCode).toBe(409)
      expect(again.json().error.message).toBe(CONTENT_MESSAGES.alreadyAnswered)
    }
    expect(await status(post.id)).toBe('approved')
  })

  it('refuses an expired link, with the clock moved past its expiry', async () => {
    const { posts, token } = await batch(alice, 1)
    const post = posts[0] as PostDetail
    clock.advance(REVIEW_LINK_VALID_DAYS * DAY + 1000)
    try {
      for (const response of [
        await visitor({ method: 'GET', url: `/api/review/${token}` }),
        await approve(token, post.id),
      ]) {
        expect(response.statusCode).toBe(400)
        expect(response.json().error.message).toBe(CONTENT_MESSAGES.reviewLinkExpired)
      }
      expect(await status(post.id)).toBe('in_review')
    } finally {
      clock.advance(-(REVIEW_LINK_VALID_DAYS * DAY + 1000))
    }
    expect((await visitor({ method: 'GET', url: `/api/review/${token}` })).statusCode).toBe(200)
  })

  it('refuses a tampered link', async () => {
    const { posts, token } = await batch(alice, 1)
    const post = posts[0] as PostDetail
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    for (const bad of [flipped, `${token}x`, 'short', token.slice(1)]) {
      const response = await approve(bad, post.id)
      expect(response.statusCode, bad).toBe(400)
      expect(response.json().error.message).toBe(CONTENT_MESSAGES.reviewLinkInvalid)
    }
    expect(
      (await visitor({ method: 'GET', url: `/api/review/${encodeURIComponent('../admin')}` })).statusCode,
    ).toBe(400)
    expect(await status(post.id)).toBe('in_review')
  })

  it("cannot reach another batch's posts or another customer's posts", async () => {
    const mine = await batch(alice, 1)
    const otherBatch = await batch(alice, 1)
    const bobs = await batch(bob, 1)
    const otherPost = otherBatch.posts[0] as PostDetail
    const bobPost = bobs.posts[0] as PostDetail
    for (const target of [otherPost, bobPost]) {
      expect((await approve(mine.token, target.id)).statusCode).toBe(404)
      expect((await requestChanges(mine.token, target.id)).statusCode).toBe(404)
    }
    expect(await status(otherPost.id)).toBe('in_review')
    expect(await status(bobPost.id)).toBe('in_review')
    const view = (
      await visitor({ method: 'GET', url: `/api/review/${mine.token}` })
    ).json() as ReviewBatchView
    expect(view.posts.map((p) => p.id)).toEqual([mine.posts[0]?.id])
  })

  it('gives way to a newer link when a post is sent again', async () => {
    const { posts, token } = await batch(alice, 1)
    const post = posts[0] as PostDetail
    expect((await requestChanges(token, post.id, 'Brighter please')).statusCode).toBe(200)
    await as(admin, {
      method: 'PATCH',
      url: `/api/admin/content/posts/${post.id}`,
      payload: { caption: 'Brighter' },
    })
    await as(admin, {
      method: 'POST',
      url: `/api/admin/content/customers/${alice.id}/review-batches`,
      payload: { postIds: [post.id] },
    })
    const newer = await reviewTokenFromEmail(t, alice.email)
    const old = await approve(token, post.id)
    expect(old.statusCode).toBe(409)
    expect(old.json().error.message).toBe(CONTENT_MESSAGES.reviewLinkReplaced)
    expect((await approve(newer, post.id)).statusCode).toBe(200)
  })

  it('allows nothing but viewing, approving and requesting changes', async () => {
    const { posts, token } = await batch(alice, 1)
    const post = posts[0] as PostDetail
    const withToken = (url: string) => `${url}?token=${token}`
    const attempts = [
      { method: 'POST', url: `/api/review/${token}/posts/${post.id}/comments`, payload: { body: 'Hi' } },
      { method: 'POST', url: `/api/review/${token}/posts/${post.id}/schedule` },
      { method: 'PATCH', url: `/api/review/${token}/posts/${post.id}`, payload: { caption: 'Hacked' } },
      { method: 'DELETE', url: `/api/review/${token}` },
      { method: 'GET', url: `/api/review/${token}/posts/${post.id}` },
      { method: 'GET', url: withToken(`/api/content/posts/${post.id}`) },
      { method: 'POST', url: withToken(`/api/content/posts/${post.id}/approve`) },
      { method: 'POST', url: withToken('/api/content/approve-week'), payload: { weekStart: '2030-01-07' } },
      {
        method: 'PATCH',
        url: withToken(`/api/admin/content/posts/${post.id}`),
        payload: { caption: 'Hacked' },
      },
      { method: 'GET', url: withToken(`/api/admin/content/customers/${alice.id}/posts`) },
      { method: 'GET', url: withToken('/api/content/posts'), headers: { authorization: `Bearer ${token}` } },
    ] as const
    for (const attempt of attempts) {
      const response = await visitor(attempt)
      expect([401, 404], `${attempt.method} ${attempt.url}`).toContain(response.statusCode)
    }
    expect(await status(post.id)).toBe('in_review')
    const detail = (await as(admin, { method: 'GET', url: `/api/admin/content/posts/${post.id}` })).json()
    expect(detail.caption).toBe('Hiring now')
    expect(detail.comments).toEqual([])
  })

  it('shows the images of its own posts through the token, and no others', async () => {
    const upload = async (postId: string) => {
      const response = await as(admin, {
        method: 'POST',
        url: `/api/admin/content/posts/${postId}/images`,
        ...multipartFile('file', 'design.png', await makePng(), 'image/png'),
      })
      expect(response.statusCode).toBe(201)
      return response.json().post.images[0].id as string
    }
    const mine = [await draft(alice.id)]
    const other = [await draft(alice.id)]
    const mineImage = await upload(mine[0]?.id ?? '')
    const otherImage = await upload(other[0]?.id ?? '')
    await as(admin, {
      method: 'POST',
      url: `/api/admin/content/customers/${alice.id}/review-batches`,
      payload: { postIds: [mine[0]?.id] },
    })
    const token = await reviewTokenFromEmail(t, alice.email)
    const view = (await visitor({ method: 'GET', url: `/api/review/${token}` })).json() as ReviewBatchView
    const thumbUrl = view.posts[0]?.images[0]?.thumbUrl ?? ''
    expect(thumbUrl).toContain(`token=${token}`)
    const thumb = await visitor({ method: 'GET', url: thumbUrl })
    expect(thumb.statusCode).toBe(200)
    expect(thumb.headers['content-type']).toBe('image/webp')
    expect(thumb.rawPayload.length).toBeGreaterThan(0)
    expect((await visitor({ method: 'GET', url: `/api/content/images/${mineImage}` })).statusCode).toBe(404)
    const notInBatch = await visitor({
      method: 'GET',
      url: `/api/content/images/${otherImage}?token=${token}`,
    })
    expect(notInBatch.statusCode).toBe(404)
  })
})
