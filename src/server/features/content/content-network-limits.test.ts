import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHANNEL_LIMITS } from '#shared/content/network-limits.ts'
import { administrator, customer, DAY, type Person, requester } from '../../../../tests/support/content.ts'
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'

describe.each(backends)('each network’s caption and hashtag limits on %s', (backend) => {
  let t: TestApp
  let admin: string
  let alice: Person
  let as: ReturnType<typeof requester>

  beforeAll(async () => {
    t = await createTestApp(backend)
    as = requester(t)
    admin = await administrator(t)
    alice = await customer(t, 'alice@example.com', 'Alice')
  })
  afterAll(async () => {
    await t.close()
  })

  const at = () => new Date(Date.now() + 5 * DAY).toISOString()
  const create = (payload: Record<string, unknown>) =>
    as(admin, {
      method: 'POST',
      url: `/api/admin/content/customers/${alice.id}/posts`,
      payload: { scheduledAt: at(), ...payload },
    })

  it('refuses a caption over the network’s limit, counting the hashtags as published, with the field', async () => {
    // 270 characters and two hashtags ('\n\n#bakery #leeds', 16 more): 286, over X's 280.
    const caption = 'a'.repeat(270)
    const refused = await create({ channel: 'x-twitter', caption, hashtags: ['bakery', 'leeds'] })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error).toMatchObject({
      code: 'bad_request',
      message: 'The caption and hashtags are 286 characters: X takes 280',
      fields: { caption: 'The caption and hashtags are 286 characters: X takes 280' },
    })
    // The same text is fine on Threads (500) and LinkedIn (3,000).
    expect((await create({ channel: 'threads', caption, hashtags: ['bakery'] })).statusCode).toBe(201)
    expect((await create({ channel: 'linkedin-company', caption, hashtags: [] })).statusCode).toBe(201)
    const threads = await create({
      channel: 'threads',
      caption: 'b'.repeat(CHANNEL_LIMITS.threads.caption + 1),
    })
    expect(threads.statusCode).toBe(400)
    expect(threads.json().error.fields.caption).toBe(
      'The caption and hashtags are 501 characters: Threads takes 500',
    )
    const google = await create({ channel: 'google-business', caption: 'c'.repeat(1501) })
    expect(google.json().error.fields.caption).toMatch(/Google Business Profile takes 1,500$/)
  })

  it('refuses an edit that moves a post to a network whose limit it breaks', async () => {
    const created = await create({ channel: 'instagram', caption: 'd'.repeat(300), hashtags: [] })
    expect(created.statusCode).toBe(201)
    const { post } = created.json()
    const moved = await as(admin, {
      method: 'PATCH',
      url: `/api/admin/content/posts/${post.id}`,
      payload: { channel: 'x-twitter' },
    })
    expect(moved.statusCode).toBe(400)
    expect(moved.json().error.fields).toEqual({
      caption: 'The caption and hashtags are 300 characters: X takes 280',
    })
  })

  it('counts Instagram’s caption with its hashtags against 2,200', async () => {
    const hashtags = Array.from({ length: 20 }, (_, n) => `tag${n}`)
    const refused = await create({ channel: 'instagram', caption: 'e'.repeat(2150), hashtags })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.fields.caption).toMatch(
      /^The caption and hashtags are 2,\d{3} characters: Instagram takes 2,200$/,
    )
  })
})
