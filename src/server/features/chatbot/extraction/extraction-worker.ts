import { parentPort, workerData } from 'node:worker_threads'
import { UnreadableDocument } from '../document-text.ts'
import type { ExtractionLimits } from './limits.ts'
import { type ExtractionOutcome, type ExtractionRequest, readText } from './read-text.ts'

/** The worker thread's side of contained.ts: reads one document and posts the outcome back. */

const { request, limits } = workerData as { request: ExtractionRequest; limits: ExtractionLimits }

let outcome: ExtractionOutcome
try {
  outcome = { ok: true, ...(await readText(request, limits)) }
} catch (error) {
  outcome =
    error instanceof UnreadableDocument
      ? { ok: false, reason: error.message }
      : { ok: false, reason: '', unexpected: error instanceof Error ? error.stack : String(error) }
}
parentPort?.postMessage(outcome)
