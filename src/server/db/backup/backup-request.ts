import http from 'node:http'
import path from 'node:path'
import type { LockHolder } from '../data-dir-lock.ts'
import { BackupError, writeBackupFile } from './backup-file.ts'

/** The running server's backup socket in DATA_DIR (served by backup-socket.ts). */
export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, 'backup.sock')
}

/** Asks the server holding DATA_DIR for a backup and writes it to `file`. */
export async function requestBackupFromServer(
  dataDir: string,
  holder: LockHolder,
  file: string,
): Promise<{ bytes: number }> {
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.request(
      { socketPath: backupSocketPath(dataDir), method: 'POST', path: '/backup' },
      resolve,
    )
    request.once('error', reject)
    request.end()
  }).catch((error: NodeJS.ErrnoException) => {
    throw new BackupError(
      `The embedded database in ${dataDir} is in use by process ${holder.pid} (${holder.command}), which does not answer backups` +
        ` (${error.code ?? error.message}; only a running server does). Wait for it to finish or stop it, then back up again`,
    )
  })
  if (response.statusCode !== 200) {
    let text = ''
    for await (const chunk of response) text += String(chunk)
    throw new BackupError(`The running server (process ${holder.pid}) could not take the backup: ${text}`)
  }
  const encoded = response.headers['x-backup-header']
  const header = JSON.parse(Buffer.from(String(encoded), 'base64url').toString('utf8'))
  const expected = Number(response.headers['content-length'])
  let received = 0
  async function* counted(): AsyncIterable<Uint8Array> {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      received += chunk.byteLength
      yield chunk
    }
    if (received !== expected)
      throw new BackupError('The backup stream from the server ended early; nothing was written')
  }
  return writeBackupFile(file, header, counted())
}
