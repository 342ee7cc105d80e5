import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { openDatabase, pgliteOptions } from '../client.ts'
import { lockDataDir, lockHolder } from '../data-dir-lock.ts'
import { BackupError, type BackupHeader, type VerifiedBackup, writeBackupFile } from './backup-file.ts'
import { requestBackupFromServer } from './backup-request.ts'
import { newerThanThisVersion, readMigrationLevel } from './migration-level.ts'

/**
 * The embedded database is backed up as PGlite's own archive of its data folder (dumpDataDir), taken
 * between transactions after a checkpoint: what a restore loads is the database as it was at that
 * moment, extensions, sequences and migration log included. The running server holds the folder's
 * lock, so while it runs the backup is asked of it (backup-socket.ts).
 */
export interface EmbeddedSnapshot {
  header: Omit<BackupHeader, 'format'>
  payload: Blob
}

export async function snapshotEmbedded(pglite: PGlite): Promise<EmbeddedSnapshot> {
  const read = async (statement: string) => (await pglite.query<Record<string, unknown>>(statement)).rows
  const migrations = await readMigrationLevel(read)
  const [version] = await read('show server_version')
  await pglite.query('checkpoint')
  // Holding the transaction mutex: no transaction is half done while the folder is archived.
  const payload = await pglite._runExclusiveTransaction(() => pglite.dumpDataDir('gzip'))
  return {
    header: {
      kind: 'pglite',
      payload: 'pglite-data-dir.tar.gz',
      createdAt: new Date().toISOString(),
      migrations,
      serverVersion: String(version?.server_version ?? 'unknown'),
    },
    payload,
  }
}

export function hasEmbeddedDatabase(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))
}

export async function backupEmbedded(
  file: string,
  dataDir: string,
): Promise<{ bytes: number; through: string }> {
  if (!hasEmbeddedDatabase(dataDir))
    throw new BackupError(`There is no embedded database in ${dataDir} to back up`)
  const holder = lockHolder(dataDir)
  if (holder) {
    const { bytes } = await requestBackupFromServer(dataDir, holder, file)
    return { bytes, through: `the running server (process ${holder.pid})` }
  }
  const handle = await openDatabase({ dataDir })
  try {
    const { header, payload } = await snapshotEmbedded(handle.pglite as PGlite)
    const { bytes } = await writeBackupFile(file, header, blobChunks(payload))
    return { bytes, through: 'the data folder (no server running)' }
  } finally {
    await handle.close()
  }
}

export async function restoreEmbedded(backup: VerifiedBackup, dataDir: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true })
  const lock = lockDataDir(dataDir)
  const folder = path.join(dataDir, 'pglite')
  try {
    if (existsSync(folder) && readdirSync(folder).length > 0) {
      throw new BackupError(
        `${dataDir} already holds an embedded database: a restore never overwrites one. Set DATA_DIR to a new, empty folder (or move ${folder} aside) and restore again`,
      )
    }
    const parts: Uint8Array<ArrayBuffer>[] = []
    for await (const chunk of backup.payload()) parts.push(new Uint8Array(chunk as Buffer))
    const payload = new Blob(parts)
    let restored: PGlite | undefined
    try {
      const pglite = await PGlite.create({ dataDir: folder, loadDataDir: payload, ...pgliteOptions })
      restored = pglite
      const level = await readMigrationLevel(
        async (s) => (await pglite.query<Record<string, unknown>>(s)).rows,
      )
      if (level.count !== backup.header.migrations.count)
        throw new Error('the restored migration log differs from the header')
    } catch (error) {
      rmSync(folder, { recursive: true, force: true })
      throw new BackupError(
        `${backup.file} could not be loaded into the embedded database: ${(error as Error).message}`,
      )
    } finally {
      await restored?.close().catch(() => {})
    }
  } finally {
    lock.release()
  }
}

/** Refusals common to both databases: the file's migrations must be ones this version knows. */
export function refuseNewerBackup(backup: VerifiedBackup): void {
  const newer = newerThanThisVersion(backup.header.migrations)
  if (newer)
    throw new BackupError(
      `${backup.file} was made by a newer version of PostCraft: ${newer}. Restore it with that version`,
    )
}

export async function* blobChunks(blob: Blob): AsyncIterable<Uint8Array> {
  const chunkSize = 1024 * 1024
  for (let start = 0; start < blob.size; start += chunkSize) {
    yield new Uint8Array(await blob.slice(start, start + chunkSize).arrayBuffer())
  }
}
