import { z } from 'zod'
import { boundedText } from './fields.ts'

// The onboarding brief (issue 23): what the team needs to know about the business before writing.

export const BRIEF_SAVED = 'Brief sent to the team'
export const BRIEF_DRAFT_SAVED = 'Draft saved'
export const BRIEF_INCOMPLETE = 'Please fill in the fields marked required before sending your brief'

const SHORT = 200
const LONG = 2000

/** Each field of the brief, in the order the form asks, with its label and bound. */
export const BRIEF_FIELDS = [
  { key: 'businessName', label: 'Business name', max: SHORT, required: true },
  { key: 'whatYouSell', label: 'What you sell', max: LONG, required: true },
  { key: 'audience', label: 'Your audience', max: LONG, required: false },
  { key: 'toneOfVoice', label: 'Tone of voice', max: LONG, required: false },
  { key: 'toneExamples', label: 'Examples of your tone', max: LONG, required: false },
  { key: 'wordsToUse', label: 'Words and topics to use', max: LONG, required: false },
  { key: 'wordsToAvoid', label: 'Words and topics to avoid', max: LONG, required: false },
  { key: 'brandColours', label: 'Brand colours', max: SHORT, required: false },
  { key: 'competitors', label: 'Competitors or accounts you like', max: LONG, required: false },
  { key: 'keyDates', label: 'Key dates (openings, seasons, offers)', max: LONG, required: false },
  { key: 'approver', label: 'Who approves your posts', max: SHORT, required: false },
] as const

export type BriefFieldKey = (typeof BRIEF_FIELDS)[number]['key']

const fieldSchema = (field: (typeof BRIEF_FIELDS)[number]) =>
  boundedText({ label: field.label, max: field.max, multiline: field.max > SHORT })

/** The answers as stored and shown: every field, blank when not yet answered. */
export const briefAnswersSchema = z.object(
  Object.fromEntries(BRIEF_FIELDS.map((field) => [field.key, z.string()])) as Record<
    BriefFieldKey,
    z.ZodString
  >,
)
export type BriefAnswers = z.infer<typeof briefAnswersSchema>

/** PUT /api/brief: a draft, saved as the customer types; a field left out keeps its saved answer. */
export const saveBriefDraftRequestSchema = z
  .object(
    Object.fromEntries(BRIEF_FIELDS.map((field) => [field.key, fieldSchema(field).optional()])) as Record<
      BriefFieldKey,
      z.ZodOptional<ReturnType<typeof fieldSchema>>
    >,
  )
  .strict()
export type SaveBriefDraftRequest = z.input<typeof saveBriefDraftRequestSchema>

export function emptyBriefAnswers(): BriefAnswers {
  return Object.fromEntries(BRIEF_FIELDS.map((field) => [field.key, ''])) as BriefAnswers
}

/** The fields still blank that sending the brief needs (their keys). */
export function missingRequiredFields(answers: BriefAnswers): BriefFieldKey[] {
  return BRIEF_FIELDS.filter((field) => field.required && answers[field.key].trim() === '').map(
    (field) => field.key,
  )
}

export const BRIEF_IMAGE_KINDS = ['logo', 'photo'] as const
export type BriefImageKind = (typeof BRIEF_IMAGE_KINDS)[number]
/** Photos a brief may hold (the logo is one, replaced by a new upload). */
export const BRIEF_PHOTOS_MAX = 10

export const BRIEF_IMAGE_MESSAGES = {
  logoUploaded: 'Logo uploaded',
  photoUploaded: 'Photo uploaded',
  removed: 'Image removed',
  notFound: 'Image not found',
  tooManyPhotos: `A brief can hold at most ${BRIEF_PHOTOS_MAX} photos; remove one first`,
} as const

/** A logo or photo of the brief: its addresses (thumbnail and full size) and its size. */
export const briefImageSchema = z.object({
  id: z.string(),
  kind: z.enum(BRIEF_IMAGE_KINDS),
  thumbnail: z.string(),
  full: z.string(),
  contentType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  byteSize: z.number().int(),
  createdAt: z.iso.datetime(),
})
export type BriefImage = z.infer<typeof briefImageSchema>

/** POST /api/brief/images and DELETE /api/brief/images/:imageId: the brief's images after the change. */
export const briefImagesResponseSchema = z.object({ images: z.array(briefImageSchema), notice: z.string() })

export const briefImagePath = (imageId: string, size: 'thumb' | 'full', userId?: string) =>
  userId
    ? `/api/admin/customers/${userId}/brief/images/${imageId}/${size}`
    : `/api/brief/images/${imageId}/${size}`

export const briefImageUploadQuerySchema = z.object({ kind: z.enum(BRIEF_IMAGE_KINDS) })
export const briefImageParamsSchema = z.object({ imageId: z.uuid({ error: BRIEF_IMAGE_MESSAGES.notFound }) })
export const briefImageSizeParamsSchema = briefImageParamsSchema.extend({ size: z.enum(['thumb', 'full']) })
export const customerBriefImageParamsSchema = briefImageSizeParamsSchema.extend({
  userId: z.string().trim().min(1).max(200),
})

export const briefSchema = z.object({
  answers: briefAnswersSchema,
  /** The logo first, then the photos, oldest first. */
  images: z.array(briefImageSchema),
  /** When the customer sent the brief to the team; null while it is a draft. */
  submittedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime().nullable(),
})
export type Brief = z.infer<typeof briefSchema>

export const briefResponseSchema = z.object({ brief: briefSchema, notice: z.string() })

export const briefCustomerParamsSchema = z.object({ userId: z.string().trim().min(1).max(200) })
