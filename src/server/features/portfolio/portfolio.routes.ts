import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { designImageParamsSchema, publishedDesignsSchema } from '#shared/schemas/portfolio.ts'
import { currentSession, isAdmin } from '../../plugins/auth/guards.ts'
import { type PortfolioDeps, publishedDesigns, readDesignImage } from './portfolio.service.ts'

/** The public side of the portfolio: the published designs and their images. */
export function portfolioRoutes(deps: PortfolioDeps) {
  return async function routes(base: FastifyInstance) {
    const app = base.withTypeProvider<ZodTypeProvider>()
    const tags = ['portfolio']
    app.get(
      '/api/portfolio',
      {
        schema: {
          tags,
          summary: 'The published designs of /our-work, in their order',
          response: { 200: publishedDesignsSchema },
        },
      },
      async () => ({ designs: await publishedDesigns(deps) }),
    )
    app.get(
      '/api/portfolio/images/:imageId/:size',
      {
        schema: {
          tags,
          summary: "A design's image (card or full): anyone's once published, the team's before",
          params: designImageParamsSchema,
        },
      },
      async (request, reply) => {
        const isTeam = async () => isAdmin((await currentSession(request))?.user)
        const image = await readDesignImage(deps, { isTeam }, request.params.imageId, request.params.size)
        // An image id is never reused (a new upload gets a new one), so a published image may be kept long.
        const caching = image.published ? 'public, max-age=86400' : 'private, no-store'
        return reply
          .header('content-type', image.contentType)
          .header('cache-control', caching)
          .send(image.bytes)
      },
    )
  }
}
