import { Worker } from 'node:worker_threads'
import { UnreadableDocument } from '../document-text.ts'
import { EXTRACTION_LIMITS, type ExtractionLimits, extractionFailures } from './limits.ts'
import type { ExtractedText, ExtractionOutcome, ExtractionRequest } from './read-text.ts'

const workerFile = new URL('./extraction-worker.ts', import.meta.url)

/** A failure of the reading itself, not of the document: the server logs it. */
export class ExtractionCrashed extends Error {
  override name = 'ExtractionCrashed'
}

/**
 * Reads a document or page in a worker thread with its own heap cap and a time limit, so a hostile
 * file costs that thread, never the server's heap or event loop: past either limit the thread is
 * ended and the document fails with the reason. Resolves with the text; rejects with
 * UnreadableDocument (the reason to show) or ExtractionCrashed.
 */
export function extractContained(
  request: ExtractionRequest,
  limits: ExtractionLimits = EXTRACTION_LIMITS,
): Promise<ExtractedText> {
  const worker = new Worker(workerFile, {
    workerData: { request, limits },
    resourceLimits: {
      maxOldGenerationSizeMb: limits.heapMb,
      maxYoungGenerationSizeMb: Math.min(32, Math.max(4, Math.floor(limits.heapMb / 8))),
      stackSizeMb: 4,
    },
    // What the libraries print is not the server's log.
    stdout: true,
    stderr: true,
  })
  worker.stdout.resume()
  worker.stderr.resume()
  return new Promise<ExtractedText>((resolve, reject) => {
    let settled = false
    const settle = (outcome: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      outcome()
      void worker.terminate()
    }
    const timer = setTimeout(
      () => settle(() => reject(new UnreadableDocument(extractionFailures.tooSlow(limits)))),
      limits.timeoutMs,
    )
    worker.once('message', (outcome: ExtractionOutcome) =>
      settle(() => {
        if (outcome.ok) resolve({ text: outcome.text, title: outcome.title })
        else if (outcome.unexpected) reject(new ExtractionCrashed(outcome.unexpected))
        else reject(new UnreadableDocument(outcome.reason))
      }),
    )
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new UnreadableDocument(extractionFailures.outOfMemory(limits))
            : new ExtractionCrashed(error.message),
        ),
      ),
    )
    worker.once('exit', (code) =>
      settle(() => reject(new ExtractionCrashed(`the extraction worker exited with code ${code}`))),
    )
  })
}
