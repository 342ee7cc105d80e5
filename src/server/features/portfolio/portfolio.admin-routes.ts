import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  createDesignRequestSchema,
  designParamsSchema,
  moveDesignRequestSchema,
  noticeResponseSchema,
  teamDesignListSchema,
  teamDesignResponseSchema,
  updateDesignRequestSchema,
} from '#shared/schemas/portfolio.ts'
import {
  changeDesign,
  createDesign,
  moveDesign,
  type PortfolioDeps,
  removeDesign,
  setDesignImage,
  teamDesigns,
} from './portfolio.service.ts'

/** The team's portfolio, mounted under /api/admin (where every route requires an administrator). */
export function portfolioAdminRoutes(deps: PortfolioDeps) {
  return async function routes(base: FastifyInstance) {
    const app = base.withTypeProvider<ZodTypeProvider>()
    const tags = ['admin: portfolio']
    const one = { params: designParamsSchema, response: { 200: teamDesignResponseSchema } }
    app.get(
      '/portfolio/designs',
      {
        schema: {
          tags,
          summary: 'Every design, published or not, in the page order',
          response: { 200: teamDesignListSchema },
        },
      },
      async () => teamDesigns(deps),
    )
    app.post(
      '/portfolio/designs',
      {
        schema: {
          tags,
          summary: 'Add a design (unpublished until it has an image)',
          body: createDesignRequestSchema,
          response: { 201: teamDesignResponseSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await createDesign(deps, request.body)),
    )
    app.patch(
      '/portfolio/designs/:designId',
      {
        schema: {
          tags,
          summary: 'Edit, publish or unpublish a design',
          body: updateDesignRequestSchema,
          ...one,
        },
      },
      async (request) => changeDesign(deps, request.params.designId, request.body),
    )
    app.post(
      '/portfolio/designs/:designId/move',
      {
        schema: {
          tags,
          summary: 'Move a design up or down the page order',
          body: moveDesignRequestSchema,
          ...one,
        },
      },
      async (request) => moveDesign(deps, request.params.designId, request.body.direction),
    )
    app.put(
      '/portfolio/designs/:designId/image',
      {
        schema: {
          tags,
          summary:
            'Set the design\'s image (multipart field "file": PNG, JPEG or WebP, at most 10 MB, checked by decoding)',
          ...one,
        },
      },
      async (request) => {
        const bytes = await deps.images.readUpload(request)
        return setDesignImage(deps, request.params.designId, bytes)
      },
    )
    app.delete(
      '/portfolio/designs/:designId',
      {
        schema: {
          tags,
          summary: 'Delete a design and its image',
          params: designParamsSchema,
          response: { 200: noticeResponseSchema },
        },
      },
      async (request) => removeDesign(deps, request.params.designId),
    )
  }
}
