import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { briefResponseSchema, briefSchema, saveBriefDraftRequestSchema } from '#shared/schemas/brief.ts'
import { requireUser } from '../../plugins/auth/guards.ts'
import { type BriefDeps, getOwnBrief, saveBriefDraft, submitBrief } from './brief.service.ts'

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
  }
}
