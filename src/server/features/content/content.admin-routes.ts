import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  changeRequestListSchema,
  commentRequestSchema,
  commentResponseSchema,
  contentCountSchema,
  contentCustomerSchema,
  contentSettingsResponseSchema,
  createPostRequestSchema,
  customerParamsSchema,
  IMAGE_FIELD,
  postDetailSchema,
  postImageParamsSchema,
  postListSchema,
  postParamsSchema,
  postRangeQuerySchema,
  postResponseSchema,
  sendBatchRequestSchema,
  sendBatchResponseSchema,
  updateContentSettingsRequestSchema,
  updatePostRequestSchema,
} from '#shared/schemas/content.ts'
import { requireUser } from '../../plugins/auth/guards.ts'
import { perAddress } from '../../plugins/rate-limit/rate-limits.ts'
import type { ContentDeps } from './content.service.ts'
import {
  addTeamComment,
  changeRequestCount,
  createPost,
  editPost,
  getCustomerSettings,
  getPostForTeam,
  listChangeRequests,
  listCustomerPosts,
  moveByTeam,
  requireCustomer,
  setCustomerSettings,
} from './content-admin.service.ts'
import { uploadedImage } from './image-upload.ts'
import { addImage, removeImage } from './images.service.ts'
import { sendForReview } from './review.service.ts'

/** The team's content calendar, mounted under /api/admin (where every route requires an administrator). */
export function contentAdminRoutes(deps: ContentDeps) {
  return async function routes(base: FastifyInstance) {
    const app = base.withTypeProvider<ZodTypeProvider>()
    const tags = ['admin: content calendar']
    const member = async (request: FastifyRequest) => {
      const user = await requireUser(request)
      return { id: user.id, name: user.name, email: user.email }
    }

    app.get(
      '/content/customers/:customerId',
      {
        schema: {
          tags,
          summary: 'A customer whose calendar the team opens: e-mail and the name people see',
          params: customerParamsSchema,
          response: { 200: contentCustomerSchema },
        },
      },
      async (request) => {
        const { id, email, name } = await requireCustomer(deps.db, request.params.customerId)
        return { id, email, name }
      },
    )

    app.get(
      '/content/customers/:customerId/posts',
      {
        schema: {
          tags,
          summary: "A customer's posts scheduled in a range (default: a month back to two months ahead)",
          params: customerParamsSchema,
          querystring: postRangeQuerySchema,
          response: { 200: postListSchema },
        },
      },
      async (request) => listCustomerPosts(deps, request.params.customerId, request.query),
    )

    app.post(
      '/content/customers/:customerId/posts',
      {
        schema: {
          tags,
          summary: 'Create a draft post; a time in the past is refused',
          params: customerParamsSchema,
          body: createPostRequestSchema,
          response: { 201: postResponseSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await createPost(deps, await member(request), request.params.customerId, request.body)),
    )

    app.get(
      '/content/posts/:postId',
      {
        schema: {
          tags,
          summary: 'A post with its versions and comments',
          params: postParamsSchema,
          response: { 200: postDetailSchema },
        },
      },
      async (request) => getPostForTeam(deps, request.params.postId),
    )

    app.patch(
      '/content/posts/:postId',
      {
        schema: {
          tags,
          summary: 'Edit a draft, or a post with changes requested (it becomes revised)',
          params: postParamsSchema,
          body: updatePostRequestSchema,
          response: { 200: postResponseSchema },
        },
      },
      async (request) => editPost(deps, await member(request), request.params.postId, request.body),
    )

    app.post(
      '/content/posts/:postId/images',
      {
        schema: {
          tags,
          summary: `Add a PNG, JPEG or WebP image (multipart field "${IMAGE_FIELD}", at most 10 MB, checked by decoding)`,
          params: postParamsSchema,
          response: { 201: postResponseSchema },
        },
        config: { rateLimit: perAddress(60, '1 minute') },
      },
      async (request, reply) => {
        const who = await member(request)
        const bytes = await uploadedImage(request)
        return reply.status(201).send(await addImage(deps, who, request.params.postId, bytes))
      },
    )

    app.delete(
      '/content/posts/:postId/images/:imageId',
      {
        schema: {
          tags,
          summary: 'Remove an image from a post (earlier versions keep it)',
          params: postImageParamsSchema,
          response: { 200: postResponseSchema },
        },
      },
      async (request) =>
        removeImage(deps, await member(request), request.params.postId, request.params.imageId),
    )

    app.post(
      '/content/customers/:customerId/review-batches',
      {
        schema: {
          tags,
          summary:
            "Send draft or revised posts for review: one 'Your posts are ready for review' e-mail with a link",
          params: customerParamsSchema,
          body: sendBatchRequestSchema,
          response: { 201: sendBatchResponseSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await sendForReview(deps, await member(request), request.params.customerId, request.body)),
    )

    for (const action of ['schedule', 'publish'] as const) {
      app.post(
        `/content/posts/:postId/${action}`,
        {
          schema: {
            tags,
            summary: action === 'schedule' ? 'Schedule an approved post' : 'Mark a scheduled post published',
            params: postParamsSchema,
            response: { 200: postResponseSchema },
          },
        },
        async (request) => moveByTeam(deps, await member(request), request.params.postId, action),
      )
    }

    app.post(
      '/content/posts/:postId/comments',
      {
        schema: {
          tags,
          summary: 'Comment on a post (the customer sees it)',
          params: postParamsSchema,
          body: commentRequestSchema,
          response: { 201: commentResponseSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await addTeamComment(deps, await member(request), request.params.postId, request.body)),
    )

    app.get(
      '/content/customers/:customerId/settings',
      {
        schema: {
          tags,
          summary: "A customer's no-answer rule",
          params: customerParamsSchema,
          response: { 200: contentSettingsResponseSchema },
        },
      },
      async (request) => getCustomerSettings(deps, request.params.customerId),
    )

    app.put(
      '/content/customers/:customerId/settings',
      {
        schema: {
          tags,
          summary: "Set a customer's no-answer rule: approve automatically, or hold",
          params: customerParamsSchema,
          body: updateContentSettingsRequestSchema,
          response: { 200: contentSettingsResponseSchema },
        },
      },
      async (request) => setCustomerSettings(deps, request.params.customerId, request.body.noAnswerRule),
    )

    app.get(
      '/content/change-requests',
      {
        schema: {
          tags,
          summary: 'Posts whose customers asked for changes, every customer and month, oldest request first',
          response: { 200: changeRequestListSchema },
        },
      },
      async () => listChangeRequests(deps),
    )

    app.get(
      '/content/change-requests/count',
      {
        schema: {
          tags,
          summary: 'Posts with changes requested, for the badge',
          response: { 200: contentCountSchema },
        },
      },
      async () => changeRequestCount(deps),
    )
  }
}
