import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { AppProcess, startFromMigratedTemplate } from '../../e2e/support/app-process.ts'
import {
  addPostsWithImage,
  digestEmbedded,
  type LiveServerBackup,
  runScript,
  seedDemo,
  viewThroughApi,
} from '../support/backup-fixture.ts'

/** Seeding, several processes and server starts: minutes on a busy machine. */
const SLOW = 600_000

describe('db:backup and db:restore on the embedded database', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'postcraft-backup-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const source = path.join(root, 'source')
  startFromMigratedTemplate(source)
  const file = path.join(root, 'postcraft.backup')
  const backup = (target: string, dataDir = source) =>
    runScript('scripts/db-backup.ts', [target], { DATA_DIR: dataDir })
  const restore = (from: string, dataDir: string) =>
    runScript('scripts/db-restore.ts', [from], { DATA_DIR: dataDir })

  it(
    'backs up through the running server; the restore has the same rows, and a server on it shows the same data',
    async () => {
      await seedDemo({ DATA_DIR: source })
      const server = await AppProcess.start({ dataDir: source, startTimeoutMs: SLOW })
      let before: Awaited<ReturnType<typeof viewThroughApi>>
      let live: LiveServerBackup
      try {
        await addPostsWithImage(server)
        before = await viewThroughApi(server)
        live = { startedAt: new Date() }
        const taken = await backup(file)
        expect(taken.output).toContain('taken through the running server')
        expect(taken.code).toBe(0)
      } finally {
        await server.stop()
      }
      expect(before.customers).toHaveLength(20)
      expect(before.images).toHaveLength(1)

      const copy = path.join(root, 'restored')
      const restored = await restore(file, copy)
      expect(restored.output).toContain('Restored')
      expect(restored.code).toBe(0)
      const [sourceDigests, copyDigests] = [
        await digestEmbedded(source, live),
        await digestEmbedded(copy, live),
      ]
      expect(Object.keys(copyDigests).length).toBeGreaterThan(20)
      expect(copyDigests).toEqual(sourceDigests)

      const second = await AppProcess.start({ dataDir: copy, startTimeoutMs: SLOW })
      try {
        expect(await viewThroughApi(second)).toEqual(before)
      } finally {
        await second.stop()
      }
    },
    SLOW,
  )

  it(
    'refuses each unfit file or target with its reason, and changes nothing',
    async () => {
      const bytes = readFileSync(file)
      const variant = (name: string, content: Buffer | string) => {
        const target = path.join(root, name)
        writeFileSync(target, content)
        return target
      }
      const edited = (from: string, to: string) =>
        Buffer.from(bytes.toString('latin1').replace(from, to), 'latin1')
      const damaged = Buffer.from(bytes)
      damaged[damaged.length - 200] = (damaged[damaged.length - 200] ?? 0) ^ 0xff

      const cases: [string, Buffer | string, RegExp][] = [
        [
          'truncated.backup',
          bytes.subarray(0, Math.floor(bytes.length / 2)),
          /is incomplete \(truncated\?\)/,
        ],
        ['damaged.backup', damaged, /is damaged: its checksum does not match/],
        ['notes.txt', 'just some notes\n', /is not a PostCraft backup/],
        [
          'format2.backup',
          edited('"format":1', '"format":2'),
          /made by another version of PostCraft \(backup format 2\)/,
        ],
        [
          'newer.backup',
          edited('"when":17', '"when":27'),
          /made by a newer version of PostCraft: .*does not have/,
        ],
        [
          'postgres.backup',
          edited('"kind":"pglite"', '"kind":"postgres"'),
          /is a backup of a PostgreSQL server, but the configured database is the embedded database/,
        ],
      ]
      for (const [name, content, reason] of cases) {
        const target = path.join(root, `target-${name}`)
        const refused = await restore(variant(name, content), target)
        expect(refused.output, name).toMatch(reason)
        expect(refused.code, name).toBe(1)
        expect(refused.output, name).not.toContain('    at ')
        expect(existsSync(path.join(target, 'pglite', 'PG_VERSION')), name).toBe(false)
      }

      const digests = await digestEmbedded(source)
      const onto = await restore(file, source)
      expect(onto.output).toMatch(/already holds an embedded database: a restore never overwrites one/)
      expect(onto.code).toBe(1)
      expect(await digestEmbedded(source)).toEqual(digests)

      const again = await backup(file)
      expect(again.output).toMatch(/already exists: choose a new file name/)
      expect(again.code).toBe(1)
      expect(readFileSync(file).equals(bytes)).toBe(true)
    },
    SLOW,
  )

  it(
    'backs up a stopped database from its folder',
    async () => {
      const stopped = await backup(path.join(root, 'stopped.backup'))
      expect(stopped.output).toContain('taken through the data folder (no server running)')
      expect(stopped.code).toBe(0)
    },
    SLOW,
  )
})
