import { z } from 'zod'
import type { ChannelId } from '../catalogue/channels.ts'
import { ChannelSchema } from './content.ts'
import { boundedText } from './fields.ts'

// 'Draft with AI' (issue 23): the team's post form asks the model for a caption and hashtags written
// from the customer's brief, the channel's limits and a short instruction; the team then edits it.

export const DRAFT_WITH_AI = 'Draft with AI'
export const DRAFT_UNAVAILABLE = 'Draft with AI is not set up on this server'
export const DRAFT_FAILED = 'The AI draft did not come back. Please try again, or write this one yourself'
export const DRAFT_READY = 'Draft written: please read and edit it before saving'

/**
 * What a draft may use per channel: the caption's length (room left for the hashtags) and how many
 * hashtags to suggest. X counts 280 characters in all; Threads takes one topic tag; Google Business
 * Profile posts carry none.
 */
export const DRAFT_LIMITS: Record<ChannelId, { caption: number; hashtags: number }> = {
  instagram: { caption: 1800, hashtags: 10 },
  facebook: { caption: 1500, hashtags: 3 },
  'linkedin-personal': { caption: 2800, hashtags: 5 },
  'linkedin-company': { caption: 2800, hashtags: 5 },
  'x-twitter': { caption: 230, hashtags: 2 },
  threads: { caption: 450, hashtags: 1 },
  'google-business': { caption: 1400, hashtags: 0 },
}

export const draftAvailabilitySchema = z.object({ available: z.boolean() })

export const draftRequestSchema = z.object({
  channel: ChannelSchema,
  instruction: boundedText({ label: 'Instruction', max: 500, multiline: true }),
})
export type DraftRequest = z.input<typeof draftRequestSchema>

export const draftResponseSchema = z.object({
  caption: z.string(),
  hashtags: z.array(z.string()),
  notice: z.string(),
})
export type DraftResponse = z.infer<typeof draftResponseSchema>

export const draftParamsSchema = z.object({ userId: z.string().trim().min(1).max(200) })
