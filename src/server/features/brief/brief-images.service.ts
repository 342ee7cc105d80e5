import { randomUUID } from 'node:crypto'
import { AppError } from '#shared/errors.ts'
import {
  BRIEF_IMAGE_MESSAGES,
  BRIEF_PHOTOS_MAX,
  type BriefImage,
  type BriefImageKind,
  briefImagePath,
} from '#shared/schemas/brief.ts'
import { CUSTOMER_NOT_FOUND } from '#shared/schemas/links.ts'
import {
  type BriefImageRow,
  deleteBriefImages,
  findBriefImage,
  insertBriefImage,
  isCustomer,
  listBriefImages,
  lockCustomer,
} from './brief.repo.ts'
import type { BriefDeps } from './brief.service.ts'

/** The brief's images as shown: the logo first, then the photos; addresses for the team when `forTeam`. */
export function presentImages(rows: BriefImageRow[], forTeam?: string): BriefImage[] {
  const ordered = [...rows.filter((row) => row.kind === 'logo'), ...rows.filter((row) => row.kind !== 'logo')]
  return ordered.map((row) => ({
    id: row.id,
    kind: row.kind === 'logo' ? 'logo' : 'photo',
    thumbnail: briefImagePath(row.id, 'thumb', forTeam),
    full: briefImagePath(row.id, 'full', forTeam),
    contentType: row.contentType,
    width: row.width,
    height: row.height,
    byteSize: row.byteSize,
    createdAt: row.createdAt.toISOString(),
  }))
}

/**
 * Adds the customer's logo (replacing the one before) or a photo, checked by the product's image
 * pipeline (size, type, decoded pixels) before anything is stored.
 */
export async function addBriefImage(deps: BriefDeps, callerId: string, kind: BriefImageKind, bytes: Buffer) {
  const checked = await deps.images.check(bytes)
  await deps.db.transaction(async (tx) => {
    await lockCustomer(tx, callerId)
    if (kind === 'logo') await deleteBriefImages(tx, callerId, { kind: 'logo' })
    else {
      const photos = (await listBriefImages(tx, callerId)).filter((row) => row.kind === 'photo')
      if (photos.length >= BRIEF_PHOTOS_MAX)
        throw new AppError('conflict', BRIEF_IMAGE_MESSAGES.tooManyPhotos)
    }
    const id = randomUUID()
    const fullKey = `briefs/${callerId}/${id}/full`
    const thumbKey = `briefs/${callerId}/${id}/thumb`
    await deps.images.store.put(tx, fullKey, { bytes, contentType: checked.contentType })
    await deps.images.store.put(tx, thumbKey, { bytes: checked.thumbnail, contentType: 'image/webp' })
    await insertBriefImage(tx, {
      id,
      userId: callerId,
      kind,
      contentType: checked.contentType,
      width: checked.width,
      height: checked.height,
      byteSize: bytes.length,
      fullKey,
      thumbKey,
    })
  })
  deps.onChange?.(callerId)
  const notice = kind === 'logo' ? BRIEF_IMAGE_MESSAGES.logoUploaded : BRIEF_IMAGE_MESSAGES.photoUploaded
  return { images: presentImages(await listBriefImages(deps.db, callerId)), notice }
}

export async function removeBriefImage(deps: BriefDeps, callerId: string, imageId: string) {
  const image = await findBriefImage(deps.db, imageId)
  if (!image || image.userId !== callerId) throw new AppError('not_found', BRIEF_IMAGE_MESSAGES.notFound)
  await deps.db.transaction(async (tx) => deleteBriefImages(tx, callerId, { id: imageId }))
  deps.onChange?.(callerId)
  return {
    images: presentImages(await listBriefImages(deps.db, callerId)),
    notice: BRIEF_IMAGE_MESSAGES.removed,
  }
}

/** An image's bytes for its owner, or for the team through the customer's id; 404 to anyone else. */
export async function readBriefImage(
  deps: BriefDeps,
  ownerId: string,
  imageId: string,
  size: 'thumb' | 'full',
  options: { team?: boolean } = {},
) {
  if (options.team && !(await isCustomer(deps.db, ownerId)))
    throw new AppError('not_found', CUSTOMER_NOT_FOUND)
  const image = await findBriefImage(deps.db, imageId)
  if (!image || image.userId !== ownerId) throw new AppError('not_found', BRIEF_IMAGE_MESSAGES.notFound)
  const stored = await deps.images.store.get(size === 'thumb' ? image.thumbKey : image.fullKey)
  if (!stored) throw new AppError('not_found', BRIEF_IMAGE_MESSAGES.notFound)
  return stored
}
