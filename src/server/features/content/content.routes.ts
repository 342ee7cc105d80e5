import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  approveWeekRequestSchema,
  approveWeekResponseSchema,
  commentRequestSchema,
  commentResponseSchema,
  contentCountSchema,
  contentSettingsSchema,
  postDetailSchema,
  postListSchema,
  postParamsSchema,
  postRangeQuerySchema,
  postResponseSchema,
  requestChangesRequestSchema,
  waitingPostsSchema,
} from '#shared/schemas/content.ts'
import { requireUser } from '../../plugins/auth/guards.ts'
import { perAddress } from '../../plugins/rate-limit/rate-limits.ts'
import type { ContentDeps } from './content.service.ts'
import {
  approveAllWaiting,
  approveOwnPost,
  approveWeek,
  commentOnOwnPost,
  getOwnPost,
  listOwnPosts,
  listWaitingPosts,
  ownSettings,
  requestChangesToOwnPost,
  toReviewCount,
} from './content-customer.service.ts'

/** The signed-in customer's content calendar: their own posts only (another customer's id is 404). */
export function contentRoutes(deps: ContentDeps) {
  return async function routes(base: FastifyInstance) {
    const app = base.withTypeProvider<ZodTypeProvider>()
    const tags = ['content calendar']
    // Who is calling is checked before the body is parsed: a visitor gets 401, never a 400.
    app.addHook('onRequest', async (request) => {
      await requireUser(request)
    })
    const customer = async (request: FastifyRequest) => {
      const user = await requireUser(request)
      return { id: user.id, name: user.name, email: user.email }
    }

    app.get(
      '/api/content/posts',
      {
        schema: {
          tags,
          summary: 'My posts scheduled in a range (default: a month back to two months ahead)',
          querystring: postRangeQuerySchema,
          response: { 200: postListSchema },
        },
      },
      async (request) => listOwnPosts(deps, (await customer(request)).id, request.query),
    )

    app.get(
      '/api/content/posts/:postId',
      {
        schema: {
          tags,
          summary: 'One of my posts with its versions and comments',
          params: postParamsSchema,
          response: { 200: postDetailSchema },
        },
      },
      async (request) => getOwnPost(deps, (await customer(request)).id, request.params.postId),
    )

    app.post(
      '/api/content/posts/:postId/approve',
      {
        schema: {
          tags,
          summary: 'Approve a post in review',
          params: postParamsSchema,
          response: { 200: postResponseSchema },
        },
      },
      async (request) => approveOwnPost(deps, await customer(request), request.params.postId),
    )

    app.post(
      '/api/content/posts/:postId/request-changes',
      {
        schema: {
          tags,
          summary: 'Ask for changes to a post in review (after the 48-hour cut-off: accepted, marked late)',
          params: postParamsSchema,
          body: requestChangesRequestSchema,
          response: { 200: postResponseSchema },
        },
        // Each request e-mails the team: limited per address against floods.
        config: { rateLimit: perAddress(30, '1 minute') },
      },
      async (request) =>
        requestChangesToOwnPost(deps, await customer(request), request.params.postId, request.body.comment),
    )

    app.post(
      '/api/content/posts/:postId/comments',
      {
        schema: {
          tags,
          summary: 'Comment on one of my posts',
          params: postParamsSchema,
          body: commentRequestSchema,
          response: { 201: commentResponseSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await commentOnOwnPost(deps, await customer(request), request.params.postId, request.body.body),
          ),
    )

    app.post(
      '/api/content/approve-week',
      {
        schema: {
          tags,
          summary: 'Approve every post of mine in review in a UK week (weekStart: its Monday)',
          body: approveWeekRequestSchema,
          response: { 200: approveWeekResponseSchema },
        },
      },
      async (request) => approveWeek(deps, await customer(request), request.body.weekStart),
    )

    app.get(
      '/api/content/waiting',
      {
        schema: {
          tags,
          summary: 'My posts waiting for my answer, whatever their month, soonest first',
          response: { 200: waitingPostsSchema },
        },
      },
      async (request) => listWaitingPosts(deps, (await customer(request)).id),
    )

    app.post(
      '/api/content/approve-waiting',
      {
        schema: {
          tags,
          summary: 'Approve every post of mine waiting for my answer',
          response: { 200: approveWeekResponseSchema },
        },
      },
      async (request) => approveAllWaiting(deps, await customer(request)),
    )

    app.get(
      '/api/content/settings',
      {
        schema: {
          tags,
          summary: 'What happens to my posts when I do not answer in time (set by the team)',
          response: { 200: contentSettingsSchema },
        },
      },
      async (request) => ownSettings(deps, (await customer(request)).id),
    )

    app.get(
      '/api/content/to-review/count',
      {
        schema: {
          tags,
          summary: 'My posts waiting for my review, for the badge',
          response: { 200: contentCountSchema },
        },
      },
      async (request) => toReviewCount(deps, (await customer(request)).id),
    )
  }
}
