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

/** A document or page that cannot be learnt from; the message says why, for administrators. */
export class UnreadableDocument extends Error {
  override name = 'UnreadableDocument'
}
