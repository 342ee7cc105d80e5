import { randomBytes } from 'node:crypto'
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * One process at a time on an embedded data folder: PGlite does not lock it (electric-sql/pglite#1106),
 * and two processes writing one folder corrupt it. The lock is a file created exclusively (a link of a
 * fully written temporary file, so a reader never sees it half written) naming its holder. A lock whose
 * holder died (a crash, SIGKILL) is taken over: its process is gone, or the pid now belongs to another
 * process (Linux start time differs), or the machine rebooted since.
 */
export interface LockHolder {
  pid: number
  command: string
  startedAt: string
  hostname: string
  /** Linux: the process's start time in clock ticks since boot, and the boot's id; else null. */
  processStart: string | null
  bootId: string | null
}

export class DataDirLockedError extends Error {
  readonly holder: LockHolder

  constructor(dataDir: string, holder: LockHolder) {
    super(
      `The embedded database in ${dataDir} is in use by process ${holder.pid} (${holder.command}), ` +
        `started ${holder.startedAt}${holder.hostname === os.hostname() ? '' : ` on ${holder.hostname}`}. ` +
        'Only one process may open it at a time: stop that process first, or set DATA_DIR to another folder.',
    )
    this.name = 'DataDirLockedError'
    this.holder = holder
  }
}

export interface DataDirLock {
  readonly path: string
  release(): void
}

export const LOCK_FILE_NAME = 'postcraft.lock'

/** Locks held by this process: a second open in the same process is refused too. */
const heldHere = new Set<string>()

export function lockDataDir(dataDir: string): DataDirLock {
  const lockPath = path.join(dataDir, LOCK_FILE_NAME)
  const self = describeSelf()
  if (heldHere.has(lockPath)) throw new DataDirLockedError(dataDir, self)
  const content = JSON.stringify(self)
  const draft = `${lockPath}.${process.pid}.${randomBytes(4).toString('hex')}`
  writeFileSync(draft, content, { mode: 0o600 })
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(draft, lockPath)
        return held(lockPath, content)
      } catch (error) {
        if (!isCode(error, 'EEXIST')) throw error
      }
      const existing = readOrNull(lockPath)
      if (existing === null) continue
      const holder = parseHolder(existing)
      if (holder && isAlive(holder)) throw new DataDirLockedError(dataDir, holder)
      removeStale(lockPath, existing)
    }
    throw new Error(`Could not take the lock ${lockPath}: other processes keep replacing it`)
  } finally {
    unlinkSync(draft)
  }
}

/** The holder named in the data folder's lock file, if any and alive. */
export function lockHolder(dataDir: string): LockHolder | null {
  const existing = readOrNull(path.join(dataDir, LOCK_FILE_NAME))
  const holder = existing === null ? null : parseHolder(existing)
  return holder && isAlive(holder) ? holder : null
}

function held(lockPath: string, content: string): DataDirLock {
  heldHere.add(lockPath)
  let released = false
  const release = () => {
    if (released) return
    released = true
    heldHere.delete(lockPath)
    process.off('exit', release)
    // Only our own lock: never remove one another process took over meanwhile.
    if (readOrNull(lockPath) === content) unlinkQuietly(lockPath)
  }
  process.on('exit', release)
  return { path: lockPath, release }
}

/**
 * Moves the stale lock aside atomically, then checks that what moved is the stale one: if another
 * process took it over in between, its fresh lock goes back (link fails should a third one be there).
 */
function removeStale(lockPath: string, staleContent: string): void {
  const aside = `${lockPath}.stale.${process.pid}.${randomBytes(4).toString('hex')}`
  try {
    renameSync(lockPath, aside)
  } catch (error) {
    if (isCode(error, 'ENOENT')) return
    throw error
  }
  if (readOrNull(aside) !== staleContent) {
    try {
      linkSync(aside, lockPath)
    } catch {
      // a newer lock is in place: it stands
    }
  }
  unlinkQuietly(aside)
}

function describeSelf(): LockHolder {
  const script = process.argv[1] ? path.relative(process.cwd(), process.argv[1]) || process.argv[1] : ''
  return {
    pid: process.pid,
    command: ['node', script, ...process.argv.slice(2)].filter(Boolean).join(' '),
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    hostname: os.hostname(),
    processStart: linuxProcessStart(process.pid),
    bootId: linuxBootId(),
  }
}

function isAlive(holder: LockHolder): boolean {
  // Our own pid on a lock this process does not hold: an earlier process that had the same pid (a container).
  if (holder.pid === process.pid) return false
  if (holder.bootId && linuxBootId() && holder.bootId !== linuxBootId()) return false
  try {
    process.kill(holder.pid, 0)
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if (!isCode(error, 'EPERM')) return false
  }
  const now = linuxProcessStart(holder.pid)
  return !(holder.processStart && now && holder.processStart !== now)
}

function parseHolder(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>
    if (typeof value.pid !== 'number' || !Number.isInteger(value.pid) || value.pid <= 0) return null
    return {
      pid: value.pid,
      command: String(value.command ?? 'unknown command'),
      startedAt: String(value.startedAt ?? 'at an unknown time'),
      hostname: String(value.hostname ?? os.hostname()),
      processStart: typeof value.processStart === 'string' ? value.processStart : null,
      bootId: typeof value.bootId === 'string' ? value.bootId : null,
    }
  } catch {
    // Unreadable content is no holder: the lock is stale.
    return null
  }
}

/** Field 22 of /proc/<pid>/stat, after the command name (which may hold spaces and parentheses). */
function linuxProcessStart(pid: number): string | null {
  const stat = readOrNull(`/proc/${pid}/stat`)
  if (!stat) return null
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
}

function linuxBootId(): string | null {
  return readOrNull('/proc/sys/kernel/random/boot_id')?.trim() || null
}

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return null
  }
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file)
  } catch {
    // already gone
  }
}

function isCode(error: unknown, code: string): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === code
}
