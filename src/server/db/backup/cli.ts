import { ConfigError } from '../../config.ts'
import { DataDirLockedError } from '../data-dir-lock.ts'
import { BackupError } from './backup-file.ts'

/** Runs a command-line task: a refusal prints its one-line reason and exits 1; anything else, the error. */
export async function runCommand(task: () => Promise<void>): Promise<void> {
  try {
    await task()
  } catch (error) {
    const known =
      error instanceof BackupError || error instanceof DataDirLockedError || error instanceof ConfigError
    console.error(known ? (error as Error).message : error)
    process.exitCode = 1
  }
}
