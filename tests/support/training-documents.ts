import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Document, Packer, Paragraph } from 'docx'
import { PDFDocument, StandardFonts } from 'pdf-lib'

/** A real PDF whose pages hold `lines` of text. */
export async function makePdf(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create()
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const page = pdf.addPage([595, 842])
  lines.forEach((line, index) => {
    page.drawText(line, { x: 50, y: 780 - index * 20, size: 11, font })
  })
  return Buffer.from(await pdf.save())
}

/** A real Word document with one paragraph per entry. */
export async function makeDocx(paragraphs: string[]): Promise<Buffer> {
  const document = new Document({
    sections: [{ children: paragraphs.map((text) => new Paragraph({ text })) }],
  })
  return Packer.toBuffer(document)
}

/** A multipart/form-data body with one file field, for app.inject. */
export function multipartFile(
  field: string,
  filename: string,
  content: Buffer,
  type = 'application/octet-stream',
) {
  const boundary = `----postcraft-test-${Math.random().toString(16).slice(2)}`
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

interface PageRoute {
  status?: number
  type?: string
  body?: string
  location?: string
}

/** A local web server answering paths with fixed responses (training URLs and redirects). */
export class PageServer {
  private server: Server | undefined
  readonly hits: string[] = []
  private readonly routes: Record<string, PageRoute>

  constructor(routes: Record<string, PageRoute>) {
    this.routes = routes
  }

  async start(): Promise<string> {
    const server = createServer((request, response) => {
      const path = request.url ?? '/'
      this.hits.push(path)
      const route = this.routes[path]
      if (!route) {
        response.writeHead(404, { 'content-type': 'text/plain' })
        response.end('not found')
        return
      }
      response.writeHead(route.status ?? 200, {
        'content-type': route.type ?? 'text/html; charset=utf-8',
        ...(route.location ? { location: route.location } : {}),
      })
      response.end(route.body ?? '')
    })
    this.server = server
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }

  async stop(): Promise<void> {
    const server = this.server
    this.server = undefined
    server?.closeAllConnections()
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
