import mammoth from 'mammoth'
import { extractText } from 'unpdf'

export type FileDocumentType = 'pdf' | 'docx'

/**
 * The upload's type by its content, never its name: a PDF starts with '%PDF-'; a .docx is a zip
 * ('PK\x03\x04') holding word/document.xml (zip entry names are stored uncompressed).
 */
export function detectDocumentType(bytes: Buffer): FileDocumentType | undefined {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf'
  const zip =
    bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04
  if (zip && bytes.includes('word/document.xml', 0, 'latin1')) return 'docx'
  return undefined
}

export class UnreadableDocument extends Error {
  override name = 'UnreadableDocument'
}

/** The document's text; throws UnreadableDocument when nothing readable is in it. */
export async function extractDocumentText(type: FileDocumentType, bytes: Buffer): Promise<string> {
  let text: string
  try {
    if (type === 'pdf') {
      const result = await extractText(new Uint8Array(bytes), { mergePages: false })
      text = result.text.join('\n\n')
    } else {
      text = (await mammoth.extractRawText({ buffer: bytes })).value
    }
  } catch {
    throw new UnreadableDocument(`The ${type === 'pdf' ? 'PDF' : 'Word document'} could not be read.`)
  }
  if (!text.trim()) {
    throw new UnreadableDocument('No text was found in the document (a scanned document needs text first).')
  }
  return text
}
