import { count, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_MESSAGES } from '#shared/content/content-messages.ts'
import type { PostDetail } from '#shared/schemas/content.ts'
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

describe.each(backends)('post images on %s', (backend) => {
  const clock = new ContentClock()
  let t: TestApp
  let admin: string
  let alice: Person
  let bob: Person
  let as: ReturnType<typeof requester>
  let post: PostDetail

  beforeAll(async () => {
    t = await createTestApp(backend, {}, { now: clock.now })
    as = requester(t)
    admin = await administrator(t)
    alice = await customer(t, 'alice@example.com', 'Alice')
    bob = await customer(t, 'bob@example.com', 'Bob')
    const created = await as(admin, {
      method: 'POST',
      url: `/api/admin/content/customers/${alice.id}/posts`,
      payload: { channel: 'instagram', scheduledAt: clock.inFuture(5 * DAY) },
    })
    post = created.json().post
  })
  afterAll(async () => {
    await t.close()
  })

  const upload = (filename: string, bytes: Buffer, type = 'image/png', postId = post.id) =>
    as(admin, {
      method: 'POST',
      url: `/api/admin/content/posts/${postId}/images`,
      ...multipartFile('file', filename, bytes, type),
    })
  const stored = async () => ({
    images: (await t.database.db.select({ n: count() }).from(contentPostImages))[0]?.n,
    blobs: (await t.database.db.select({ n: count() }).from(contentImageBlobs))[0]?.n,
    version: (await t.database.db.select().from(contentPosts).where(eq(contentPosts.id, post.id)))[0]
      ?.version,
  })

  it('stores a real PNG with its size, makes a thumbnail and keeps a version', async () => {
    const response = await upload('design.png', await makePng(1200, 900))
    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(body.notice).toBe(CONTENT_MESSAGES.imageUploaded)
    expect(body.post.images).toMatchObject([{ width: 1200, height: 900, contentType: 'image/png' }])
    expect(body.post.versions[0]).toMatchObject({
      change: 'Image added',
      images: [{ width: 1200, height: 900 }],
    })

    const image = body.post.images[0]
    const full = await as(admin, { method: 'GET', url: image.fullUrl })
    expect(full.headers['content-type']).toBe('image/png')
    expect((await sharp(full.rawPayload).metadata()).width).toBe(1200)
    const thumb = await as(admin, { method: 'GET', url: image.thumbUrl })
    const thumbMeta = await sharp(thumb.rawPayload).metadata()
    expect(thumbMeta.format).toBe('webp')
    expect(Math.max(thumbMeta.width, thumbMeta.height)).toBe(480)
  })

  it.each([
    [
      'a text file renamed .png',
      'design.png',
      Buffer.from('This is not an image at all, just text.\n'),
      415,
      CONTENT_MESSAGES.imageUnreadable,
    ],
    [
      'a GIF',
      'design.gif',
      Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
      415,
      CONTENT_MESSAGES.imageType,
    ],
    ['an 11 MB file', 'huge.png', Buffer.alloc(11 * 1024 * 1024, 1), 413, CONTENT_MESSAGES.imageTooLarge],
  ])(
    'refuses %s with a clear message and stores nothing',
    async (_name, filename, bytes, statusCode, message) => {
      const before = await stored()
      const response = await upload(filename, bytes)
      expect(response.statusCode).toBe(statusCode)
      expect(response.json().error.message).toBe(message)
      expect(await stored()).toEqual(before)
    },
  )

  it('refuses a truncated PNG (its header is fine, its pixels are not)', async () => {
    const png = await makePng(800, 600)
    const before = await stored()
    const response = await upload('cut.png', png.subarray(0, Math.floor(png.length / 2)))
    expect(response.statusCode).toBe(415)
    expect(await stored()).toEqual(before)
  })

  it.each([
    ['its first 300 bytes', (png: Buffer) => png.subarray(0, 300)],
    ['all but its closing chunk', (png: Buffer) => png.subarray(0, png.length - 12)],
    [
      'a damaged checksum',
      (png: Buffer) => Buffer.concat([png.subarray(0, 29), Buffer.from([0]), png.subarray(30)]),
    ],
  ])('refuses a 200×200 PNG cut to %s with a 415, storing nothing', async (_name, cut) => {
    const png = await makePng(200, 200)
    const before = await stored()
    const response = await upload('cut.png', cut(png))
    expect(response.statusCode).toBe(415)
    expect(response.json().error.message).toBe(CONTENT_MESSAGES.imageUnreadable)
    expect(await stored()).toEqual(before)
  })

  it('refuses a request without a file', async () => {
    const response = await as(admin, {
      method: 'POST',
      url: `/api/admin/content/posts/${post.id}/images`,
      payload: {},
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toBe(CONTENT_MESSAGES.noFile)
  })

  it('shows images to the team and to the customer once the post is out of the drafts, never to another customer', async () => {
    const url = `/api/content/images/${(await stored()).images ? (await as(admin, { method: 'GET', url: `/api/admin/content/posts/${post.id}` })).json().images[0].id : ''}`
    expect((await as(alice.cookie, { method: 'GET', url })).statusCode).toBe(404)
    await as(admin, {
      method: 'POST',
      url: `/api/admin/content/customers/${alice.id}/review-batches`,
      payload: { postIds: [post.id] },
    })
    expect((await as(alice.cookie, { method: 'GET', url })).statusCode).toBe(200)
    expect((await as(bob.cookie, { method: 'GET', url })).statusCode).toBe(404)
    expect((await as(undefined, { method: 'GET', url })).statusCode).toBe(404)
  })

  it('refuses images on a post in review, and an upload by a customer', async () => {
    const before = await stored()
    const locked = await upload('design.png', await makePng())
    expect(locked.statusCode).toBe(409)
    expect(locked.json().error.message).toBe(CONTENT_MESSAGES.notEditable)
    const byCustomer = await as(alice.cookie, {
      method: 'POST',
      url: `/api/admin/content/posts/${post.id}/images`,
      ...multipartFile('file', 'design.png', await makePng(), 'image/png'),
    })
    expect(byCustomer.statusCode).toBe(403)
    expect(await stored()).toEqual(before)
  })

  it('removes an image from a draft while earlier versions keep it', async () => {
    const created = await as(admin, {
      method: 'POST',
      url: `/api/admin/content/customers/${alice.id}/posts`,
      payload: { channel: 'facebook', scheduledAt: clock.inFuture(6 * DAY) },
    })
    const draftId = created.json().post.id as string
    const added = await upload('a.png', await makePng(), 'image/png', draftId)
    const imageId = added.json().post.images[0].id as string
    const removed = await as(admin, {
      method: 'DELETE',
      url: `/api/admin/content/posts/${draftId}/images/${imageId}`,
    })
    expect(removed.statusCode).toBe(200)
    expect(removed.json().post.images).toEqual([])
    expect(removed.json().post.versions[1].images.map((i: { id: string }) => i.id)).toEqual([imageId])
    const again = await as(admin, {
      method: 'DELETE',
      url: `/api/admin/content/posts/${draftId}/images/${imageId}`,
    })
    expect(again.statusCode).toBe(404)
  })
})
