/**
 * How far reading one training document or page may go. Reading runs in a worker thread (see
 * contained.ts): the heap cap and the time limit stop what the other caps cannot foresee.
 */
export interface ExtractionLimits {
  /** A .docx is a zip: no part of it may unpack to more than this. */
  entryMaxBytes: number
  /** Nor all its parts together. */
  totalMaxBytes: number
  maxEntries: number
  /** The text taken from one document or page. */
  textMaxChars: number
  /** The worker's JavaScript heap (old generation), in MB. */
  heapMb: number
  timeoutMs: number
}

const MB = 1024 * 1024

export const EXTRACTION_LIMITS: ExtractionLimits = {
  entryMaxBytes: 25 * MB,
  totalMaxBytes: 60 * MB,
  maxEntries: 2000,
  textMaxChars: 1_000_000,
  heapMb: 256,
  timeoutMs: 30_000,
}

const megabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`

/** The reasons a document fails, as administrators read them on the Knowledge Base tab. */
export const extractionFailures = {
  entryTooLarge: (limits: ExtractionLimits) =>
    `A part of this Word document unpacks to more than ${megabytes(limits.entryMaxBytes)}, so it was not read.`,
  totalTooLarge: (limits: ExtractionLimits) =>
    `This Word document unpacks to more than ${megabytes(limits.totalMaxBytes)} in all, so it was not read.`,
  tooManyEntries: (limits: ExtractionLimits) =>
    `This Word document holds more than ${limits.maxEntries} parts, so it was not read.`,
  tooMuchText: (limits: ExtractionLimits) =>
    `It holds more than ${limits.textMaxChars.toLocaleString('en-GB')} characters of text. Please split it into smaller documents.`,
  outOfMemory: (limits: ExtractionLimits) =>
    `Reading it needed more than ${limits.heapMb} MB of memory, so it was stopped.`,
  tooSlow: (limits: ExtractionLimits) =>
    `Reading it took longer than ${limits.timeoutMs / 1000} seconds, so it was stopped.`,
  unreadablePdf: 'The PDF could not be read.',
  unreadableDocx: 'The Word document could not be read.',
  noTextInFile: 'No text was found in the document (a scanned document needs text first).',
  noTextOnPage: 'No readable text was found on the page.',
  failed: 'The document could not be processed.',
}
