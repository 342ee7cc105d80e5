import type { FastifyBaseLogger } from 'fastify'
import { AppError } from '#shared/errors.ts'
import {
  DOCUMENT_DELETED,
  DOCUMENT_NOT_FOUND,
  FILE_TYPE_REFUSED,
  type TrainingDocument,
} from '#shared/schemas/chatbot-admin.ts'
import type { Database } from '../../db/client.ts'
import { enqueue, type JobQueue } from '../../jobs/queue.ts'
import type { ClaimedJob } from '../../jobs/worker.ts'
import type { Notices } from '../../plugins/realtime/notices.ts'
import { detectDocumentType, UnreadableDocument } from './document-text.ts'
import { extractContained } from './extraction/contained.ts'
import type { ExtractionLimits } from './extraction/limits.ts'
import { indexDocument } from './knowledge.service.ts'
import { checkUrlHost, type FetchPolicy, fetchPage, UrlRefused } from './safe-fetch.ts'
import {
  deleteDocument,
  failProcessingDocument,
  findDocument,
  insertDocument,
  listDocuments,
  loadDocumentForProcessing,
  setDocumentProcessing,
  type TrainingDocumentRow,
  updateDocument,
} from './training.repo.ts'

export const TRAINING_QUEUE = 'chatbot.process-document'

export interface TrainingDeps {
  db: Database
  fetchPolicy: FetchPolicy
  /** How far reading one document may go (extraction/limits.ts). */
  extractionLimits: ExtractionLimits
  logger: FastifyBaseLogger
  /** Told when documents change (`knowledge`), so administrators' views refresh. */
  notices: Notices
}

export const PROCESSING_STOPPED =
  'Processing stopped before it finished (the server restarted or the work was taken over). Please process the document again.'

/**
 * The processing job has one attempt: the job itself marks its document failed with the reason. When
 * the job fails for good without doing so (its worker died holding it, as in a crash), the document
 * fails with it, in the same transaction, and is never left 'processing'. Retried from Admin Settings,
 * the document shows 'processing' again until the job has run.
 */
export function trainingJobs(deps: Pick<TrainingDeps, 'notices'>): JobQueue {
  return {
    name: TRAINING_QUEUE,
    label: 'Process a chatbot training document',
    retry: { baseDelayMs: 1000, maxDelayMs: 1000, maxAttempts: 1 },
    identifyingFields: ['documentId'],
    onGiveUp: async (executor, job) => {
      await failProcessingDocument(executor, String(job.payload.documentId), PROCESSING_STOPPED)
    },
    onRequeued: async (executor, job) => {
      await setDocumentProcessing(executor, String(job.payload.documentId))
    },
    refreshViews: () => deps.notices.tell('knowledge', { admins: true }),
  }
}

export function toDocument(row: TrainingDocumentRow): TrainingDocument {
  return {
    id: row.id,
    originalFilename: row.originalFilename,
    documentType: row.documentType as TrainingDocument['documentType'],
    status: row.status as TrainingDocument['status'],
    chunksCreated: row.chunksCreated,
    uploadedAt: row.uploadedAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
    sourceUrl: row.sourceUrl,
    lastError: row.lastError,
  }
}

/** Stores the document as 'processing' and queues its job in the same transaction. */
async function create(deps: TrainingDeps, values: Parameters<typeof insertDocument>[1]) {
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertDocument(tx, { ...values, status: 'processing' })
    await enqueue(tx, TRAINING_QUEUE, { documentId: inserted.id }, { maxAttempts: 1 })
    return inserted
  })
  deps.notices.tell('knowledge', { admins: true })
  return { document: toDocument(row) }
}

export async function addFile(deps: TrainingDeps, file: { filename: string; bytes: Buffer }) {
  const type = detectDocumentType(file.bytes)
  if (!type) throw new AppError('unsupported_media_type', FILE_TYPE_REFUSED)
  return create(deps, {
    originalFilename: file.filename || `document.${type}`,
    documentType: type,
    fileData: file.bytes,
  })
}

