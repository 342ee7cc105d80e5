import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { AppError } from '#shared/errors.ts'
import {
  CHOOSE_A_FILE,
  documentDeletedSchema,
  documentIdParamsSchema,
  documentManualRequestSchema,
  documentUrlRequestSchema,
  FILE_TOO_LARGE,
  knowledgeReloadSchema,
  searchIndexRebuildSchema,
  trainingDocumentListSchema,
  trainingDocumentResponseSchema,
} from '#shared/schemas/chatbot-admin.ts'
import { rebuildSearchIndex, reloadSiteContent } from './knowledge.service.ts'
import {
  addFile,
  addManual,
  addUrl,
  listTrainingDocuments,
  removeDocument,
  reprocess,
  type TrainingDeps,
} from './training.service.ts'

/** The one uploaded file, read whole (at most 10 MB: the multipart limit in app.ts). */
async function uploadedFile(request: FastifyRequest): Promise<{ filename: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw new AppError('bad_request', CHOOSE_A_FILE)
  try {
    const part = await request.file()
    if (!part) throw new AppError('bad_request', CHOOSE_A_FILE)
    return { filename: part.filename, bytes: await part.toBuffer() }
  } catch (error) {
    if (error instanceof AppError) throw error
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large', FILE_TOO_LARGE)
    if (code === 'FST_FILES_LIMIT') throw new AppError('bad_request', 'Please upload one file at a time.')
    throw error
  }
}

/** The Knowledge Base tab, mounted under /api/admin (where every route requires an administrator). */
export function knowledgeAdminRoutes(deps: TrainingDeps & { supportEmail: string }) {
  return async function routes(base: FastifyInstance) {
    const app = base.withTypeProvider<ZodTypeProvider>()
    const tags = ['admin: chatbot knowledge']
    const created = { 202: trainingDocumentResponseSchema }

    app.post(
      '/chatbot/knowledge/reload',
      {
        schema: {
          tags,
          summary: "Reload the site's own content (catalogue and page copy) into the knowledge base",
          response: { 200: knowledgeReloadSchema },
        },
      },
      async () => reloadSiteContent(deps.db, deps.supportEmail),
    )

    app.post(
      '/chatbot/knowledge/rebuild-index',
      {
        schema: {
          tags,
          summary: 'Rebuild the full-text search index',
          response: { 200: searchIndexRebuildSchema },
        },
      },
      async () => rebuildSearchIndex(deps.db),
    )

    app.get(
      '/chatbot/documents',
      {
        schema: {
          tags,
          summary: 'Training documents, newest first',
          response: { 200: trainingDocumentListSchema },
        },
      },
      async () => listTrainingDocuments(deps.db),
    )

    app.post(
      '/chatbot/documents/file',
      {
        schema: {
          tags,
          summary:
            'Upload a .pdf or .docx (multipart field "file", at most 10 MB); processed in the background',
          response: created,
        },
      },
      async (request, reply) => {
        return reply.status(202).send(await addFile(deps, await uploadedFile(request)))
      },
    )

    app.post(
      '/chatbot/documents/url',
      {
        schema: {
          tags,
          summary: "Learn a public web page's main text; fetched in the background",
          body: documentUrlRequestSchema,
          response: created,
        },
      },
      async (request, reply) => {
        return reply.status(202).send(await addUrl(deps, request.body.sourceUrl))
      },
    )

    app.post(
      '/chatbot/documents/manual',
      {
        schema: {
          tags,
          summary: 'Learn a typed text (title, and content of at least 50 characters)',
          body: documentManualRequestSchema,
          response: created,
        },
      },
      async (request, reply) => {
        return reply.status(202).send(await addManual(deps, request.body))
      },
    )

    app.post(
      '/chatbot/documents/:id/process',
      {
        schema: {
          tags,
          summary: 'Process a document again',
          params: documentIdParamsSchema,
          response: created,
        },
      },
      async (request, reply) => {
        return reply.status(202).send(await reprocess(deps, request.params.id))
      },
    )

    app.delete(
      '/chatbot/documents/:id',
      {
        schema: {
          tags,
          summary: 'Delete a document and its knowledge chunks',
          params: documentIdParamsSchema,
          response: { 200: documentDeletedSchema },
        },
      },
      async (request) => {
        return removeDocument(deps, request.params.id)
      },
    )
  }
}
