import { CONTENT_MESSAGES } from '#shared/content/content-messages.ts'
import { CONTENT_LIMITS, imageContentTypes } from '#shared/content/content-rules.ts'

/** Why a chosen file cannot be uploaded as an image (type or size), before it is sent; the server checks again. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!(imageContentTypes as readonly string[]).includes(file.type)) return CONTENT_MESSAGES.imageType
  if (file.size > CONTENT_LIMITS.imageMaxBytes) return CONTENT_MESSAGES.imageTooLarge
  return undefined
}
