import yauzl from 'yauzl'
import { UnreadableDocument } from '../document-text.ts'
import { type ExtractionLimits, extractionFailures } from './limits.ts'

/**
 * Unpacks every part of a .docx (a zip), counting the bytes as they inflate, and refuses it once a
 * part or the whole passes its cap: a 150 KB file can unpack to gigabytes. Only an archive that
 * passes is handed to mammoth, which then inflates no more than was counted here.
 */
export async function checkDocxArchive(bytes: Buffer, limits: ExtractionLimits): Promise<void> {
  const zip = await yauzl
    .fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true })
    .catch(() => {
      throw new UnreadableDocument(extractionFailures.unreadableDocx)
    })
  try {
    if (zip.entryCount > limits.maxEntries)
      throw new UnreadableDocument(extractionFailures.tooManyEntries(limits))
    let total = 0
    for await (const entry of zip.eachEntry()) {
      // The sizes a zip declares may lie; they only refuse early. The count below decides.
      if (entry.uncompressedSize > limits.entryMaxBytes)
        throw new UnreadableDocument(extractionFailures.entryTooLarge(limits))
      if (entry.fileName.endsWith('/')) continue
      const stream = await zip.openReadStreamPromise(entry)
      let size = 0
      try {
        for await (const chunk of stream) {
          size += (chunk as Buffer).length
          total += (chunk as Buffer).length
          if (size > limits.entryMaxBytes)
            throw new UnreadableDocument(extractionFailures.entryTooLarge(limits))
          if (total > limits.totalMaxBytes)
            throw new UnreadableDocument(extractionFailures.totalTooLarge(limits))
        }
      } finally {
        stream.destroy()
      }
    }
  } catch (error) {
    if (error instanceof UnreadableDocument) throw error
    throw new UnreadableDocument(extractionFailures.unreadableDocx)
  } finally {
    zip.close()
  }
}
