import { AppError } from '#shared/errors.ts'
import {
  BRIEF_DRAFT_SAVED,
  BRIEF_FIELDS,
  BRIEF_INCOMPLETE,
  BRIEF_SAVED,
  type Brief,
  type BriefAnswers,
  emptyBriefAnswers,
  missingRequiredFields,
} from '#shared/schemas/brief.ts'
import { CUSTOMER_NOT_FOUND } from '#shared/schemas/links.ts'
import type { Database } from '../../db/client.ts'
import {
  type BriefImageRow,
  type BriefRow,
  findBrief,
  isCustomer,
  listBriefImages,
  lockBrief,
  upsertBrief,
} from './brief.repo.ts'
import { presentImages } from './brief-images.service.ts'
import type { BriefImagePipeline } from './brief-images.ts'

export interface BriefDeps {
  db: Database
  images: BriefImagePipeline
  /** Tells the team's open pages that a customer's brief changed. */
  onChange?: (userId: string) => void
}

function shape(row: BriefRow | undefined, images: BriefImageRow[], forTeam?: string): Brief {
  return {
    answers: { ...emptyBriefAnswers(), ...row?.answers },
    images: presentImages(images, forTeam),
    submittedAt: row?.submittedAt?.toISOString() ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  }
}

export async function getOwnBrief(deps: BriefDeps, callerId: string): Promise<Brief> {
  return shape(await findBrief(deps.db, callerId), await listBriefImages(deps.db, callerId))
}

/** A draft: the fields sent replace their saved answers, the others stay; a sent brief stays sent. */
export async function saveBriefDraft(deps: BriefDeps, callerId: string, changes: Partial<BriefAnswers>) {
  const row = await deps.db.transaction(async (tx) => {
    const saved = await lockBrief(tx, callerId)
    const answers = { ...saved?.answers }
    for (const field of BRIEF_FIELDS) {
      const value = changes[field.key]
      if (value !== undefined) answers[field.key] = value
    }
    return upsertBrief(tx, callerId, { answers })
  })
  deps.onChange?.(callerId)
  return { brief: shape(row, await listBriefImages(deps.db, callerId)), notice: BRIEF_DRAFT_SAVED }
}

/** Sends the brief to the team: the required fields must be answered. Sending again updates the date. */
export async function submitBrief(deps: BriefDeps, callerId: string) {
  const row = await deps.db.transaction(async (tx) => {
    const saved = await lockBrief(tx, callerId)
    const answers = { ...emptyBriefAnswers(), ...saved?.answers }
    const missing = missingRequiredFields(answers)
    if (missing.length > 0) {
      const fields = Object.fromEntries(
        missing.map((key) => [key, `${BRIEF_FIELDS.find((field) => field.key === key)?.label} is required`]),
      )
      throw new AppError('validation_failed', BRIEF_INCOMPLETE, fields)
    }
    return upsertBrief(tx, callerId, { answers, submittedAt: new Date() })
  })
  deps.onChange?.(callerId)
  return { brief: shape(row, await listBriefImages(deps.db, callerId)), notice: BRIEF_SAVED }
}

/** The team's read of a customer's brief (a draft too: the team may start from what is there). */
export async function getCustomerBrief(deps: BriefDeps, userId: string): Promise<Brief> {
  if (!(await isCustomer(deps.db, userId))) throw new AppError('not_found', CUSTOMER_NOT_FOUND)
  return shape(await findBrief(deps.db, userId), await listBriefImages(deps.db, userId), userId)
}
