import { count, eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CONTENT_TOO_SHORT,
  ENTER_DOCUMENT_TITLE,
  ENTER_VALID_URL,
  FILE_TOO_LARGE,
  FILE_TYPE_REFUSED,
} from '#shared/schemas/chatbot-admin.ts'
import { TestClock } from '../../../../tests/support/job-schedule.ts'
import {
  createTestApp,
  signIn,
  TEST_ADMIN,
  type TestApp,
  withCookie,
} from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import {
  makeDocx,
  makeDocxBomb,
  makePdf,
  multipartFile,
  PageServer,
} from '../../../../tests/support/training-documents.ts'
import { chatbotKnowledgeChunks, chatbotTrainingDocuments } from '../../db/schema/chatbot.ts'
import { jobs } from '../../db/schema/infrastructure.ts'
import { claimJob, fixedClock, LEASE_EXPIRED_ERROR } from '../../jobs/lease.ts'
import { JobWorker } from '../../jobs/worker.ts'
import { EXTRACTION_LIMITS, extractionFailures } from './extraction/limits.ts'
import { PRIVATE_ADDRESS_REFUSED } from './safe-fetch.ts'
import { PROCESSING_STOPPED, TRAINING_QUEUE, trainingJobs } from './training.service.ts'

const page = `<!doctype html><html><head><title>Quokka Grooming Guide</title><script>var secret = "do not index"</script>
<style>body { color: red }</style></head><body><nav>Home | Shop | Quokkacart navigation</nav>
<main><h1>Grooming quokkas</h1><p>Our quokka grooming sessions take forty minutes &amp; cost nothing extra.</p></main>
<footer>Footer text</footer></body></html>`

