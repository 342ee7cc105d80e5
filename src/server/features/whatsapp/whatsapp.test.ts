import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_MESSAGES } from '#shared/content/content-messages.ts'
import { WHATSAPP_CODE_MAX_ATTEMPTS, WHATSAPP_MESSAGES } from '#shared/schemas/whatsapp.ts'
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
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { multipartFile } from '../../../../tests/support/training-documents.ts'
import {
  buttonReply,
  codeIn,
  notification,
  type SentMessage,
  STAND_IN,
  signedDelivery,
  templateButton,
  textMessage,
  WhatsappCloudStandIn,
  whatsappEnv,
} from '../../../../tests/support/whatsapp-cloud.ts'
import { contentPostComments, contentPosts } from '../../db/schema/content.ts'
import { jobs } from '../../db/schema/infrastructure.ts'
import { whatsappOptIns, whatsappProcessedMessages } from '../../db/schema/whatsapp.ts'
import { forgetOldProcessedMessages } from './whatsapp.jobs.ts'

describe.each(backends)('approvals on WhatsApp on %s', (backend) => {
  const clock = new ContentClock()
  const cloud = new WhatsappCloudStandIn()
  let t: TestApp
  let admin: string
  let alice: Person
  let bob: Person
  let as: ReturnType<typeof requester>
  const ALICE_PHONE = '447700900123'
  const BOB_PHONE = '447700900456'

  beforeAll(async () => {
    const url = await cloud.start()
    t = await createTestApp(backend, whatsappEnv(url), { now: clock.now, runJobs: true })
    as = requester(t)
    admin = await administrator(t)
    alice = await customer(t, 'alice@example.com', 'Alice')
    bob = await customer(t, 'bob@example.com', 'Bob')
  })
  afterAll(async () => {
    await t.close()
    await cloud.stop()
  })

  const deliver = (payload: unknown, secret?: string) => {
    const { body, headers } = signedDelivery(payload, secret)
    return t.app.inject({ method: 'POST', url: '/api/whatsapp/webhook', headers, payload: body })
  }
  const optIn = async (who: Person, phone: string) => {
    const since = cloud.countTo(phone)
    const asked = await as(who.cookie, {
      method: 'POST',
      url: '/api/whatsapp/opt-in',
      payload: { phone: `+${phone}` },
    })
    expect(asked.statusCode).toBe(200)
    const [code] = await cloud.waitFor(phone, 1, since)
    const confirmed = await as(who.cookie, {
      method: 'POST',
      url: '/api/whatsapp/confirm',
      payload: { code: codeIn(code as SentMessage) },
    })
    expect(confirmed.json()).toMatchObject({ whatsapp: { status: 'on' }, notice: WHATSAPP_MESSAGES.optedIn })
  }
  const draft = async (customerId: string, caption: string) => {
    const response = await as(admin, {
      method: 'POST',
      url: `/api/admin/content/customers/${customerId}/posts`,
      payload: { channel: 'linkedin-company', scheduledAt: clock.inFuture(5 * DAY), caption },
    })
    return response.json().post.id as string
  }
  const sendForReview = async (who: Person, postIds: string[]) => {
    const sent = await as(admin, {
      method: 'POST',
      url: `/api/admin/content/customers/${who.id}/review-batches`,
      payload: { postIds },
    })
    expect(sent.statusCode).toBe(201)
    return sent.json().batch.id as string
  }
  const post = async (id: string) =>
    (await t.database.db.select().from(contentPosts).where(eq(contentPosts.id, id)))[0]
  const buttons = (message: SentMessage) =>
    message.body.interactive.action.buttons.map((b: { reply: { id: string; title: string } }) => b.reply)

  it('is for signed-in customers only, and checks the number', async () => {
    const visitor = await as(undefined, {
      method: 'POST',
      url: '/api/whatsapp/opt-in',
      payload: { phone: '+447700900123' },
    })
    expect(visitor.statusCode).toBe(401)
    const local = await as(alice.cookie, {
      method: 'POST',
      url: '/api/whatsapp/opt-in',
      payload: { phone: '07700 900123' },
    })
    expect(local.statusCode).toBe(400)
    expect(JSON.stringify(local.json())).toContain(WHATSAPP_MESSAGES.phoneInvalid)
    const status = await as(alice.cookie, { method: 'GET', url: '/api/whatsapp' })
    expect(status.json()).toEqual({ whatsapp: { offered: true, status: 'off', phone: null } })
  })

  it('confirms the number with the code sent over WhatsApp; wrong codes are counted and limited', async () => {
    const since = cloud.countTo(BOB_PHONE)
    const asked = await as(bob.cookie, {
      method: 'POST',
      url: '/api/whatsapp/opt-in',
      payload: { phone: '+44 7700 900456' },
    })
    expect(asked.json()).toMatchObject({
      whatsapp: { status: 'pending', phone: `+${BOB_PHONE}` },
      notice: WHATSAPP_MESSAGES.codeSent,
    })
    const [message] = await cloud.waitFor(BOB_PHONE, 1, since)
    expect(message?.body.template.name).toBe('postcraft_confirmation_code')
    const code = codeIn(message as SentMessage)
    expect(code).toMatch(/^\d{6}$/)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < WHATSAPP_CODE_MAX_ATTEMPTS; i++) {
      const refused = await as(bob.cookie, {
        method: 'POST',
        url: '/api/whatsapp/confirm',
        payload: { code: wrong },
      })
      expect(refused.statusCode).toBe(400)
      expect(refused.json().error.message).toBe(WHATSAPP_MESSAGES.codeInvalid)
    }
    // Even the right code is refused now: a new one must be asked for.
    const locked = await as(bob.cookie, { method: 'POST', url: '/api/whatsapp/confirm', payload: { code } })
    expect(locked.json().error.message).toBe(WHATSAPP_MESSAGES.tooManyAttempts)
    await optIn(bob, BOB_PHONE)
  })

  it("answers Meta's verification with the verify token only", async () => {
    const query = (token: string) =>
      `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`
    const ok = await t.app.inject({ method: 'GET', url: query(STAND_IN.verifyToken) })
    expect(ok.statusCode).toBe(200)
    expect(ok.body).toBe('1158201444')
    expect((await t.app.inject({ method: 'GET', url: query('wrong') })).statusCode).toBe(403)
  })

  it('sends the waiting count, the review link and each post with its buttons; answers follow the link rules', async () => {
    await optIn(alice, ALICE_PHONE)
    const ids = [await draft(alice.id, 'Hiring now'), await draft(alice.id, 'Autumn menu')]
    const uploaded = await as(admin, {
      method: 'POST',
      url: `/api/admin/content/posts/${ids[0]}/images`,
      ...multipartFile('file', 'design.png', await makePng(), 'image/png'),
    })
    expect(uploaded.statusCode).toBe(201)
    const since = cloud.countTo(ALICE_PHONE)
    await sendForReview(alice, ids)
    const token = await reviewTokenFromEmail(t, alice.email)
    const arrived = await cloud.waitFor(ALICE_PHONE, 3, since)
    // The count and the link first, then the posts (in either order).
    const [template] = arrived
    const about = (caption: string) =>
      arrived.find((m) => m.type === 'interactive' && m.body.interactive.body.text.includes(caption))
    const first = about('Hiring now')
    const second = about('Autumn menu')
    expect(template?.body.template.name).toBe('postcraft_posts_waiting')
    expect(template?.body.template.components[0].parameters.map((p: { text: string }) => p.text)).toEqual([
      '2',
      `${t.config.APP_URL}/review/${token}`,
    ])
    // The post's design is the message's header, through the batch's token (no session needed).
    const link = first?.body.interactive.header.image.link as string
    expect(link.startsWith(`${t.config.APP_URL}/api/content/images/`)).toBe(true)
    const image = await t.app.inject({ method: 'GET', url: link.slice(t.config.APP_URL.length) })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toMatch(/^image\//)
    expect(second?.body.interactive.header).toBeUndefined()
    const [approve] = buttons(first as SentMessage)
    const [, changes] = buttons(second as SentMessage)
    expect(approve.title).toBe('Approve')
    expect(changes.title).toBe('Request changes')

    // Approve: the post is approved, once; the replayed delivery changes nothing and sends nothing.
    const tap = buttonReply(ALICE_PHONE, approve, first?.id)
    const approved = await deliver(notification([tap], ALICE_PHONE))
    expect(approved.json()).toEqual({ received: true, outcomes: ['approved'] })
    expect((await post(ids[0] as string))?.status).toBe('approved')
    const repliesBefore = (await cloud.waitFor(ALICE_PHONE, 1, since + 3)).length
    const replayed = await deliver(notification([tap], ALICE_PHONE))
    expect(replayed.json()).toEqual({ received: true, outcomes: ['replay'] })
    // A new tap on the same button (a new message id) is refused by the one-answer rule.
    const again = await deliver(notification([buttonReply(ALICE_PHONE, approve, first?.id)], ALICE_PHONE))
    expect(again.json().outcomes).toEqual(['refused'])
    const refusal = await cloud.waitFor(ALICE_PHONE, repliesBefore + 1, since + 3)
    expect(refusal.at(-1)?.body.text.body).toBe(CONTENT_MESSAGES.alreadyAnswered)

    // Request changes, then free text: the text is the change comment.
    const asked = await deliver(notification([buttonReply(ALICE_PHONE, changes, second?.id)], ALICE_PHONE))
    expect(asked.json().outcomes).toEqual(['comment asked'])
    expect((await post(ids[1] as string))?.status).toBe('in_review')
    const comment = await deliver(
      notification([textMessage(ALICE_PHONE, 'A warmer photo please')], ALICE_PHONE),
    )
    expect(comment.json().outcomes).toEqual(['changes requested'])
    expect((await post(ids[1] as string))?.status).toBe('changes_requested')
    const [saved] = await t.database.db
      .select()
      .from(contentPostComments)
      .where(eq(contentPostComments.postId, ids[1] as string))
    expect(saved).toMatchObject({ body: 'A warmer photo please', kind: 'change_request', lateRequest: false })
    const history = (await as(admin, { method: 'GET', url: `/api/admin/content/posts/${ids[0]}` })).json()
    expect(history.versions[0]).toMatchObject({
      actorKind: 'customer',
      change: 'Approved',
      actorName: 'Alice (WhatsApp)',
    })
  })

  it('refuses a bad signature before reading anything, and changes nothing', async () => {
    const id = await draft(alice.id, 'Signed only')
    await sendForReview(alice, [id])
    const batch = (await post(id))?.reviewBatchId as string
    const payload = notification(
      [buttonReply(ALICE_PHONE, { id: `approve:${batch}:${id}`, title: 'Approve' })],
      ALICE_PHONE,
    )
    const forged = await deliver(payload, 'not-the-app-secret')
    expect(forged.statusCode).toBe(401)
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    })
    expect(unsigned.statusCode).toBe(401)
    // A body altered after signing.
    const { body, headers } = signedDelivery(payload)
    const altered = await t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers,
      payload: body.replace('Approve', 'Approve '),
    })
    expect(altered.statusCode).toBe(401)
    expect((await post(id))?.status).toBe('in_review')
    // The same message, properly signed, still acts: the refused deliveries did not use its id.
    expect((await deliver(payload)).json().outcomes).toEqual(['approved'])
  })

  it('ignores answers from unknown numbers, for posts outside the batch, and after the window', async () => {
    const mine = await draft(alice.id, 'Mine')
    const batch = await sendForReview(alice, [mine])
    const bobsPost = await draft(bob.id, 'Bob’s')
    await sendForReview(bob, [bobsPost])

    const stranger = await deliver(
      notification(
        [buttonReply('447700900999', { id: `approve:${batch}:${mine}`, title: 'Approve' })],
        '447700900999',
      ),
    )
    expect(stranger.json().outcomes).toEqual(['unknown number'])
    // Bob's post named with Alice's batch, from Alice's number; and Alice's post from Bob's number.
    const outside = await deliver(
      notification(
        [buttonReply(ALICE_PHONE, { id: `approve:${batch}:${bobsPost}`, title: 'Approve' })],
        ALICE_PHONE,
      ),
    )
    expect(outside.json().outcomes).toEqual(['refused'])
    const otherCustomer = await deliver(
      notification([buttonReply(BOB_PHONE, { id: `approve:${batch}:${mine}`, title: 'Approve' })], BOB_PHONE),
    )
    expect(otherCustomer.json().outcomes).toEqual(['refused'])
    expect((await post(bobsPost))?.status).toBe('in_review')
    expect((await post(mine))?.status).toBe('in_review')

    clock.advance(8 * DAY)
    try {
      const late = await deliver(
        notification(
          [buttonReply(ALICE_PHONE, { id: `approve:${batch}:${mine}`, title: 'Approve' })],
          ALICE_PHONE,
        ),
      )
      expect(late.json().outcomes).toEqual(['refused'])
      expect((await post(mine))?.status).toBe('in_review')
    } finally {
      clock.advance(-8 * DAY)
    }
  })

  it('sends only the count and the link for more than three posts', async () => {
    const ids = []
    for (let i = 0; i < 4; i++) ids.push(await draft(alice.id, `Post ${i}`))
    await sendForReview(alice, ids)
    const token = await reviewTokenFromEmail(t, alice.email)
    const template = await cloud.waitForMessage((m) => JSON.stringify(m.body).includes(`/review/${token}`))
    expect(template.body.template.components[0].parameters[0].text).toBe('4')
    // Every message is queued in the sending transaction: none shows a post of this batch.
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.queue, 'whatsapp.send'))
    expect(queued.filter((job) => JSON.stringify(job.payload).includes('Post 0'))).toEqual([])
  })

  it("takes a template's quick-reply button (type button) like an interactive one", async () => {
    const id = await draft(bob.id, 'Template button')
    const batch = await sendForReview(bob, [id])
    const tapped = await deliver(
      notification([templateButton(BOB_PHONE, `approve:${batch}:${id}`, 'Approve')], BOB_PHONE),
    )
    expect(tapped.json().outcomes).toEqual(['approved'])
    expect((await post(id))?.status).toBe('approved')
  })

  it('opts out by STOP: later answers are no-ops and nothing more is sent', async () => {
    const id = await draft(bob.id, 'After stop')
    const batch = await sendForReview(bob, [id])
    const stop = await deliver(notification([textMessage(BOB_PHONE, 'STOP')], BOB_PHONE))
    expect(stop.json().outcomes).toEqual(['stopped'])
    expect(
      await t.database.db.select().from(whatsappOptIns).where(eq(whatsappOptIns.userId, bob.id)),
    ).toEqual([])
    const after = await deliver(
      notification([buttonReply(BOB_PHONE, { id: `approve:${batch}:${id}`, title: 'Approve' })], BOB_PHONE),
    )
    expect(after.json().outcomes).toEqual(['unknown number'])
    expect((await post(id))?.status).toBe('in_review')
    const status = await as(bob.cookie, { method: 'GET', url: '/api/whatsapp' })
    expect(status.json().whatsapp.status).toBe('off')
  })

  it('opts out in settings', async () => {
    const off = await as(alice.cookie, { method: 'DELETE', url: '/api/whatsapp' })
    expect(off.json()).toEqual({
      whatsapp: { offered: true, status: 'off', phone: null },
      notice: WHATSAPP_MESSAGES.optedOut,
    })
  })

  it('forgets handled message ids after 30 days, long after Meta stops retrying (7 days)', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000)
    await t.database.db.insert(whatsappProcessedMessages).values([
      { messageId: 'wamid.forget-me', processedAt: daysAgo(31) },
      { messageId: 'wamid.keep-me', processedAt: daysAgo(8) },
    ])
    expect(await forgetOldProcessedMessages(t.database.db)).toBe(1)
    const ids = (await t.database.db.select().from(whatsappProcessedMessages)).map((row) => row.messageId)
    expect(ids).toContain('wamid.keep-me')
    expect(ids).not.toContain('wamid.forget-me')
  })
})

describe('without the WhatsApp configuration', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite')
  })
  afterAll(async () => {
    await t.close()
  })

  it('offers nothing and accepts nothing', async () => {
    const alice = await customer(t, 'alice@example.com', 'Alice')
    const as = requester(t)
    expect((await as(alice.cookie, { method: 'GET', url: '/api/whatsapp' })).json().whatsapp).toEqual({
      offered: false,
      status: 'off',
      phone: null,
    })
    const asked = await as(alice.cookie, {
      method: 'POST',
      url: '/api/whatsapp/opt-in',
      payload: { phone: '+447700900123' },
    })
    expect(asked.statusCode).toBe(409)
    expect(asked.json().error.message).toBe(WHATSAPP_MESSAGES.notOffered)
    const { body, headers } = signedDelivery(notification([textMessage('447700900123', 'hi')]))
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/whatsapp/webhook', headers, payload: body }))
        .statusCode,
    ).toBe(404)
  })
})
