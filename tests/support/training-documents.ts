import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { crc32, deflateRawSync } from 'node:zlib'
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

/** A zip archive of the entries, each deflated (a minimal writer: no zip64, no comments). */
export function makeZip(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name)
    const compressed = deflateRawSync(entry.data)
    const checksum = crc32(entry.data)
    const common = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at) // version needed
      header.writeUInt16LE(0, at + 2) // flags
      header.writeUInt16LE(8, at + 4) // deflate
      header.writeUInt32LE(0, at + 6) // time and date
      header.writeUInt32LE(checksum, at + 10)
      header.writeUInt32LE(compressed.length, at + 14)
      header.writeUInt32LE(entry.data.length, at + 18)
      header.writeUInt16LE(name.length, at + 22)
      header.writeUInt16LE(0, at + 24) // extra length
    }
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    common(local, 4)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4) // version made by
    common(central, 6)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, compressed)
    centrals.push(central, name)
    offset += local.length + name.length + compressed.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

/**
 * A small .docx whose word/document.xml unpacks to `inflatedBytes` (a "zip bomb"): a real document's
 * parts, with its text repeated until the part is that large.
 */
export function makeDocxBomb(inflatedBytes: number, otherParts: { name: string; data: Buffer }[] = []) {
  const head =
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>'
  const tail = '</w:body></w:document>'
  const paragraph = '<w:p><w:r><w:t>All work and no play.</w:t></w:r></w:p>'
  const body = paragraph.repeat(Math.ceil((inflatedBytes - head.length - tail.length) / paragraph.length))
  const contentTypes =
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'
  const rels =
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>'
  return makeZip([
    { name: '[Content_Types].xml', data: Buffer.from(contentTypes) },
    { name: '_rels/.rels', data: Buffer.from(rels) },
    { name: 'word/document.xml', data: Buffer.from(head + body + tail) },
    ...otherParts,
  ])
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
