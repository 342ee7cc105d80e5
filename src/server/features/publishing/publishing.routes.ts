import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { publicationImageParamsSchema, publicationImageQuerySchema } from '#shared/schemas/publishing.ts'
import { type PublishingDeps, publicationImage } from './publishing.service.ts'

/** The image a network fetches: public, but only through a signed address that expires within the hour. */
export function publishingRoutes(deps: PublishingDeps) {
  return async function routes(base: FastifyInstance) {
    const app = base.withTypeProvider<ZodTypeProvider>()
    app.get(
      '/api/publishing/images/:file',
      {
        // The network fetches it while the publishing job waits on the network's answer.
        config: { servesBackgroundWork: true },
        schema: {
          tags: ['publishing'],
          summary: "A post's image as JPEG, for the social network (signed, expiring address)",
          params: publicationImageParamsSchema,
          querystring: publicationImageQuerySchema,
        },
      },
      async (request, reply) => {
        const jpeg = await publicationImage(deps, request.params.file.slice(0, -4), request.query)
        return reply
          .header('content-type', 'image/jpeg')
          .header('cache-control', 'private, max-age=300')
          .send(jpeg)
      },
    )
  }
}
