import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_MESSAGES } from '#shared/content/content-messages.ts'
import {
  administrator,
  ContentClock,
  customer,
  DAY,
  type Person,
  requester,
} from '../../../../tests/support/content.ts'
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'

describe.each(backends)('posts waiting for the customer’s answer on %s', (backend) => {
  const clock = new ContentClock()
  let t: TestApp
  let admin: string
  let alice: Person
  let bob: Person
  let as: ReturnType<typeof requester>

  beforeAll(async () => {
    t = await createTestApp(backend, {}, { now: clock.now })
    as = requester(t)
    admin = await administrator(t)
    alice = await customer(t, 'alice@example.com', 'Alice')
    bob = await customer(t, 'bob@example.com', 'Bob')
  })
  afterAll(async () => {
    await t.close()
  })

  const inReview = async (who: Person, inMs: number, caption: string) => {
    const created = await as(admin, {
      method: 'POST',
      url: `/api/admin/content/customers/${who.id}/posts`,
      payload: { channel: 'instagram', scheduledAt: clock.inFuture(inMs), caption },
    })
    expect(created.statusCode).toBe(201)
    const id = created.json().post.id as string
    const sent = await as(admin, {
      method: 'POST',
      url: `/api/admin/content/customers/${who.id}/review-batches`,
      payload: { postIds: [id] },
    })
    expect(sent.statusCode).toBe(201)
    return id
  }
  const waiting = async (who: Person) =>
    (await as(who.cookie, { method: 'GET', url: '/api/content/waiting' })).json().posts as {
      id: string
      caption: string
    }[]

  it('lists every post in review of the caller alone, whatever its month, soonest first', async () => {
    await inReview(alice, 40 * DAY, 'Far away')
    await inReview(alice, 5 * DAY, 'Soon')
    await inReview(bob, 6 * DAY, 'Bob’s')
    expect((await waiting(alice)).map((post) => post.caption)).toEqual(['Soon', 'Far away'])
    expect((await waiting(bob)).map((post) => post.caption)).toEqual(['Bob’s'])
    expect((await as(undefined, { method: 'GET', url: '/api/content/waiting' })).statusCode).toBe(401)
  })

  it('approves every waiting post of the caller at once, and says so when none is left', async () => {
    const approved = await as(alice.cookie, { method: 'POST', url: '/api/content/approve-waiting' })
    expect(approved.statusCode).toBe(200)
    expect(approved.json()).toMatchObject({ approved: 2, notice: CONTENT_MESSAGES.weekApproved })
    expect(await waiting(alice)).toEqual([])
    expect((await waiting(bob)).map((post) => post.caption)).toEqual(['Bob’s'])

    const again = await as(alice.cookie, { method: 'POST', url: '/api/content/approve-waiting' })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe(CONTENT_MESSAGES.noPostsWaiting)
  })

  it('lists the posts whose customers asked for changes to the team, every month, oldest request first', async () => {
    const requestChanges = async (who: Person, postId: string, comment: string) => {
      const asked = await as(who.cookie, {
        method: 'POST',
        url: `/api/content/posts/${postId}/request-changes`,
        payload: { comment },
      })
      expect(asked.statusCode).toBe(200)
    }
    const far = await inReview(bob, 70 * DAY, 'Next quarter')
    const near = await inReview(alice, 3 * DAY, 'This week')
    await requestChanges(bob, far, 'Warmer colours')
    clock.advance(60_000)
    await requestChanges(alice, near, 'Shorter caption')

    const listed = await as(admin, { method: 'GET', url: '/api/admin/content/change-requests' })
    expect(listed.statusCode).toBe(200)
    const rows = listed.json().posts as {
      post: { caption: string; lastChangeRequest: { comment: string } }
      customer: { name: string; email: string }
    }[]
    expect(
      rows.map((row) => [row.post.caption, row.customer.email, row.post.lastChangeRequest.comment]),
    ).toEqual([
      ['Next quarter', 'bob@example.com', 'Warmer colours'],
      ['This week', 'alice@example.com', 'Shorter caption'],
    ])
    const asCustomer = await as(alice.cookie, { method: 'GET', url: '/api/admin/content/change-requests' })
    expect(asCustomer.statusCode).toBe(403)
  })
})
