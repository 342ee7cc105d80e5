import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BackupError, readBackupFile, writeBackupFile } from './backup-file.ts'

const header = {
  kind: 'pglite' as const,
  payload: 'pglite-data-dir.tar.gz' as const,
  createdAt: '2026-11-25T12:00:00.000Z',
  migrations: { count: 4, last: { tag: '0003_content', when: 1795432944824 } },
  serverVersion: '18.6',
}

async function* chunks(...parts: string[]): AsyncIterable<Uint8Array> {
  for (const part of parts) yield Buffer.from(part)
}

describe('backup files', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'postcraft-backup-file-'))

  it('reads back what was written: the header and the payload', async () => {
    const file = path.join(folder, 'good.backup')
    await writeBackupFile(file, header, chunks('first part, ', 'second part'))
    const backup = await readBackupFile(file)
    expect(backup.header).toEqual({ format: 1, ...header })
    let payload = ''
    for await (const chunk of backup.payload()) payload += String(chunk)
    expect(payload).toBe('first part, second part')
  })

  it('never overwrites a file, and leaves none when the payload fails', async () => {
    const file = path.join(folder, 'existing.backup')
    writeFileSync(file, 'keep me')
    await expect(writeBackupFile(file, header, chunks('x'))).rejects.toThrow(/already exists/)
    expect(readFileSync(file, 'utf8')).toBe('keep me')
    const failing = path.join(folder, 'failing.backup')
    async function* broken(): AsyncIterable<Uint8Array> {
      yield Buffer.from('start')
      throw new Error('pg_dump failed')
    }
    await expect(writeBackupFile(failing, header, broken())).rejects.toThrow('pg_dump failed')
    await expect(readBackupFile(failing)).rejects.toThrow(/does not exist/)
  })

  it('refuses a truncated, damaged, foreign or other-format file', async () => {
    const file = path.join(folder, 'source.backup')
    await writeBackupFile(file, header, chunks('a'.repeat(5000)))
    const bytes = readFileSync(file)
    const variant = (name: string, content: Buffer | string) => {
      writeFileSync(path.join(folder, name), content)
      return readBackupFile(path.join(folder, name))
    }
    const damaged = Buffer.from(bytes)
    damaged[300] = 'b'.charCodeAt(0)
    await expect(variant('cut.backup', bytes.subarray(0, 3000))).rejects.toThrow(/incomplete \(truncated\?\)/)
    await expect(variant('cut-end.backup', bytes.subarray(0, bytes.length - 5))).rejects.toThrow(/incomplete/)
    await expect(variant('damaged.backup', damaged)).rejects.toThrow(/checksum does not match/)
    await expect(variant('other.backup', 'PK\u0003\u0004 a zip file')).rejects.toThrow(
      /is not a PostCraft backup/,
    )
    const format2 = bytes.toString('latin1').replace('"format":1', '"format":2')
    await expect(variant('format2.backup', Buffer.from(format2, 'latin1'))).rejects.toThrow(
      /another version of PostCraft \(backup format 2\)/,
    )
    await expect(variant('empty.backup', '')).rejects.toBeInstanceOf(BackupError)
  })
})
