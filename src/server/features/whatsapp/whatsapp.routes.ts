import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '#shared/errors.ts'
import {
  whatsappConfirmRequestSchema,
  whatsappOptInRequestSchema,
  whatsappStatusResponseSchema,
} from '#shared/schemas/whatsapp.ts'
import { requireUser } from '../../plugins/auth/guards.ts'
import { confirmCode, optOut, readStatus, requestCode, type WhatsappDeps } from './whatsapp.service.ts'
import { handleNotification, signatureMatches } from './whatsapp-webhook.service.ts'

const tags = ['whatsapp']

/** The signed-in customer's opt-in: their number, the code that confirms it, and opting out. */
export function whatsappRoutes(deps: WhatsappDeps) {
  return async function routes(base: FastifyInstance) {
    const app = base.withTypeProvider<ZodTypeProvider>()
    // Who is calling is checked before the body is parsed: a visitor gets 401, never a 400.
    app.addHook('onRequest', async (request) => {
      await requireUser(request)
    })

    app.get(
      '/api/whatsapp',
      {
        schema: {
          tags,
          summary: 'Whether WhatsApp approvals are offered, and my opt-in',
          response: { 200: whatsappStatusResponseSchema },
        },
      },
      async (request) => readStatus(deps, (await requireUser(request)).id),
    )

    app.post(
      '/api/whatsapp/opt-in',
      {
        schema: {
          tags,
          summary: 'Send a 6-digit code over WhatsApp to my mobile number',
          description:
            'The opt-in waits for the code (10 minutes, 5 tries). 409 when WhatsApp is not configured.',
          body: whatsappOptInRequestSchema,
          response: { 200: whatsappStatusResponseSchema },
        },
        // Each request sends a WhatsApp message: limited per address against floods.
        config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      },
      async (request) => requestCode(deps, (await requireUser(request)).id, request.body.phone),
    )

    app.post(
      '/api/whatsapp/confirm',
      {
        schema: {
          tags,
          summary: 'Confirm my number with the code sent over WhatsApp',
          body: whatsappConfirmRequestSchema,
          response: { 200: whatsappStatusResponseSchema },
        },
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      },
      async (request) => confirmCode(deps, (await requireUser(request)).id, request.body.code),
    )

    app.delete(
      '/api/whatsapp',
      {
        schema: {
          tags,
          summary: 'Turn WhatsApp approvals off',
          response: { 200: whatsappStatusResponseSchema },
        },
      },
      async (request) => optOut(deps, (await requireUser(request)).id),
    )
  }
}

const verificationQuerySchema = z.object({
  'hub.mode': z.string().max(100).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(500).optional(),
})

/**
 * GET and POST /api/whatsapp/webhook, called by Meta. The signature covers the exact bytes Meta sent,
 * so this context (and only this one, with Stripe's) keeps JSON bodies raw and checks them first.
 */
export function whatsappWebhookRoutes(deps: WhatsappDeps) {
  return async function routes(base: FastifyInstance) {
    const app = base.withTypeProvider<ZodTypeProvider>()
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body)
    })
    const notConfigured = () => new AppError('not_found', 'WhatsApp is not configured.')

    app.get(
      '/api/whatsapp/webhook',
      {
        schema: {
          tags,
          summary: "Meta's verification of the webhook address",
          description:
            'Answers hub.challenge when hub.mode is subscribe and hub.verify_token is WHATSAPP_VERIFY_TOKEN.',
          querystring: verificationQuerySchema,
        },
      },
      async (request, reply) => {
        if (!deps.settings) throw notConfigured()
        const query = request.query
        if (
          query['hub.mode'] !== 'subscribe' ||
          query['hub.verify_token'] !== deps.settings.verifyToken ||
          !query['hub.challenge']
        )
          throw new AppError('forbidden', 'Wrong verify token.')
        return reply.type('text/plain').send(query['hub.challenge'])
      },
    )

    app.post(
      '/api/whatsapp/webhook',
      {
        schema: {
          tags,
          summary: 'Incoming WhatsApp messages (answers to posts in review, STOP)',
          description:
            'Called by Meta with X-Hub-Signature-256; any other caller is refused (401). Each message id acts once.',
        },
      },
      async (request) => {
        if (!deps.settings) throw notConfigured()
        const header = request.headers['x-hub-signature-256']
        if (
          !Buffer.isBuffer(request.body) ||
          !signatureMatches(
            request.body,
            typeof header === 'string' ? header : undefined,
            deps.settings.appSecret,
          )
        ) {
          request.log.warn({ whatsapp: 'bad signature' }, 'WhatsApp webhook with a bad signature refused')
          throw new AppError('unauthenticated', 'Invalid WhatsApp signature.')
        }
        let body: unknown
        try {
          body = JSON.parse(request.body.toString('utf8'))
        } catch {
          throw new AppError('bad_request', 'Not a WhatsApp notification.')
        }
        const outcomes = await handleNotification({ ...deps, logger: request.log }, body)
        return { received: true, outcomes }
      },
    )
  }
}
