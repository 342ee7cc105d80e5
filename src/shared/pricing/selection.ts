/**
 * The order selection built by the checkout wizard and sent to the server.
 * One schema validates it on both sides; the server then re-prices it with
 * quote() and never trusts totals sent by the client.
 */

import { z } from 'zod'
import {
  type CarouselQuantity,
  carouselQuantities,
  type StoryQuantity,
  storyQuantities,
  type VideoQuantity,
  videoQuantities,
} from '../catalogue/add-ons.ts'
import { type ChannelId, channelIds, checkoutChannels, hasCarouselChannel } from '../catalogue/channels.ts'
import { type PlanId, planIds } from '../catalogue/plans.ts'
import { boundedText } from '../schemas/fields.ts'

export type OrderAddOns = {
  /** Number of short-form videos (a tier), or null/absent for none. */
  readonly videos?: VideoQuantity | null
  /** Number of stories posts (a tier), or null/absent for none. */
  readonly stories?: StoryQuantity | null
  readonly carouselPosts: CarouselQuantity
  readonly reports: boolean
}

export type OrderSelection = {
  readonly plan: PlanId
  readonly freeChannel: ChannelId
  /** Paid channels; never the free channel, never repeated. */
  readonly additionalChannels: readonly ChannelId[]
  readonly addOns: OrderAddOns
  readonly couponCode?: string
}

export const COUPON_CODE_MAX_LENGTH = 50

export const CAROUSEL_NEEDS_CHANNEL_MESSAGE =
  'Carousel posts are for Instagram and LinkedIn only: add Instagram or a LinkedIn channel to your order, or remove the carousel posts'

const list = (values: readonly (string | number)[]): string => values.join(', ')

// Refinements may see unchecked values, so name lookups must not throw.
const channelName = (id: string): string => checkoutChannels.find((c) => c.id === id)?.name ?? id

const channelId = z.enum(channelIds, { error: `Unknown channel; choose one of ${list(channelIds)}` })

export const orderAddOnsSchema = z.strictObject({
  videos: z
    .literal(videoQuantities, { error: `Videos must be one of ${list(videoQuantities)}, or none` })
    .nullable()
    .optional(),
  stories: z
    .literal(storyQuantities, { error: `Stories must be one of ${list(storyQuantities)}, or none` })
    .nullable()
    .optional(),
  carouselPosts: z.literal(carouselQuantities, {
    error: `Carousel posts must be one of ${list(carouselQuantities)}`,
  }),
  reports: z.boolean({ error: 'Reports must be true or false' }),
})

export const orderSelectionSchema = z
  .strictObject({
    plan: z.enum(planIds, { error: `Unknown plan; choose one of ${list(planIds)}` }),
    freeChannel: channelId,
    additionalChannels: z.array(channelId, { error: 'Additional channels must be a list' }),
    addOns: orderAddOnsSchema,
    couponCode: boundedText({ label: 'Coupon code', max: COUPON_CODE_MAX_LENGTH }).optional(),
  })
  .superRefine((selection, ctx) => {
    const seen = new Set<ChannelId>()
    selection.additionalChannels.forEach((id, index) => {
      if (id === selection.freeChannel) {
        ctx.addIssue({
          code: 'custom',
          path: ['additionalChannels', index],
          message: `${channelName(id)} is already your free channel, so it cannot also be an additional channel`,
        })
      } else if (seen.has(id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['additionalChannels', index],
          message: `${channelName(id)} is listed more than once`,
        })
      }
      seen.add(id)
    })
    const channels = [selection.freeChannel, ...selection.additionalChannels]
    if (selection.addOns.carouselPosts > 0 && !hasCarouselChannel(channels)) {
      ctx.addIssue({
        code: 'custom',
        path: ['addOns', 'carouselPosts'],
        message: CAROUSEL_NEEDS_CHANNEL_MESSAGE,
      })
    }
  })

export type SelectionIssue = {
  /** Dotted path of the offending field, e.g. "addOns.videos" or "additionalChannels.2". */
  readonly field: string
  readonly message: string
}

export type SelectionResult =
  | { readonly ok: true; readonly selection: OrderSelection }
  | { readonly ok: false; readonly issues: readonly SelectionIssue[] }

export function validateSelection(input: unknown): SelectionResult {
  const result = orderSelectionSchema.safeParse(input)
  if (result.success) return { ok: true, selection: result.data }
  const issues = result.error.issues.flatMap((issue): SelectionIssue[] => {
    const at = (path: readonly PropertyKey[]): string =>
      path.length > 0 ? path.map(String).join('.') : 'selection'
    // Name each unexpected field itself rather than its parent object.
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ field: at([...issue.path, key]), message: `Unknown field "${key}"` }))
    }
    return [{ field: at(issue.path), message: issue.message }]
  })
  return { ok: false, issues }
}

/** Thrown by quote() when handed a selection that the schema refuses. */
export class InvalidSelectionError extends Error {
  readonly issues: readonly SelectionIssue[]

  constructor(issues: readonly SelectionIssue[]) {
    super(`Invalid order selection: ${issues.map((i) => `${i.field}: ${i.message}`).join('; ')}`)
    this.name = 'InvalidSelectionError'
    this.issues = issues
  }
}
