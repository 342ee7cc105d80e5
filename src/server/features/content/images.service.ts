import { randomUUID } from 'node:crypto'
import { crc32 } from 'node:zlib'
import sharp from 'sharp'
import { CONTENT_MESSAGES } from '#shared/content/content-messages.ts'
import { CONTENT_LIMITS, type ImageContentType } from '#shared/content/content-rules.ts'
import { AppError } from '#shared/errors.ts'
import { isAdmin } from '../../plugins/auth/guards.ts'
import { type ContentDeps, commitChange, presentPostDetail, tellContentChanged } from './content.service.ts'
import { lockPostForTeam, refuseUnlessEditable, type TeamMember, teamActor } from './content-admin.service.ts'
import {
  findImage,
  findPost,
  insertImage,
  listActiveImages,
  markImageRemoved,
  nextImagePosition,
} from './posts.repo.ts'
import { linkShowsPost } from './review.service.ts'

const formats: Record<string, ImageContentType> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' }

export interface CheckedImage {
  contentType: ImageContentType
  width: number
  height: number
  thumbnail: Buffer
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/**
 * Whether a PNG is whole: every chunk complete with its checksum, up to the closing IEND. libvips
 * decodes the pixels without needing the chunks after the image data, so a cut file can pass it.
 */
export function isWholePng(bytes: Buffer): boolean {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return false
  for (let at = 8; at + 12 <= bytes.length; ) {
    const length = bytes.readUInt32BE(at)
    const end = at + 12 + length
    if (end > bytes.length) return false
    if (crc32(bytes.subarray(at + 4, end - 4)) !== bytes.readUInt32BE(end - 4)) return false
    if (bytes.toString('latin1', at + 4, at + 8) === 'IEND') return true
    at = end
  }
  return false
}

/**
 * Checks an upload by its content, not its name or declared type: libvips must recognise it as PNG,
 * JPEG or WebP and decode it whole (making the thumbnail; 'error' is stricter than 'truncated'), within a
 * pixel bound against decompression bombs; a PNG must also be whole to its last chunk.
 */
export async function checkImage(bytes: Buffer): Promise<CheckedImage> {
  if (bytes.length > CONTENT_LIMITS.imageMaxBytes)
    throw new AppError('payload_too_large', CONTENT_MESSAGES.imageTooLarge)
  const unreadable = () => new AppError('unsupported_media_type', CONTENT_MESSAGES.imageUnreadable)
  const image = sharp(bytes, { limitInputPixels: CONTENT_LIMITS.imageMaxPixels, failOn: 'error' })
  const metadata = await image.metadata().catch(() => {
    throw unreadable()
  })
  const contentType = formats[metadata.format ?? '']
  if (!contentType) throw new AppError('unsupported_media_type', CONTENT_MESSAGES.imageType)
  if (contentType === 'image/png' && !isWholePng(bytes)) throw unreadable()
  try {
    const thumbnail = await image
      .clone()
      .rotate()
      .resize(CONTENT_LIMITS.thumbnailPixels, CONTENT_LIMITS.thumbnailPixels, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer()
    return { contentType, width: metadata.width, height: metadata.height, thumbnail }
  } catch {
    throw unreadable()
  }
}

export async function addImage(deps: ContentDeps, member: TeamMember, postId: string, bytes: Buffer) {
  const checked = await checkImage(bytes)
  const now = deps.now()
  const { post, customerId } = await deps.db.transaction(async (tx) => {
    const current = await lockPostForTeam(tx, postId)
    refuseUnlessEditable(current)
    if ((await listActiveImages(tx, [postId])).length >= CONTENT_LIMITS.imagesPerPost)
      throw new AppError('conflict', CONTENT_MESSAGES.tooManyImages)
    const id = randomUUID()
    const fullKey = `posts/${postId}/${id}/full`
    const thumbKey = `posts/${postId}/${id}/thumb`
    await deps.images.put(tx, fullKey, { bytes, contentType: checked.contentType })
    await deps.images.put(tx, thumbKey, { bytes: checked.thumbnail, contentType: 'image/webp' })
    await insertImage(tx, {
      id,
      postId,
      contentType: checked.contentType,
      width: checked.width,
      height: checked.height,
      byteSize: bytes.length,
      fullKey,
      thumbKey,
      position: await nextImagePosition(tx, postId),
      createdAt: now,
    })
    const updated = await commitChange(tx, current, {
      actor: teamActor(member),
      change: 'Image added',
      now,
      ...(current.status === 'changes_requested' ? { action: 'revise' as const } : {}),
    })
    return { post: await presentPostDetail(tx, updated, now), customerId: updated.customerId }
  })
  tellContentChanged(deps, [customerId])
  return { post, notice: CONTENT_MESSAGES.imageUploaded }
}

/** Takes the image off the post; its bytes stay, so earlier versions still show it. */
export async function removeImage(deps: ContentDeps, member: TeamMember, postId: string, imageId: string) {
  const now = deps.now()
  const { post, customerId } = await deps.db.transaction(async (tx) => {
    const current = await lockPostForTeam(tx, postId)
    const image = await findImage(tx, imageId)
    if (!image || image.postId !== postId || image.removedAt)
      throw new AppError('not_found', CONTENT_MESSAGES.imageNotFound)
    refuseUnlessEditable(current)
    await markImageRemoved(tx, imageId, now)
    const updated = await commitChange(tx, current, {
      actor: teamActor(member),
      change: 'Image removed',
      now,
      ...(current.status === 'changes_requested' ? { action: 'revise' as const } : {}),
    })
    return { post: await presentPostDetail(tx, updated, now), customerId: updated.customerId }
  })
  tellContentChanged(deps, [customerId])
  return { post, notice: CONTENT_MESSAGES.imageDeleted }
}

/**
 * An image's bytes, for an administrator, the post's customer (once the post has left the drafts), or a
 * valid review link whose batch holds the post. Anyone else gets 404, so ids reveal nothing.
 */
export async function readImage(
  deps: ContentDeps,
  viewer: { user: { id: string; role?: string | null | undefined } | null; token: string | undefined },
  imageId: string,
  size: 'thumb' | 'full',
) {
  const missing = () => new AppError('not_found', CONTENT_MESSAGES.imageNotFound)
  const image = await findImage(deps.db, imageId)
  const post = image ? await findPost(deps.db, image.postId) : undefined
  if (!image || !post) throw missing()
  const allowed =
    isAdmin(viewer.user) ||
    (viewer.user?.id === post.customerId && post.status !== 'draft') ||
    (viewer.token !== undefined && (await linkShowsPost(deps.db, viewer.token, post.id, deps.now())))
  if (!allowed) throw missing()
  const stored = await deps.images.get(size === 'thumb' ? image.thumbKey : image.fullKey)
  if (!stored) throw missing()
  return stored
}
