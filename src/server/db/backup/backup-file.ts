import { createHash, randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { link, open, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import type { MigrationLevel } from './migration-level.ts'

/**
 * A backup file: a magic line, a JSON header line, the database's own dump (the payload), then an end
 * line with the payload's length and SHA-256. The header says what it holds, so a restore refuses the
 * wrong file before touching anything; the end line shows a truncated or damaged file.
 */
export const BACKUP_FORMAT = 1
const MAGIC = 'POSTCRAFT BACKUP\n'
const END_MARK = '\nPOSTCRAFT END '

export type DatabaseKind = 'pglite' | 'postgres'

export interface BackupHeader {
  format: number
  kind: DatabaseKind
  /** 'pglite-data-dir.tar.gz' (PGlite's dumpDataDir) or 'pg_dump-custom' (pg_dump --format=custom). */
  payload: 'pglite-data-dir.tar.gz' | 'pg_dump-custom'
  createdAt: string
  migrations: MigrationLevel
  /** The database server's version (`show server_version`) when the backup was taken. */
  serverVersion: string
}

export class BackupError extends Error {
  override name = 'BackupError'
}

export const KIND_NAMES: Record<DatabaseKind, string> = {
  pglite: 'the embedded database (PGlite)',
  postgres: 'a PostgreSQL server',
}

/**
 * Writes header, payload and end line to a temporary file beside `file`, then links it into place:
 * `file` appears complete or not at all, and an existing file is never overwritten.
 */
export async function writeBackupFile(
  file: string,
  header: Omit<BackupHeader, 'format'>,
  payload: AsyncIterable<Uint8Array>,
): Promise<{ bytes: number }> {
  await refuseExisting(file)
  const draft = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(4).toString('hex')}.partial`,
  )
  const handle = await open(draft, 'wx', 0o600)
  try {
    const hash = createHash('sha256')
    let payloadBytes = 0
    await handle.write(`${MAGIC}${JSON.stringify({ format: BACKUP_FORMAT, ...header })}\n`)
    for await (const chunk of payload) {
      hash.update(chunk)
      payloadBytes += chunk.byteLength
      await handle.write(chunk)
    }
    await handle.write(`${END_MARK}${JSON.stringify({ payloadBytes, sha256: hash.digest('hex') })}\n`)
    await handle.sync()
    await handle.close()
    try {
      await link(draft, file)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') await refuseExisting(file)
      throw error
    }
    return { bytes: (await stat(file)).size }
  } finally {
    await handle.close().catch(() => {})
    await unlink(draft).catch(() => {})
  }
}

async function refuseExisting(file: string): Promise<void> {
  const existing = await stat(file).catch(() => undefined)
  if (existing)
    throw new BackupError(`${file} already exists: choose a new file name (a backup never overwrites a file)`)
}

export interface VerifiedBackup {
  file: string
  header: BackupHeader
  /** Byte range of the payload in the file: [start, end). */
  payloadStart: number
  payloadEnd: number
  payload(): Readable
}

/** Reads and checks the whole file (magic, header, end line, checksum); throws BackupError if unfit. */
export async function readBackupFile(file: string): Promise<VerifiedBackup> {
  const size = (await stat(file).catch(() => undefined))?.size
  if (size === undefined) throw new BackupError(`${file} does not exist`)
  const handle = await open(file, 'r')
  let head: string
  let tail: string
  try {
    head = await readText(handle, 0, Math.min(size, 64 * 1024))
    tail = await readText(handle, Math.max(0, size - 1024), Math.min(size, 1024))
  } finally {
    await handle.close()
  }
  if (!head.startsWith(MAGIC)) throw new BackupError(`${file} is not a PostCraft backup`)
  const headerEnd = head.indexOf('\n', MAGIC.length)
  const header = parseJson(
    headerEnd === -1 ? '' : head.slice(MAGIC.length, headerEnd),
  ) as Partial<BackupHeader>
  if (!header || typeof header !== 'object') {
    throw new BackupError(`${file} is incomplete or damaged: its header cannot be read`)
  }
  if (header.format !== BACKUP_FORMAT) {
    throw new BackupError(
      `${file} was made by another version of PostCraft (backup format ${String(header.format)}); this version reads format ${BACKUP_FORMAT}`,
    )
  }
  if ((header.kind !== 'pglite' && header.kind !== 'postgres') || !header.migrations) {
    throw new BackupError(`${file} is damaged: its header does not say which database it holds`)
  }
  // latin1: one character per byte, so string offsets are file offsets.
  const payloadStart = headerEnd + 1
  const endAt = tail.lastIndexOf(END_MARK)
  const end =
    endAt === -1
      ? undefined
      : (parseJson(tail.slice(endAt + END_MARK.length).trimEnd()) as EndLine | undefined)
  const endLineBytes = endAt === -1 ? 0 : tail.length - endAt
  if (
    !end ||
    typeof end.payloadBytes !== 'number' ||
    payloadStart + end.payloadBytes + endLineBytes !== size
  ) {
    throw new BackupError(
      `${file} is incomplete (truncated?): its end marker is missing or does not match its size`,
    )
  }
  const payloadEnd = payloadStart + end.payloadBytes
  const hash = createHash('sha256')
  if (end.payloadBytes > 0) {
    for await (const chunk of createReadStream(file, { start: payloadStart, end: payloadEnd - 1 }))
      hash.update(chunk)
  }
  if (hash.digest('hex') !== end.sha256)
    throw new BackupError(`${file} is damaged: its checksum does not match`)
  return {
    file,
    header: header as BackupHeader,
    payloadStart,
    payloadEnd,
    payload: () =>
      createReadStream(file, { start: payloadStart, end: Math.max(payloadStart, payloadEnd - 1) }),
  }
}

interface EndLine {
  payloadBytes: number
  sha256: string
}

async function readText(handle: Awaited<ReturnType<typeof open>>, position: number, length: number) {
  const buffer = Buffer.alloc(length)
  const { bytesRead } = await handle.read(buffer, 0, length, position)
  return buffer.subarray(0, bytesRead).toString('latin1')
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
