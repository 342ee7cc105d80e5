import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir, lockHolder } from './data-dir-lock.ts'

describe('lockDataDir', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'postcraft-lock-unit-'))
  const lockFile = path.join(dataDir, LOCK_FILE_NAME)
  afterEach(() => rmSync(lockFile, { force: true }))
  const staleLock = (fields: object) =>
    writeFileSync(
      lockFile,
      JSON.stringify({ command: 'node old.ts', startedAt: '2026-01-01T00:00:00.000Z', ...fields }),
    )

  it('names its holder in the file, refuses a second opener, and is free again once released', () => {
    const lock = lockDataDir(dataDir)
    const written = JSON.parse(readFileSync(lockFile, 'utf8'))
    expect(written).toMatchObject({ pid: process.pid, hostname: os.hostname() })
    expect(written.command).toMatch(/^node /)
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError)
    expect(() => lockDataDir(dataDir)).toThrow(`is in use by process ${process.pid} (${written.command})`)
    lock.release()
    expect(existsSync(lockFile)).toBe(false)
    lockDataDir(dataDir).release()
  })

  it('takes over a lock whose process is gone, whose pid another process now has, or that cannot be read', () => {
    const dead = spawnSync(process.execPath, ['-e', '0']).pid
    for (const stale of [{ pid: dead }, { pid: process.ppid, processStart: '1' }, { pid: 'garbled' }]) {
      staleLock(stale)
      expect(lockHolder(dataDir)).toBeNull()
      const lock = lockDataDir(dataDir)
      expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(process.pid)
      lock.release()
    }
  })

  it('refuses while another live process holds it', () => {
    staleLock({ pid: process.ppid, command: 'node src/server/main.ts', processStart: null })
    expect(lockHolder(dataDir)?.pid).toBe(process.ppid)
    expect(() => lockDataDir(dataDir)).toThrow(
      `is in use by process ${process.ppid} (node src/server/main.ts)`,
    )
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(process.ppid)
  })
})