describe.each(backends)('training documents on %s', (backend) => {
  let t: TestApp
  let admin: string
  const site = new PageServer({
    '/guide': { body: page },
    '/moved': { status: 302, location: '/guide' },
  })
  let siteUrl = ''

  beforeAll(async () => {
    siteUrl = await site.start()
    // The local page server is on 127.0.0.1, so this server may fetch private addresses.
    t = await createTestApp(backend, { CHATBOT_ALLOW_PRIVATE_URLS: 'true' }, { runJobs: true })
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
  })
  afterAll(async () => {
    await t.close()
    await site.stop()
  })

  const asAdmin = (options: InjectOptions) => t.app.inject(withCookie(admin, options))
  const upload = (filename: string, bytes: Buffer) =>
    asAdmin({
      method: 'POST',
      url: '/api/admin/chatbot/documents/file',
      ...multipartFile('file', filename, bytes),
    })

  /** Waits until the background job has finished with the document. */
  async function processed(id: string) {
    for (;;) {
      const list = (await asAdmin({ method: 'GET', url: '/api/admin/chatbot/documents' })).json()
      const document = list.documents.find((d: { id: string }) => d.id === id)
      if (document && document.status !== 'processing') return document
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  async function ask(message: string) {
    const session = await t.app.inject({ method: 'POST', url: '/api/chatbot/sessions', payload: {} })
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/chatbot/query',
      payload: { conversation_id: session.json().conversation_id, message },
    })
    return response.json()
  }

  it('learns a PDF and cites it', async () => {
    const pdf = await makePdf([
      'Zanzibar partnership',
      'Our Zanzibar partnership gives bakeries twelve free menu designs.',
    ])
    const response = await upload('partners.pdf', pdf)
    expect(response.statusCode).toBe(202)
    expect(response.json().document).toMatchObject({
      documentType: 'pdf',
      status: 'processing',
      chunksCreated: 0,
    })
    const document = await processed(response.json().document.id)
    expect(document).toMatchObject({
      status: 'completed',
      chunksCreated: 1,
      originalFilename: 'partners.pdf',
    })
    const answer = await ask('What does the Zanzibar partnership give bakeries?')
    expect(answer.response).toContain('twelve free menu designs')
    expect(answer.sources).toEqual([{ title: 'partners.pdf', url: null }])
  })

  it('learns a Word document and cites it', async () => {
    const docx = await makeDocx([
      'Winter opening hours',
      'Our studio closes for the Yuletide break from 24 December.',
    ])
    const response = await upload('hours.docx', docx)
    expect(response.statusCode).toBe(202)
    expect(await processed(response.json().document.id)).toMatchObject({
      status: 'completed',
      documentType: 'docx',
    })
    const answer = await ask('When does the studio close for the Yuletide break?')
    expect(answer.response).toContain('24 December')
    expect(answer.sources).toEqual([{ title: 'hours.docx', url: null }])
  })

  it('fails a Word document that unpacks past the cap, saying why, and learns nothing from it', async () => {
    const response = await upload('bomb.docx', makeDocxBomb(40 * 1024 * 1024))
    expect(response.statusCode).toBe(202)
    expect(await processed(response.json().document.id)).toMatchObject({
      status: 'failed',
      chunksCreated: 0,
      lastError: extractionFailures.entryTooLarge(EXTRACTION_LIMITS),
    })
    const [row] = await t.database.db
      .select({ n: count() })
      .from(chatbotKnowledgeChunks)
      .where(eq(chatbotKnowledgeChunks.documentId, response.json().document.id))
    expect(row?.n).toBe(0)
  })

  it("learns a web page's main text, following a redirect, and cites the page", async () => {
    const response = await asAdmin({
      method: 'POST',
      url: '/api/admin/chatbot/documents/url',
      payload: { sourceUrl: `${siteUrl}/moved` },
    })
    expect(response.statusCode).toBe(202)
    const document = await processed(response.json().document.id)
    expect(document).toMatchObject({ status: 'completed', originalFilename: 'Quokka Grooming Guide' })
    const answer = await ask('How long do quokka grooming sessions take?')
    expect(answer.response).toContain('forty minutes & cost nothing extra')
    expect(answer.sources).toEqual([{ title: 'Quokka Grooming Guide', url: `${siteUrl}/moved` }])
    const [stored] = await t.database.db
      .select({ content: chatbotTrainingDocuments.content })
      .from(chatbotTrainingDocuments)
      .where(eq(chatbotTrainingDocuments.id, document.id))
    expect(stored?.content).not.toMatch(/do not index|color: red|Quokkacart|Footer text/)
  })

  it('learns a typed text and cites it', async () => {
    const response = await asAdmin({
      method: 'POST',
      url: '/api/admin/chatbot/documents/manual',
      payload: {
        manualTitle: 'Referral scheme',
        manualText:
          'Refer a friend to us and you both receive a Marmalade voucher worth £20 after their first month.',
      },
    })
    expect(response.statusCode).toBe(202)
    expect(await processed(response.json().document.id)).toMatchObject({
      status: 'completed',
      chunksCreated: 1,
    })
    const answer = await ask('What is the Marmalade voucher worth?')
    expect(answer.response).toContain('£20')
    expect(answer.sources).toEqual([{ title: 'Referral scheme', url: null }])
  })

  it('deletes a document with its chunks, so it is no longer cited', async () => {
    const response = await asAdmin({
      method: 'POST',
      url: '/api/admin/chatbot/documents/manual',
      payload: {
        manualTitle: 'Gazpacho night',
        manualText: 'Every Gazpacho night we post a recipe carousel for restaurants.',
      },
    })
    const { id } = await processed(response.json().document.id)
    expect((await ask('What happens on Gazpacho night?')).sources).toEqual([
      { title: 'Gazpacho night', url: null },
    ])
    const deleted = await asAdmin({ method: 'DELETE', url: `/api/admin/chatbot/documents/${id}` })
    expect(deleted.json()).toEqual({ notice: 'Document deleted successfully' })
    const [left] = await t.database.db
      .select({ n: count() })
      .from(chatbotKnowledgeChunks)
      .where(eq(chatbotKnowledgeChunks.documentId, id))
    expect(left?.n).toBe(0)
    expect((await ask('What happens on Gazpacho night?')).final_outcome).toBe('human_requested')
    expect((await asAdmin({ method: 'DELETE', url: `/api/admin/chatbot/documents/${id}` })).statusCode).toBe(
      404,
    )
  })

  it('refuses an upload over 10 MB with a clear message', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(11 * 1024 * 1024, 0x20)])
    const response = await upload('big.pdf', big)
    expect(response.statusCode).toBe(413)
    expect(response.json().error.message).toBe(FILE_TOO_LARGE)
  })

  it('checks the type by content, not by name', async () => {
    const fake = await upload('notes.pdf', Buffer.from('just some text pretending to be a PDF'))
    expect(fake.statusCode).toBe(415)
    expect(fake.json().error.message).toBe(FILE_TYPE_REFUSED)
    const renamed = await upload('renamed.bin', await makePdf(['A PDF by any other name']))
    expect(renamed.statusCode).toBe(202)
    expect(renamed.json().document.documentType).toBe('pdf')
  })

  it.each([
    [{ manualTitle: ' ', manualText: 'x'.repeat(60) }, 'manualTitle', ENTER_DOCUMENT_TITLE],
    [{ manualTitle: 'Short', manualText: '  too short  ' }, 'manualText', CONTENT_TOO_SHORT],
    [{ manualTitle: 'Empty', manualText: '' }, 'manualText', 'Please enter document content'],
  ])('refuses manual text %j', async (payload, field, message) => {
    const response = await asAdmin({ method: 'POST', url: '/api/admin/chatbot/documents/manual', payload })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.fields[field]).toBe(message)
  })

  it.each(['', 'not a url', 'ftp://example.com/file'])('refuses the URL %j', async (sourceUrl) => {
    const response = await asAdmin({
      method: 'POST',
      url: '/api/admin/chatbot/documents/url',
      payload: { sourceUrl },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.fields.sourceUrl).toBe(ENTER_VALID_URL)
  })
})

