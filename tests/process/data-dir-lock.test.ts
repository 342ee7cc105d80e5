import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { LOCK_FILE_NAME } from '#server/db/data-dir-lock.ts'
import { AppProcess, startFromMigratedTemplate } from '../../e2e/support/app-process.ts'
import { runScript } from '../support/backup-fixture.ts'

const HOLDER =
  /is in use by process (\d+) \(node src\/server\/main\.ts\), started [0-9T:.-]+Z\. Only one process may open it at a time/

/** Seeding, several processes and server starts: minutes on a busy machine. */
const SLOW = 600_000

describe('the lock on an embedded data folder', () => {
  const dataDir = startFromMigratedTemplate(mkdtempSync(path.join(os.tmpdir(), 'postcraft-lock-')))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
  const migrate = () => runScript('src/server/db/migrate-cli.ts', [], { DATA_DIR: dataDir })

  it(
    'refuses a second process while the server runs, naming the holder; a crashed holder does not block',
    async () => {
      const server = await AppProcess.start({ dataDir, startTimeoutMs: SLOW })
      try {
        const migrating = await migrate()
        expect(migrating.code).toBe(1)
        expect(migrating.output).toMatch(HOLDER)
        const seeding = await runScript('scripts/seed-demo.ts', ['--customers', '5'], { DATA_DIR: dataDir })
        expect(seeding.code).toBe(1)
        expect(seeding.output).toMatch(HOLDER)
        expect(seeding.output).not.toContain('    at ')
        await expect(AppProcess.start({ dataDir, startTimeoutMs: SLOW })).rejects.toThrow(HOLDER)
        // The server was not disturbed.
        expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
      } finally {
        await server.kill()
      }
      // SIGKILL left its lock file behind: its process is gone, so the lock is taken over.
      const afterCrash = await migrate()
      expect(afterCrash.output).toContain('Migrations applied (pglite)')
      expect(afterCrash.code).toBe(0)
    },
    SLOW,
  )

  it(
    'takes over a lock whose pid is dead, or alive but another process (a reused pid)',
    async () => {
      const dead = spawnSync(process.execPath, ['-e', '0']).pid
      const lock = (pid: number, processStart: string | null) =>
        writeFileSync(
          path.join(dataDir, LOCK_FILE_NAME),
          JSON.stringify({
            pid,
            command: 'node old.ts',
            startedAt: '2026-01-01T00:00:00.000Z',
            hostname: os.hostname(),
            processStart,
            bootId: null,
          }),
        )
      lock(dead, null)
      expect((await migrate()).code).toBe(0)
      // This test runner is alive, but it started at another time than the lock says.
      lock(process.pid, '1')
      expect((await migrate()).code).toBe(0)
    },
    SLOW,
  )
})