export async function addUrl(deps: TrainingDeps, sourceUrl: string) {
  try {
    await checkUrlHost(new URL(sourceUrl), deps.fetchPolicy)
  } catch (error) {
    const message = error instanceof UrlRefused ? error.message : 'The address could not be found.'
    throw new AppError('bad_request', message, { sourceUrl: message })
  }
  return create(deps, { originalFilename: sourceUrl, documentType: 'url', sourceUrl })
}

export async function addManual(deps: TrainingDeps, input: { manualTitle: string; manualText: string }) {
  return create(deps, {
    originalFilename: input.manualTitle,
    documentType: 'manual',
    content: input.manualText,
  })
}

export async function reprocess(deps: TrainingDeps, id: string) {
  const row = await deps.db.transaction(async (tx) => {
    const existing = await findDocument(tx, id)
    if (!existing) throw new AppError('not_found', DOCUMENT_NOT_FOUND)
    // A page is fetched again (it may have changed); other documents are cut again from their text.
    const updated = await updateDocument(tx, id, {
      status: 'processing',
      lastError: null,
      ...(existing.documentType === 'url' ? { content: null } : {}),
    })
    await enqueue(tx, TRAINING_QUEUE, { documentId: id }, { maxAttempts: 1 })
    return updated ?? existing
  })
  deps.notices.tell('knowledge', { admins: true })
  return { document: toDocument(row) }
}

export async function listTrainingDocuments(db: Database) {
  return { documents: (await listDocuments(db)).map(toDocument) }
}

export async function removeDocument(deps: TrainingDeps, id: string) {
  if (!(await deleteDocument(deps.db, id))) throw new AppError('not_found', DOCUMENT_NOT_FOUND)
  deps.notices.tell('knowledge', { admins: true })
  return { notice: DOCUMENT_DELETED }
}

async function textOf(
  deps: TrainingDeps,
  document: NonNullable<Awaited<ReturnType<typeof loadDocumentForProcessing>>>,
) {
  if (document.content) return { text: document.content, title: document.originalFilename }
  if (document.documentType === 'url' && document.sourceUrl) {
    const page = await fetchPage(document.sourceUrl, deps.fetchPolicy)
    const kind = page.contentType.includes('text/plain') ? 'plain' : 'html'
    const { text, title } = await extractContained({ kind, body: page.body }, deps.extractionLimits)
    return { text, title: title ?? new URL(page.url).hostname }
  }
  if (!document.fileData)
    throw new UnreadableDocument('The uploaded file is missing; please upload it again.')
  const kind = document.documentType === 'pdf' ? 'pdf' : 'docx'
  const { text } = await extractContained({ kind, bytes: document.fileData }, deps.extractionLimits)
  return { text, title: document.originalFilename }
}

/**
 * The job: extract the text (file, page or typed), cut it into passages and index them, then mark the
 * document completed with its chunk count, in one transaction, so it answers questions from then on.
 * Any failure marks it failed with a readable reason; the job itself does not retry (an administrator
 * can process the document again).
 */
export function processDocumentJob(deps: TrainingDeps) {
  return async (job: ClaimedJob): Promise<void> => {
    const id = String(job.payload.documentId)
    const document = await loadDocumentForProcessing(deps.db, id)
    if (!document) return
    try {
      const { text, title } = await textOf(deps, document)
      await deps.db.transaction(async (tx) => {
        const chunks = await indexDocument(tx, { id, title, sourceUrl: document.sourceUrl }, text)
        await updateDocument(tx, id, {
          status: 'completed',
          chunksCreated: chunks,
          content: text,
          fileData: null,
          originalFilename: title,
          processedAt: new Date(),
          lastError: null,
        })
      })
    } catch (error) {
      const readable = error instanceof UrlRefused || error instanceof UnreadableDocument
      if (!readable) deps.logger.error({ err: error, documentId: id }, 'training document failed')
      await updateDocument(deps.db, id, {
        status: 'failed',
        processedAt: new Date(),
        lastError: readable ? error.message : 'The document could not be processed.',
      })
    }
    deps.notices.tell('knowledge', { admins: true })
  }
}
