import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppProcess, E2E_ADMIN } from '../../e2e/support/app-process.ts'
import { EXTRACTION_LIMITS, extractionFailures } from '../../src/server/features/chatbot/extraction/limits.ts'
import { eventually, HttpSession } from '../support/api-client.ts'
import { makeDocxBomb } from '../support/training-documents.ts'

interface DocumentList {
  documents: Array<{ id: string; status: string; lastError: string | null }>
}

/** A small PDF whose one page carries a text layer of `inflatedBytes` (a compressed content stream). */
async function pdfWithHugeTextLayer(inflatedBytes: number): Promise<Buffer> {
  const pdf = await PDFDocument.create()
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const page = pdf.addPage([595, 842])
  page.drawText('x', { font, size: 10 })
  // pdf.js reads the text whatever the font's name; the page keeps a real font all the same.
  const line = `BT /F1 10 Tf 50 700 Td (${'All work and no play makes Jack a dull boy. '.repeat(4)}) Tj ET\n`
  const operators = Buffer.from(line.repeat(Math.ceil(inflatedBytes / line.length)))
  page.node.set(PDFName.of('Contents'), pdf.context.register(pdf.context.flateStream(operators)))
  return Buffer.from(await pdf.save())
}

describe('hostile training documents against the server process', () => {
  let app: AppProcess
  beforeAll(async () => {
    app = await AppProcess.start()
  })
  afterAll(async () => {
    await app.dispose()
  })

  it('keeps answering /api/health while it reads them, and fails both with a reason', async () => {
    const admin = new HttpSession(app.url)
    await admin.signIn(E2E_ADMIN.email, E2E_ADMIN.password)
    const docx = makeDocxBomb(100 * 1024 * 1024)
    const pdf = await pdfWithHugeTextLayer(40 * 1024 * 1024)
    expect(docx.length).toBeLessThan(500 * 1024)
    expect(pdf.length).toBeLessThan(500 * 1024)

    const ids: string[] = []
    for (const [name, bytes] of [
      ['bomb.docx', docx],
      ['huge.pdf', pdf],
    ] as const) {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(bytes)]), name)
      const response = await admin.upload('/api/admin/chatbot/documents/file', form)
      expect(response.status).toBe(202)
      ids.push(((await response.json()) as { document: { id: string } }).document.id)
    }

    // Health is asked throughout, one request at a time: every answer must come, and come soon.
    let reading = true
    const slowest = { ms: 0 }
    const health = (async () => {
      let answers = 0
      while (reading) {
        const started = Date.now()
        const response = await fetch(`${app.url}/api/health`, { signal: AbortSignal.timeout(5000) })
        expect(response.status).toBe(200)
        slowest.ms = Math.max(slowest.ms, Date.now() - started)
        answers++
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      return answers
    })()

    const settled = await eventually(
      async () => {
        const { documents } = await admin.json<DocumentList>('/api/admin/chatbot/documents')
        const ours = ids.map((id) => documents.find((document) => document.id === id))
        return ours.every((document) => document && document.status !== 'processing') ? ours : undefined
      },
      80_000,
      'both documents to be processed',
    ).finally(() => {
      reading = false
    })
    expect(await health).toBeGreaterThan(5)
    expect(slowest.ms).toBeLessThan(2000)
    expect(settled).toMatchObject([
      { status: 'failed', lastError: extractionFailures.entryTooLarge(EXTRACTION_LIMITS) },
      { status: 'failed', lastError: extractionFailures.tooMuchText(EXTRACTION_LIMITS) },
    ])
    // The process is the one that started: it never went down.
    expect(app.output).not.toMatch(/heap out of memory|FATAL ERROR/)
  })
})
