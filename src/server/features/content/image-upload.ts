import type { FastifyRequest } from 'fastify'
import { CONTENT_MESSAGES } from '#shared/content/content-messages.ts'
import { AppError } from '#shared/errors.ts'
import { IMAGE_FIELD } from '#shared/schemas/content.ts'

/** The one uploaded image of a multipart request, read whole (at most 10 MB: the multipart limit in server-setup.ts). */
export async function uploadedImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('bad_request', CONTENT_MESSAGES.noFile)
  try {
    const part = await request.file()
    if (!part || part.fieldname !== IMAGE_FIELD) throw new AppError('bad_request', CONTENT_MESSAGES.noFile)
    return await part.toBuffer()
  } catch (error) {
    if (error instanceof AppError) throw error
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('payload_too_large', CONTENT_MESSAGES.imageTooLarge)
    if (code === 'FST_FILES_LIMIT') throw new AppError('bad_request', 'Please upload one image at a time.')
    throw error
  }
}