describe.each(backends)('training URLs without CHATBOT_ALLOW_PRIVATE_URLS on %s', (backend) => {
  let t: TestApp
  let admin: string
  beforeAll(async () => {
    t = await createTestApp(backend, {}, { runJobs: true })
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
  })
  afterAll(async () => {
    await t.close()
  })

  it.each([
    'http://127.0.0.1:9/page',
    'http://localhost:9/page',
    'http://[::1]:9/',
    'http://169.254.169.254/latest',
  ])('refuses %s, which resolves to a private address, and stores nothing', async (sourceUrl) => {
    const response = await t.app.inject(
      withCookie(admin, { method: 'POST', url: '/api/admin/chatbot/documents/url', payload: { sourceUrl } }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toBe(PRIVATE_ADDRESS_REFUSED)
    const [row] = await t.database.db.select({ n: count() }).from(chatbotTrainingDocuments)
    expect(row?.n).toBe(0)
  })
})

describe.each(backends)('a training document whose worker died on %s', (backend) => {
  let t: TestApp
  let admin: string
  beforeAll(async () => {
    t = await createTestApp(backend)
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
  })
  afterAll(async () => {
    await t.close()
  })

  it("is failed with a reason when its job's lease expires for the last time, never left processing", async () => {
    const uploaded = await t.app.inject(
      withCookie(admin, {
        method: 'POST',
        url: '/api/admin/chatbot/documents/file',
        ...multipartFile('file', 'notes.pdf', await makePdf(['Some notes'])),
      }),
    )
    const documentId = uploaded.json().document.id
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.queue, TRAINING_QUEUE))
    if (!job) throw new Error('no processing job was queued')

    // A worker takes the job and dies holding it (the process ran out of memory, say).
    const clock = new TestClock()
    clock.reach(job.runAt)
    const leaseMs = 60_000
    const at = fixedClock(clock.now)
    expect(await claimJob(t.database.db, { queues: [TRAINING_QUEUE], leaseMs, at })).toMatchObject({
      id: job.id,
    })
    clock.reach(new Date(clock.now().getTime() + leaseMs))

    let told = 0
    const worker = new JobWorker({
      database: t.database,
      logger: t.app.log,
      leaseMs,
      now: clock.now,
      notices: { tell() {} },
      queues: [trainingJobs({ notices: { tell: (topic) => void (topic === 'knowledge' && told++) } })],
      handlers: {
        [TRAINING_QUEUE]: async () => {
          throw new Error('a job whose attempts are used up must not run again')
        },
      },
    })
    expect(await worker.runNext()).toBe(false)

    const [after] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id))
    expect(after).toMatchObject({ status: 'failed', lastError: LEASE_EXPIRED_ERROR })
    const list = await t.app.inject(withCookie(admin, { method: 'GET', url: '/api/admin/chatbot/documents' }))
    expect(list.json().documents).toMatchObject([
      { id: documentId, status: 'failed', lastError: PROCESSING_STOPPED },
    ])
    expect(told).toBe(1)

    // Retried from Admin Settings, the document is 'processing' again until its job has run.
    const retried = await t.app.inject(
      withCookie(admin, { method: 'POST', url: `/api/admin/jobs/${job.id}/retry` }),
    )
    expect(retried.statusCode).toBe(200)
    const again = await t.app.inject(
      withCookie(admin, { method: 'GET', url: '/api/admin/chatbot/documents' }),
    )
    expect(again.json().documents).toMatchObject([{ id: documentId, status: 'processing', lastError: null }])
  })
})
