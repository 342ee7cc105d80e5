import mammoth from 'mammoth'
import { getDocumentProxy } from 'unpdf'
import { UnreadableDocument } from '../document-text.ts'
import { htmlToText } from '../html-text.ts'
import { checkDocxArchive } from './docx-archive.ts'
import { type ExtractionLimits, extractionFailures } from './limits.ts'

export type ExtractionRequest =
  | { kind: 'pdf'; bytes: Uint8Array }
  | { kind: 'docx'; bytes: Uint8Array }
  | { kind: 'html'; body: string }
  | { kind: 'plain'; body: string }

export interface ExtractedText {
  text: string
  title: string | undefined
}

/** What the extraction worker posts back. */
export type ExtractionOutcome =
  | ({ ok: true } & ExtractedText)
  | { ok: false; reason: string; unexpected?: string }

function capped(text: string, limits: ExtractionLimits): string {
  if (text.length > limits.textMaxChars) throw new UnreadableDocument(extractionFailures.tooMuchText(limits))
  return text
}

type TextChunk = { items: Array<{ str?: string; hasEOL?: boolean }> }

/**
 * A PDF's text page by page, read as a stream of text pieces, and stopped as soon as the text passes
 * its cap: a page's text layer can be far larger than the file. Nothing is closed or destroyed on the
 * way out: the worker thread is ended as soon as it answers, and pdf.js, stopped mid-stream, throws
 * from its own callbacks when asked to tidy up.
 */
async function pdfText(bytes: Uint8Array, limits: ExtractionLimits): Promise<string> {
  const pdf = await getDocumentProxy(bytes, { verbosity: 0, isEvalSupported: false }).catch(() => {
    throw new UnreadableDocument(extractionFailures.unreadablePdf)
  })
  try {
    const pages: string[] = []
    let length = 0
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number)
      const reader = (page.streamTextContent() as ReadableStream<TextChunk>).getReader()
      let text = ''
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        for (const item of chunk.value.items) {
          if (item.str === undefined) continue
          text += item.hasEOL ? `${item.str}\n` : item.str
        }
        if (length + text.length > limits.textMaxChars)
          throw new UnreadableDocument(extractionFailures.tooMuchText(limits))
      }
      page.cleanup()
      length += text.length + 2
      pages.push(text)
    }
    return capped(pages.join('\n\n'), limits)
  } catch (error) {
    if (error instanceof UnreadableDocument) throw error
    throw new UnreadableDocument(extractionFailures.unreadablePdf)
  }
}

async function docxText(bytes: Uint8Array, limits: ExtractionLimits): Promise<string> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  await checkDocxArchive(buffer, limits)
  const { value } = await mammoth.extractRawText({ buffer }).catch(() => {
    throw new UnreadableDocument(extractionFailures.unreadableDocx)
  })
  return capped(value, limits)
}

/**
 * The text of a document or fetched page, within the limits; throws UnreadableDocument with the
 * reason otherwise. Runs in the extraction worker (contained.ts), never on the server's own thread.
 */
export async function readText(request: ExtractionRequest, limits: ExtractionLimits): Promise<ExtractedText> {
  if (request.kind === 'html' || request.kind === 'plain') {
    const page = request.kind === 'html' ? htmlToText(request.body) : { text: request.body, title: undefined }
    if (!page.text.trim()) throw new UnreadableDocument(extractionFailures.noTextOnPage)
    return { text: capped(page.text, limits), title: page.title }
  }
  const text =
    request.kind === 'pdf' ? await pdfText(request.bytes, limits) : await docxText(request.bytes, limits)
  if (!text.trim()) throw new UnreadableDocument(extractionFailures.noTextInFile)
  return { text, title: undefined }
}
