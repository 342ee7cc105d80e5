import { count } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makePng } from '../../../../tests/support/content.ts'
import {
  createTestApp,
  signIn,
  signUp,
  TEST_ADMIN,
  type TestApp,
  withCookie,
} from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { multipartFile } from '../../../../tests/support/training-documents.ts'
import { customerBriefImages } from '../../db/schema/brief.ts'
import { contentImageBlobs } from '../../db/schema/content.ts'

describe.each(backends)('the onboarding brief on %s', (backend) => {
  let t: TestApp
  let admin: string
  let alice: { id: string; cookie: string }
  let bob: { id: string; cookie: string }

  beforeAll(async () => {
    t = await createTestApp(backend)
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
    const a = await signUp(t.app, 'alice@example.com', 'alice-password', 'Alice Smith')
    alice = { id: a.user.id, cookie: await signIn(t.app, 'alice@example.com', 'alice-password') }
    const b = await signUp(t.app, 'bob@example.com', 'bob-password', 'Bob Jones')
    bob = { id: b.user.id, cookie: await signIn(t.app, 'bob@example.com', 'bob-password') }
  })
  afterAll(async () => {
    await t.close()
  })

  const as = (cookie: string, options: InjectOptions) => t.app.inject(withCookie(cookie, options))
  const draft = (cookie: string, payload: Record<string, unknown>) =>
    as(cookie, { method: 'PUT', url: '/api/brief', payload })

  it('answers 401 to a visitor, before reading any body', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/brief' })).statusCode).toBe(401)
    const put = await t.app.inject({ method: 'PUT', url: '/api/brief', payload: 'not json' })
    expect(put.statusCode).toBe(401)
    expect((await t.app.inject({ method: 'POST', url: '/api/brief/submit' })).statusCode).toBe(401)
  })

  it('reads as blank answers before the customer starts', async () => {
    const brief = (await as(alice.cookie, { method: 'GET', url: '/api/brief' })).json()
    expect(brief.submittedAt).toBeNull()
    expect(brief.updatedAt).toBeNull()
    expect(brief.answers.businessName).toBe('')
    expect(Object.keys(brief.answers)).toHaveLength(11)
    expect(brief.images).toEqual([])
  })

  it('saves drafts field by field, keeping the fields not sent', async () => {
    const first = await draft(alice.cookie, { businessName: '  The Corner Bakery ' })
    expect(first.statusCode).toBe(200)
    expect(first.json().notice).toBe('Draft saved')
    await draft(alice.cookie, { toneOfVoice: 'Warm and cheeky\nnever pushy' })
    const brief = (await as(alice.cookie, { method: 'GET', url: '/api/brief' })).json()
    expect(brief.answers).toMatchObject({
      businessName: 'The Corner Bakery',
      toneOfVoice: 'Warm and cheeky\nnever pushy',
      audience: '',
    })
    expect(brief.submittedAt).toBeNull()
  })

  it('refuses an unknown field, a line break in a one-line field and an answer too long', async () => {
    expect((await draft(alice.cookie, { favouriteColour: 'red' })).statusCode).toBe(400)
    const broken = await draft(alice.cookie, { businessName: 'Two\nlines' })
    expect(broken.statusCode).toBe(400)
    expect(broken.json().error.fields.businessName).toBe(
      'Business name contains characters that are not allowed',
    )
    const long = await draft(alice.cookie, { audience: 'a'.repeat(2001) })
    expect(long.json().error.fields.audience).toBe('Your audience must be at most 2000 characters')
  })

  it('sends the brief only once the required fields are answered', async () => {
    const early = await as(alice.cookie, { method: 'POST', url: '/api/brief/submit' })
    expect(early.statusCode).toBe(400)
    expect(early.json().error).toMatchObject({
      message: 'Please fill in the fields marked required before sending your brief',
      fields: { whatYouSell: 'What you sell is required' },
    })
    await draft(alice.cookie, { whatYouSell: 'Sourdough, cakes and coffee' })
    const sent = await as(alice.cookie, { method: 'POST', url: '/api/brief/submit' })
    expect(sent.statusCode).toBe(200)
    expect(sent.json().notice).toBe('Brief sent to the team')
    expect(sent.json().brief.submittedAt).not.toBeNull()
  })

  it('shows each customer only their own brief', async () => {
    const own = (await as(bob.cookie, { method: 'GET', url: '/api/brief' })).json()
    expect(own.answers.businessName).toBe('')
  })

  it('lets the team read a customer brief, and nobody else', async () => {
    const url = `/api/admin/customers/${alice.id}/brief`
    const read = await as(admin, { method: 'GET', url })
    expect(read.statusCode).toBe(200)
    expect(read.json().answers.whatYouSell).toBe('Sourdough, cakes and coffee')
    expect((await as(bob.cookie, { method: 'GET', url })).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401)
    const unknown = await as(admin, { method: 'GET', url: '/api/admin/customers/no-such-user/brief' })
    expect(unknown.statusCode).toBe(404)
  })

  const uploadImage = (cookie: string, kind: string, bytes: Buffer) =>
    as(cookie, {
      method: 'POST',
      url: `/api/brief/images?kind=${kind}`,
      ...multipartFile('file', 'logo.png', bytes, 'image/png'),
    })
  const blobs = async () => (await t.database.db.select({ n: count() }).from(contentImageBlobs))[0]?.n ?? 0

  it('takes a logo (a new one replaces it) and photos through the image pipeline', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/brief/images?kind=logo', payload: 'x' })).statusCode,
    ).toBe(401)
    const logo = await uploadImage(alice.cookie, 'logo', await makePng(600, 300))
    expect(logo.statusCode).toBe(201)
    expect(logo.json().notice).toBe('Logo uploaded')
    const again = await uploadImage(alice.cookie, 'logo', await makePng(400, 400))
    expect(again.json().images).toMatchObject([{ kind: 'logo', width: 400, height: 400 }])
    const photo = await uploadImage(alice.cookie, 'photo', await makePng(1200, 800))
    expect(photo.json().images.map((image: { kind: string }) => image.kind)).toEqual(['logo', 'photo'])
    expect(await blobs()).toBe(4)
    const thumb = await as(alice.cookie, { method: 'GET', url: photo.json().images[1].thumbnail })
    expect((await sharp(thumb.rawPayload).metadata()).format).toBe('webp')
  })

  it("refuses a file that is not an image, an unknown kind, and another customer's image", async () => {
    const before = await blobs()
    const text = await uploadImage(alice.cookie, 'logo', Buffer.from('not an image'))
    expect(text.statusCode).toBe(415)
    expect((await uploadImage(alice.cookie, 'banner', await makePng(10, 10))).statusCode).toBe(400)
    expect(await blobs()).toBe(before)
    const [logo] = (await as(alice.cookie, { method: 'GET', url: '/api/brief' })).json().images
    expect((await as(bob.cookie, { method: 'GET', url: logo.full })).statusCode).toBe(404)
    expect((await as(bob.cookie, { method: 'DELETE', url: `/api/brief/images/${logo.id}` })).statusCode).toBe(
      404,
    )
  })

  it('shows the images to the team with the brief', async () => {
    const read = (await as(admin, { method: 'GET', url: `/api/admin/customers/${alice.id}/brief` })).json()
    expect(read.images).toHaveLength(2)
    const full = await as(admin, { method: 'GET', url: read.images[0].full })
    expect(full.statusCode).toBe(200)
    expect(full.headers['content-type']).toBe('image/png')
    const wrongOwner = read.images[0].full.replace(alice.id, bob.id)
    expect((await as(admin, { method: 'GET', url: wrongOwner })).statusCode).toBe(404)
  })

  it('removes an image with its bytes', async () => {
    const [, photo] = (await as(alice.cookie, { method: 'GET', url: '/api/brief' })).json().images
    const before = await blobs()
    const removed = await as(alice.cookie, { method: 'DELETE', url: `/api/brief/images/${photo.id}` })
    expect(removed.json().images).toHaveLength(1)
    expect(await blobs()).toBe(before - 2)
  })

  it('is in the customer data export, and goes with the account', async () => {
    const exported = (await as(alice.cookie, { method: 'GET', url: '/api/account/export' })).json()
    expect(exported.brief.answers.businessName).toBe('The Corner Bakery')
    expect(exported.brief.images).toMatchObject([{ kind: 'logo', width: 400 }])
    const bobExport = (await as(bob.cookie, { method: 'GET', url: '/api/account/export' })).json()
    expect(bobExport.brief).toBeNull()

    const erased = await as(alice.cookie, {
      method: 'POST',
      url: '/api/account/delete',
      payload: { confirmEmail: 'alice@example.com' },
    })
    expect(erased.statusCode).toBe(200)
    const left = await t.database.db.select({ n: count() }).from(customerBriefImages)
    expect(left[0]?.n).toBe(0)
    expect(await blobs()).toBe(0)
  })
})
