import type { FastifyRequest } from 'fastify'
import type { Executor } from '../../db/client.ts'

/**
 * The image pipeline the brief's logo and photos go through, lent by the content feature
 * (src/server/app.ts): the upload reader, the check by decoding (size, type, pixel bound; a WebP
 * thumbnail) and the image store.
 */
export interface BriefImagePipeline {
  readUpload(request: FastifyRequest): Promise<Buffer>
  check(bytes: Buffer): Promise<{ contentType: string; width: number; height: number; thumbnail: Buffer }>
  store: {
    put(executor: Executor, key: string, image: { bytes: Buffer; contentType: string }): Promise<void>
    get(key: string): Promise<{ bytes: Buffer; contentType: string } | undefined>
  }
}
