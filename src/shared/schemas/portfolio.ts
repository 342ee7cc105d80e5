import { z } from 'zod'
import { designCategories } from '../catalogue/designs.ts'
import { CONTENT_LIMITS } from '../content/content-rules.ts'
import { boundedText, requiredText } from './fields.ts'

// The portfolio the team runs (issue 24): designs uploaded in the back office, the published ones on /our-work.

export const PORTFOLIO_MESSAGES = {
  created: 'Design added',
  updated: 'Design saved',
  published: 'Design published',
  unpublished: 'Design unpublished',
  moved: 'Order saved',
  deleted: 'Design deleted',
  imageUploaded: 'Image uploaded',
  notFound: 'Design not found',
  imageNotFound: 'Image not found',
  needsImage: 'Add an image before publishing this design',
  edgeOfList: 'The design is already at that end of the list',
} as const

export const PORTFOLIO_LIMITS = { title: 120, description: 300, designs: 500 } as const

/** The card image fits this square box (the public page's cards are at most about 400 CSS pixels wide). */
export const PORTFOLIO_CARD_PIXELS = CONTENT_LIMITS.thumbnailPixels

const title = requiredText({
  label: 'Title',
  max: PORTFOLIO_LIMITS.title,
  requiredMessage: 'Title is required',
})
const description = boundedText({ label: 'Description', max: PORTFOLIO_LIMITS.description })
const category = z.enum(designCategories, { error: 'Please choose a category' })

/** POST /api/admin/portfolio/designs: a new design, unpublished until it has an image. */
export const createDesignRequestSchema = z.object({ title, category, description }).strict()
export type CreateDesignRequest = z.input<typeof createDesignRequestSchema>

/** PATCH /api/admin/portfolio/designs/:designId: the fields sent change. */
export const updateDesignRequestSchema = z
  .object({ title, category, description, published: z.boolean() })
  .partial()
  .strict()
export type UpdateDesignRequest = z.input<typeof updateDesignRequestSchema>

export const moveDesignRequestSchema = z.object({ direction: z.enum(['up', 'down']) }).strict()

export const designParamsSchema = z.object({ designId: z.uuid({ error: 'Design not found' }) })
export const designImageParamsSchema = z.object({
  imageId: z.uuid({ error: 'Image not found' }),
  size: z.enum(['card', 'full']),
})

/** A design as a card shows it: on /our-work and in the team's list. */
export const designCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  description: z.string(),
  /** The card image's address (fits PORTFOLIO_CARD_PIXELS), and its size for the page's layout. */
  image: z.string(),
  width: z.number().int(),
  height: z.number().int(),
})
export type DesignCard = z.infer<typeof designCardSchema>

export const publishedDesignsSchema = z.object({ designs: z.array(designCardSchema) })
export type PublishedDesigns = z.infer<typeof publishedDesignsSchema>

export const teamDesignSchema = designCardSchema.extend({
  image: z.string().nullable(),
  published: z.boolean(),
  position: z.number().int(),
  updatedAt: z.iso.datetime(),
})
export type TeamDesign = z.infer<typeof teamDesignSchema>

export const teamDesignListSchema = z.object({ designs: z.array(teamDesignSchema) })
export const teamDesignResponseSchema = z.object({ design: teamDesignSchema, notice: z.string() })
export const noticeResponseSchema = z.object({ notice: z.string() })

/** The address of a design image's size. */
export const designImagePath = (imageId: string, size: 'card' | 'full') =>
  `/api/portfolio/images/${imageId}/${size}`

/** The size of a card image made from an image of `width` × `height` (fits the box, never enlarged). */
export function cardSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, PORTFOLIO_CARD_PIXELS / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}
