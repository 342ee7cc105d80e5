import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder where browser-test workers note the spare servers they start and no file has taken. */
    spareServers: string
  }
}

interface SpareRecord {
  pid: number
  dataDir: string
}

/**
 * The run's last word on spare servers (worker-resources.ts): a worker kills its own when it ends, and
 * notes each one here too, so that the global teardown kills any a worker left behind (a worker killed
 * outright runs no handler of its own).
 */
export function recordSpare(folder: string, port: number, spare: SpareRecord): void {
  writeFileSync(path.join(folder, `${port}.json`), JSON.stringify(spare))
}

export function forgetSpare(folder: string, port: number): void {
  rmSync(path.join(folder, `${port}.json`), { force: true })
}

/** The process id still belongs to the spare (its environment names the spare's data folder), not to a
 * later process that was given the same id. */
function isStillTheSpare(spare: SpareRecord): boolean {
  try {
    return readFileSync(`/proc/${spare.pid}/environ`, 'utf8')
      .split('\0')
      .includes(`DATA_DIR=${spare.dataDir}`)
  } catch {
    return false
  }
}

export function disposeRecordedSpares(folder: string): void {
  for (const name of readdirSync(folder)) {
    const spare = JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as SpareRecord
    if (isStillTheSpare(spare)) process.kill(spare.pid, 'SIGKILL')
    rmSync(spare.dataDir, { recursive: true, force: true })
  }
  rmSync(folder, { recursive: true, force: true })
}
