import type { FastifyInstance } from 'fastify'
import { ADMIN_PREFIX, type FeatureParts, type ServerDeps } from '../../feature.ts'
import { contentAdminRoutes } from './content.admin-routes.ts'
import { contentRoutes } from './content.routes.ts'
import type { ContentDeps, ReviewNotifier } from './content.service.ts'
import { recordPublished } from './content-admin.service.ts'
import { type ImageStore, PostgresImageStore } from './image-store.ts'
import { uploadedImage } from './image-upload.ts'
import { checkImage } from './images.service.ts'
import { ensureNoAnswerJob, NO_ANSWER_JOBS, NO_ANSWER_QUEUE, runNoAnswerJob } from './no-answer.job.ts'
import { reviewRoutes } from './review.routes.ts'
import { answerInBatch } from './review.service.ts'

export interface ContentParts extends FeatureParts {
  /** Answers to a review batch given on another channel (WhatsApp), under the review link's rules. */
  answers: { answer: (input: Parameters<typeof answerInBatch>[1]) => ReturnType<typeof answerInBatch> }
  /** A post the publishing feature published becomes Published in the calendar. */
  recordPublished: (postId: string, link: string | null) => Promise<void>
  /** The image pipeline, lent to the features that take uploads (the portfolio, the brief). */
  images: {
    readUpload: typeof uploadedImage
    check: typeof checkImage
    store: ImageStore
  }
}

/** The content calendar: posts, images, review links and the no-answer rule, for customers and the team. */
export async function register(
  app: FastifyInstance,
  deps: Pick<ServerDeps, 'db' | 'email' | 'config' | 'now' | 'notices'> & { reviewNotifier: ReviewNotifier },
): Promise<ContentParts> {
  const { db, email, config, now, notices, reviewNotifier } = deps
  const images = new PostgresImageStore(db)
  const content: ContentDeps = {
    db,
    email,
    appUrl: config.APP_URL,
    supportEmail: config.SUPPORT_EMAIL,
    images,
    now,
    notices,
    reviewNotifier,
  }
  await app.register(contentRoutes(content))
  await app.register(reviewRoutes(content))
  await app.register(contentAdminRoutes(content), { prefix: ADMIN_PREFIX })
  return {
    queues: [NO_ANSWER_JOBS],
    handlers: { [NO_ANSWER_QUEUE]: runNoAnswerJob(content) },
    onJobsReady: () => ensureNoAnswerJob(db),
    answers: { answer: (input) => answerInBatch(content, input) },
    recordPublished: async (postId, link) => {
      await recordPublished(content, postId, link)
    },
    images: { readUpload: uploadedImage, check: checkImage, store: images },
  }
}
