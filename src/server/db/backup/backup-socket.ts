import { chmodSync, unlinkSync } from 'node:fs'
import http from 'node:http'
import type { PGlite } from '@electric-sql/pglite'
import { backupSocketPath } from './backup-request.ts'
import { blobChunks, snapshotEmbedded } from './embedded-backup.ts'

/**
 * The running server answers backups of its embedded database on a Unix socket in DATA_DIR, readable
 * only by its own user: whoever may connect could read the data folder anyway. Nothing else is served
 * there, and no network port or token is involved.
 */
/** sun_path holds 108 bytes on Linux (104 on macOS). */
const MAX_SOCKET_PATH = 100

export interface BackupSocket {
  close(): Promise<void>
}

interface Log {
  info(message: string): void
  warn(message: string): void
  error(details: object, message: string): void
}

export async function serveBackups(pglite: PGlite, dataDir: string, log: Log): Promise<BackupSocket | null> {
  const socketPath = backupSocketPath(dataDir)
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    log.warn(
      `Backups while running are off: the path ${socketPath} is too long for a socket; stop the server to back up`,
    )
    return null
  }
  // This process holds DATA_DIR's lock, so a socket file left there is a dead server's.
  removeQuietly(socketPath)
  let busy = false
  const server = http.createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/backup') {
      response.writeHead(404).end('Not found')
      return
    }
    if (busy) {
      response.writeHead(409).end('A backup is already being taken')
      return
    }
    busy = true
    snapshotEmbedded(pglite)
      .then(async ({ header, payload }) => {
        response.writeHead(200, {
          'content-type': 'application/gzip',
          'content-length': String(payload.size),
          'x-backup-header': Buffer.from(JSON.stringify(header)).toString('base64url'),
        })
        for await (const chunk of blobChunks(payload)) {
          if (!response.write(chunk)) await new Promise((resolve) => response.once('drain', resolve))
        }
        response.end()
        log.info(`Backup of the embedded database sent (${payload.size} bytes)`)
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'Backup of the embedded database failed')
        if (!response.headersSent)
          response.writeHead(500).end(`The backup failed: ${(error as Error).message}`)
        else response.destroy()
      })
      .finally(() => {
        busy = false
      })
  })
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(socketPath, () => resolve())
    })
    chmodSync(socketPath, 0o600)
  } catch (error) {
    server.close()
    log.warn(`Backups while running are off: ${(error as Error).message}; stop the server to back up`)
    return null
  }
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
        removeQuietly(socketPath)
      }),
  }
}

function removeQuietly(file: string): void {
  try {
    unlinkSync(file)
  } catch {
    // not there
  }
}
