import { eq, inArray } from 'drizzle-orm'
import type { Database, Executor } from '../../db/client.ts'
import { contentImageBlobs as blobs } from '../../db/schema/content.ts'

export interface StoredImage {
  bytes: Buffer
  contentType: string
}

/**
 * Where image bytes live. The default keeps them in PostgreSQL, so every process of the app shares
 * them and they are backed up with the rest; an S3-compatible store would implement the same two
 * methods (and ignore `executor`, writing before the transaction commits).
 */
export interface ImageStore {
  put(executor: Executor, key: string, image: StoredImage): Promise<void>
  get(key: string): Promise<StoredImage | undefined>
  remove(executor: Executor, keys: string[]): Promise<void>
}

export class PostgresImageStore implements ImageStore {
  private readonly db: Database

  constructor(db: Database) {
    this.db = db
  }

  async put(executor: Executor, key: string, image: StoredImage): Promise<void> {
    await executor.insert(blobs).values({ key, contentType: image.contentType, bytes: image.bytes })
  }

  async get(key: string): Promise<StoredImage | undefined> {
    const [row] = await this.db
      .select({ bytes: blobs.bytes, contentType: blobs.contentType })
      .from(blobs)
      .where(eq(blobs.key, key))
    return row
  }

  async remove(executor: Executor, keys: string[]): Promise<void> {
    if (keys.length > 0) await executor.delete(blobs).where(inArray(blobs.key, keys))
  }
}
