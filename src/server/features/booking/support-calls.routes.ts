import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  createSupportCallSchema,
  supportCallListSchema,
  supportCallResponseSchema,
  supportCallSlotsSchema,
} from '#shared/schemas/booking.ts'
import { requireUser } from '../../plugins/auth/guards.ts'
import { perAddress } from '../../plugins/rate-limit/rate-limits.ts'
import {
  bookSupportCall,
  listMySupportCalls,
  type SupportCallDeps,
  supportCallSlots,
} from './support-calls.service.ts'

/** A signed-in customer's support video calls (Pro and Premium); moved and cancelled by the signed link. */
export function supportCallRoutes(deps: SupportCallDeps) {
  return async function routes(base: FastifyInstance) {
    const app = base.withTypeProvider<ZodTypeProvider>()
    const tags = ['support video calls']
    // Who is calling is checked before the body is parsed: a visitor gets 401, never a 400.
    app.addHook('onRequest', async (request) => {
      await requireUser(request)
    })

    app.get(
      '/api/support-calls/slots',
      {
        schema: {
          tags,
          summary: 'What my plan includes, and the free support-call times it may book',
          response: { 200: supportCallSlotsSchema },
        },
      },
      async (request) => supportCallSlots(deps, await requireUser(request)),
    )

    app.get(
      '/api/support-calls',
      {
        schema: {
          tags,
          summary: 'My upcoming support video calls',
          response: { 200: supportCallListSchema },
        },
      },
      async (request) => listMySupportCalls(deps, await requireUser(request)),
    )

    app.post(
      '/api/support-calls',
      {
        schema: {
          tags,
          summary: 'Book a support video call (Pro and Premium, in the support hours)',
          body: createSupportCallSchema,
          response: { 201: supportCallResponseSchema },
        },
        config: { rateLimit: perAddress(10, '1 hour') },
      },
      async (request, reply) =>
        reply.status(201).send(await bookSupportCall(deps, await requireUser(request), request.body)),
    )
  }
}
