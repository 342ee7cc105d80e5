import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { paths } from '#shared/paths.ts'
import {
  channelParamsSchema,
  chooseAccountRequestSchema,
  connectResponseSchema,
  networkParamsSchema,
  noticeResponseSchema,
  oauthCallbackQuerySchema,
  PROFILES_RESULT_PARAM,
  profilesResponseSchema,
} from '#shared/schemas/profiles.ts'
import { currentSession, requireUser } from '../../plugins/auth/guards.ts'
import {
  chooseAccount,
  disconnect,
  finishConnect,
  listProfiles,
  type ProfilesDeps,
  startConnect,
} from './profiles.service.ts'

/** The customer's connected profiles: list, connect (OAuth 2), pick the Page, disconnect. */
export function profilesRoutes(deps: ProfilesDeps) {
  return async function routes(base: FastifyInstance) {
    const app = base.withTypeProvider<ZodTypeProvider>()
    const tags = ['profiles']
    app.addHook('onRequest', async (request) => {
      // The network's redirect back answers with a page, not an error body (see the callback).
      if (request.routeOptions.url?.endsWith('/callback')) return
      await requireUser(request)
    })
    app.get(
      '/api/profiles',
      {
        schema: {
          tags,
          summary: 'My channels and their connections',
          response: { 200: profilesResponseSchema },
        },
      },
      async (request) => listProfiles(deps, (await requireUser(request)).id),
    )
    app.post(
      '/api/profiles/:network/connect',
      {
        schema: {
          tags,
          summary: "Start signing in to a network: answers the network's sign-in address",
          params: networkParamsSchema,
          response: { 200: connectResponseSchema },
        },
      },
      async (request) => startConnect(deps, (await requireUser(request)).id, request.params.network),
    )
    app.get(
      '/api/profiles/:network/callback',
      {
        schema: {
          tags,
          summary: "The network's redirect back after sign-in (to /dashboard/profiles with the result)",
          params: networkParamsSchema,
          querystring: oauthCallbackQuerySchema,
        },
      },
      async (request, reply) => {
        const session = await currentSession(request)
        const result = session
          ? await finishConnect(deps, session.user.id, request.params.network, request.query)
          : 'expired'
        return reply.redirect(`${paths.dashboardProfiles}?${PROFILES_RESULT_PARAM}=${result}`)
      },
    )
    app.post(
      '/api/profiles/choose',
      {
        schema: {
          tags,
          summary: 'Pick the account (Facebook Page) to post to after signing in',
          body: chooseAccountRequestSchema,
          response: { 200: noticeResponseSchema },
        },
      },
      async (request) => chooseAccount(deps, (await requireUser(request)).id, request.body.accountId),
    )
    app.delete(
      '/api/profiles/:channel',
      {
        schema: {
          tags,
          summary: 'Disconnect a channel',
          params: channelParamsSchema,
          response: { 200: noticeResponseSchema },
        },
      },
      async (request) => disconnect(deps, (await requireUser(request)).id, request.params.channel),
    )
  }
}
