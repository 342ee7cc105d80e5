import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  briefImageParamsSchema,
  briefImageSizeParamsSchema,
  briefImagesResponseSchema,
  briefImageUploadQuerySchema,
  briefResponseSchema,
  briefSchema,
  saveBriefDraftRequestSchema,
} from '#shared/schemas/brief.ts'
import { requireUser } from '../../plugins/auth/guards.ts'
import { type BriefDeps, getOwnBrief, saveBriefDraft, submitBrief } from './brief.service.ts'
import { addBriefImage, readBriefImage, removeBriefImage } from './brief-images.service.ts'

/** The signed-in customer's onboarding brief: read, save a draft, send to the team. */
export function briefRoutes(deps: BriefDeps) {
  return async function routes(base: FastifyInstance) {
    const app = base.withTypeProvider<ZodTypeProvider>()
    const tags = ['brief']
    // The caller is checked before any body is read.
    app.addHook('onRequest', async (request) => {
      await requireUser(request)
    })
    app.get(
      '/api/brief',
      { schema: { tags, summary: 'My onboarding brief', response: { 200: briefSchema } } },
      async (request) => getOwnBrief(deps, (await requireUser(request)).id),
    )
    app.put(
      '/api/brief',
      {
        schema: {
          tags,
          summary: 'Save my brief as a draft (the fields sent)',
          body: saveBriefDraftRequestSchema,
          response: { 200: briefResponseSchema },
        },
      },
      async (request) => saveBriefDraft(deps, (await requireUser(request)).id, request.body),
    )
    app.post(
      '/api/brief/submit',
      { schema: { tags, summary: 'Send my brief to the team', response: { 200: briefResponseSchema } } },
      async (request) => submitBrief(deps, (await requireUser(request)).id),
    )
    app.post(
      '/api/brief/images',
      {
        schema: {
          tags,
          summary:
            'Add my logo (replacing the one before) or a photo: multipart field "file", PNG, JPEG or WebP, at most 10 MB, checked by decoding',
          querystring: briefImageUploadQuerySchema,
          response: { 201: briefImagesResponseSchema },
        },
      },
      async (request, reply) => {
        const caller = await requireUser(request)
        const bytes = await deps.images.readUpload(request)
        return reply.status(201).send(await addBriefImage(deps, caller.id, request.query.kind, bytes))
      },
    )
    app.delete(
      '/api/brief/images/:imageId',
      {
        schema: {
          tags,
          summary: 'Remove a logo or photo from my brief',
          params: briefImageParamsSchema,
          response: { 200: briefImagesResponseSchema },
        },
      },
      async (request) => removeBriefImage(deps, (await requireUser(request)).id, request.params.imageId),
    )
    app.get(
      '/api/brief/images/:imageId/:size',
      {
        schema: {
          tags,
          summary: 'One of my brief images (thumb or full)',
          params: briefImageSizeParamsSchema,
        },
      },
      async (request, reply) => {
        const caller = await requireUser(request)
        const image = await readBriefImage(deps, caller.id, request.params.imageId, request.params.size)
        return reply
          .header('content-type', image.contentType)
          .header('cache-control', 'private, max-age=3600')
          .send(image.bytes)
      },
    )
  }
}
