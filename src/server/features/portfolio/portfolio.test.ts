import { crc32 } from 'node:zlib'
import { count } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_MESSAGES } from '#shared/content/content-messages.ts'
import { PORTFOLIO_MESSAGES, type TeamDesign } from '#shared/schemas/portfolio.ts'
import {
  administrator,
  customer,
  makePng,
  type Person,
  requester,
} from '../../../../tests/support/content.ts'
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { multipartFile } from '../../../../tests/support/training-documents.ts'
import { contentImageBlobs } from '../../db/schema/content.ts'
import { portfolioDesigns } from '../../db/schema/portfolio.ts'

/** A PNG whose header claims `width` × `height` pixels over a 1×1 image's data (a decompression bomb's shape). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await makePng(1, 1))
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
  return png
}

describe.each(backends)('the portfolio on %s', (backend) => {
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

  const create = (title: string, cookie = admin) =>
    as(cookie, {
      method: 'POST',
      url: '/api/admin/portfolio/designs',
      payload: { title, category: 'Food & Drink', description: `${title}, for a café` },
    })
  const upload = (designId: string, bytes: Buffer, cookie = admin, name = 'design.png') =>
    as(cookie, {
      method: 'PUT',
      url: `/api/admin/portfolio/designs/${designId}/image`,
      ...multipartFile('file', name, bytes, 'image/png'),
    })
  const change = (designId: string, payload: object, cookie = admin) =>
    as(cookie, { method: 'PATCH', url: `/api/admin/portfolio/designs/${designId}`, payload })
  const publicList = async () =>
    (await as(undefined, { method: 'GET', url: '/api/portfolio' })).json().designs
  const stored = async () => ({
    designs: (await t.database.db.select({ n: count() }).from(portfolioDesigns))[0]?.n,
    blobs: (await t.database.db.select({ n: count() }).from(contentImageBlobs))[0]?.n,
  })

  it('refuses visitors and customers, before reading the body', async () => {
    for (const [cookie, status] of [
      [undefined, 401],
      [alice.cookie, 403],
    ] as const) {
      expect((await as(cookie, { method: 'GET', url: '/api/admin/portfolio/designs' })).statusCode).toBe(
        status,
      )
      const posted = await as(cookie, {
        method: 'POST',
        url: '/api/admin/portfolio/designs',
        headers: { 'content-type': 'application/json' },
        payload: '{ not json',
      })
      expect(posted.statusCode).toBe(status)
    }
    expect(await stored()).toMatchObject({ designs: 0 })
  })

  let first: TeamDesign
  let second: TeamDesign

  it('adds designs unpublished, and publishes one only once it has an image', async () => {
    const created = await create('Autumn menu')
    expect(created.statusCode).toBe(201)
    first = created.json().design
    expect(first).toMatchObject({ published: false, image: null, title: 'Autumn menu' })
    const early = await change(first.id, { published: true })
    expect(early.statusCode).toBe(409)
    expect(early.json().error.message).toBe(PORTFOLIO_MESSAGES.needsImage)

    const uploaded = await upload(first.id, await makePng(1600, 1200))
    expect(uploaded.statusCode).toBe(200)
    first = uploaded.json().design
    expect(first).toMatchObject({ width: 480, height: 360 })
    second = (await create('Quiz night')).json().design
    await upload(second.id, await makePng(800, 800))
    expect(await publicList()).toEqual([])

    const published = await change(first.id, { published: true })
    expect(published.json().notice).toBe(PORTFOLIO_MESSAGES.published)
    expect(await publicList()).toMatchObject([{ id: first.id, title: 'Autumn menu', width: 480 }])
  })

  it('serves a published image to anyone, an unpublished one only to the team', async () => {
    const [shown] = await publicList()
    const card = await as(undefined, { method: 'GET', url: shown.image })
    expect(card.statusCode).toBe(200)
    expect(card.headers['cache-control']).toContain('public')
    expect((await sharp(card.rawPayload).metadata()).format).toBe('webp')
    const hidden = (await as(admin, { method: 'GET', url: '/api/admin/portfolio/designs' }))
      .json()
      .designs.find((design: TeamDesign) => design.id === second.id)
    expect((await as(undefined, { method: 'GET', url: hidden.image })).statusCode).toBe(404)
    expect((await as(alice.cookie, { method: 'GET', url: hidden.image })).statusCode).toBe(404)
    expect((await as(admin, { method: 'GET', url: hidden.image })).statusCode).toBe(200)
  })

  it.each([
    ['a text file renamed .png', Buffer.from('not an image\n'), 415, CONTENT_MESSAGES.imageUnreadable],
    ['an 11 MB file', Buffer.alloc(11 * 1024 * 1024, 1), 413, CONTENT_MESSAGES.imageTooLarge],
  ])('refuses %s, changing nothing', async (_name, bytes, status, message) => {
    const before = await stored()
    const response = await upload(second.id, bytes)
    expect(response.statusCode).toBe(status)
    expect(response.json().error.message).toBe(message)
    expect(await stored()).toEqual(before)
  })

  it('refuses an image claiming more pixels than the pipeline decodes, changing nothing', async () => {
    const before = await stored()
    const response = await upload(second.id, await pngClaiming(20_000, 20_000))
    expect(response.statusCode).toBe(415)
    expect(await stored()).toEqual(before)
  })

  it('refuses a blank title, an unknown category and unknown fields', async () => {
    const blank = await create('   ')
    expect(blank.statusCode).toBe(400)
    expect(blank.json().error.fields.title).toBe('Title is required')
    const category = await as(admin, {
      method: 'POST',
      url: '/api/admin/portfolio/designs',
      payload: { title: 'A', category: 'Spaceships', description: '' },
    })
    expect(category.statusCode).toBe(400)
    expect((await change(first.id, { position: 3 })).statusCode).toBe(400)
  })

  it('reorders, edits and unpublishes, and the public list follows', async () => {
    await change(second.id, { published: true })
    expect((await publicList()).map((design: TeamDesign) => design.id)).toEqual([first.id, second.id])
    const moved = await as(admin, {
      method: 'POST',
      url: `/api/admin/portfolio/designs/${second.id}/move`,
      payload: { direction: 'up' },
    })
    expect(moved.json().notice).toBe(PORTFOLIO_MESSAGES.moved)
    expect((await publicList()).map((design: TeamDesign) => design.id)).toEqual([second.id, first.id])
    const top = await as(admin, {
      method: 'POST',
      url: `/api/admin/portfolio/designs/${second.id}/move`,
      payload: { direction: 'up' },
    })
    expect(top.statusCode).toBe(409)

    await change(first.id, { title: 'Autumn menu launch' })
    expect((await publicList())[1].title).toBe('Autumn menu launch')
    await change(second.id, { published: false })
    expect((await publicList()).map((design: TeamDesign) => design.id)).toEqual([first.id])
  })

  it('deletes a design with its image bytes', async () => {
    const before = await stored()
    const deleted = await as(admin, { method: 'DELETE', url: `/api/admin/portfolio/designs/${second.id}` })
    expect(deleted.json().notice).toBe(PORTFOLIO_MESSAGES.deleted)
    expect(await stored()).toEqual({ designs: (before.designs ?? 0) - 1, blobs: (before.blobs ?? 0) - 2 })
    const again = await as(admin, { method: 'DELETE', url: `/api/admin/portfolio/designs/${second.id}` })
    expect(again.statusCode).toBe(404)
  })
})
