import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  administrator,
  ContentClock,
  customer,
  DAY,
  makePng,
  type Person,
  requester,
} from '../../../../tests/support/content.ts'
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { multipartFile } from '../../../../tests/support/training-documents.ts'
import { contentImageBlobs, contentPostImages, contentPosts } from '../../db/schema/content.ts'

describe.each(backends)("a post image's bytes go with the post on %s", (backend) => {
  const clock = new ContentClock()
  let t: TestApp
  let admin: string
  let as: ReturnType<typeof requester>

  beforeAll(async () => {
    t = await createTestApp(backend, {}, { now: clock.now })
    as = requester(t)
    admin = await administrator(t)
  })
  afterAll(async () => {
    await t.close()
  })

  /** A post for `owner` with one uploaded image; the keys of its stored bytes (full size and thumbnail). */
  async function postWithImage(owner: Person) {
    const created = await as(admin, {
      method: 'POST',
      url: `/api/admin/content/customers/${owner.id}/posts`,
      payload: { channel: 'instagram', scheduledAt: clock.inFuture(5 * DAY) },
    })
    const postId: string = created.json().post.id
    const uploaded = await as(admin, {
      method: 'POST',
      url: `/api/admin/content/posts/${postId}/images`,
      ...multipartFile('file', 'design.png', await makePng(300, 200), 'image/png'),
    })
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    const [image] = await t.database.db
      .select()
      .from(contentPostImages)
      .where(eq(contentPostImages.postId, postId))
    const keys = [image?.fullKey ?? '', image?.thumbKey ?? '']
    return { postId, keys }
  }
  const bytesStored = async (keys: string[]) =>
    (await t.database.db.select().from(contentImageBlobs).where(inArray(contentImageBlobs.key, keys))).length

  it('deletes the bytes when the post is deleted, and keeps those of other posts', async () => {
    const owner = await customer(t, 'ivy@example.com', 'Ivy')
    const gone = await postWithImage(owner)
    const kept = await postWithImage(owner)
    expect(await bytesStored(gone.keys)).toBe(2)
    await t.database.db.delete(contentPosts).where(eq(contentPosts.id, gone.postId))
    expect(await bytesStored(gone.keys)).toBe(0)
    expect(await bytesStored(kept.keys)).toBe(2)
  })

  it("deletes the bytes of the customer's posts when the customer erases the account", async () => {
    const owner = await customer(t, 'jay@example.com', 'Jay')
    const { keys } = await postWithImage(owner)
    const erased = await as(owner.cookie, {
      method: 'POST',
      url: '/api/account/delete',
      payload: { confirmEmail: owner.email },
    })
    expect(erased.statusCode, erased.body).toBe(200)
    expect(await bytesStored(keys)).toBe(0)
  })
})
