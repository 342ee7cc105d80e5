import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { AppProcess, startFromMigratedTemplate } from '../../e2e/support/app-process.ts'
import {
  addPostsWithImage,
  digestEmbedded,
  digestPostgres,
  runScript,
  seedDemo,
  viewThroughApi,
} from '../support/backup-fixture.ts'
import { createEmptyPostgresDatabase } from '../support/postgres-database.ts'

type Database = Awaited<ReturnType<typeof createEmptyPostgresDatabase>>

/** Seeding, several processes and server starts: minutes on a busy machine. */
const SLOW = 600_000

describe('backups on PostgreSQL, and moving the embedded database to PostgreSQL', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'postcraft-pg-backup-'))
  const databases: Database[] = []
  const emptyDatabase = async () => {
    const database = await createEmptyPostgresDatabase()
    databases.push(database)
    return database
  }
  afterAll(async () => {
    for (const database of databases) await database.drop()
    rmSync(root, { recursive: true, force: true })
  }, SLOW)

  /** Seeds, adds posts with an image through the server, and returns what the back office shows. */
  async function filled(env: Record<string, string>, dataDir?: string) {
    await seedDemo(env)
    // Under the test's folder, which goes at the end: these servers are stopped, not disposed.
    const folder = dataDir ?? startFromMigratedTemplate(mkdtempSync(path.join(root, 'server-')))
    const server = await AppProcess.start({ env, startTimeoutMs: SLOW, dataDir: folder })
    try {
      await addPostsWithImage(server)
      return { server, view: await viewThroughApi(server) }
    } catch (error) {
      await server.stop()
      throw error
    }
  }

  it(
    'backs up while the server runs; the restore has the same rows; bad targets are refused',
    async () => {
      const source = await emptyDatabase()
      const file = path.join(root, 'postgres.backup')
      const { server } = await filled({ DATABASE_URL: source.url })
      const live = { startedAt: new Date() }
      try {
        const taken = await runScript('scripts/db-backup.ts', [file], { DATABASE_URL: source.url })
        expect(taken.output).toContain('Backup of the PostgreSQL database written to')
        expect(taken.code).toBe(0)
      } finally {
        await server.stop()
      }

      const target = await emptyDatabase()
      const restored = await runScript('scripts/db-restore.ts', [file], { DATABASE_URL: target.url })
      expect(restored.output).toContain('Restored')
      expect(restored.code).toBe(0)
      const digests = await digestPostgres(source.url, live)
      expect(Object.keys(digests).length).toBeGreaterThan(20)
      expect(await digestPostgres(target.url, live)).toEqual(digests)

      const again = await runScript('scripts/db-restore.ts', [file], { DATABASE_URL: source.url })
      expect(again.output).toMatch(/is not empty .*a restore never overwrites one/)
      expect(again.code).toBe(1)
      expect(await digestPostgres(source.url, live)).toEqual(digests)

      const embedded = path.join(root, 'embedded')
      const onEmbedded = await runScript('scripts/db-restore.ts', [file], { DATA_DIR: embedded })
      expect(onEmbedded.output).toMatch(
        /is a backup of a PostgreSQL server, but the configured database is the embedded/,
      )
      expect(onEmbedded.code).toBe(1)
    },
    SLOW,
  )

  it(
    'db:copy moves every row, image and count; the server on the copy shows the same; a filled target is refused',
    async () => {
      const dataDir = startFromMigratedTemplate(path.join(root, 'to-copy'))
      const { server, view } = await filled({ DATA_DIR: dataDir }, dataDir)
      await server.stop()

      const target = await emptyDatabase()
      const copied = await runScript('scripts/db-copy.ts', ['--to', target.url], { DATA_DIR: dataDir })
      expect(copied.output).toMatch(/Copied \d+ rows in \d+ tables; every table's count matches/)
      expect(copied.code).toBe(0)
      const [from, to] = [await digestEmbedded(dataDir), await digestPostgres(target.url)]
      expect(to).toEqual(from)

      const onCopy = await AppProcess.start({ env: { DATABASE_URL: target.url }, startTimeoutMs: SLOW })
      try {
        expect(await viewThroughApi(onCopy)).toEqual(view)
      } finally {
        await onCopy.dispose()
      }

      const twice = await runScript('scripts/db-copy.ts', ['--to', target.url], { DATA_DIR: dataDir })
      expect(twice.output).toMatch(
        /The target database is not empty \(rows in .*db:copy only fills an empty database/,
      )
      expect(twice.code).toBe(1)
    },
    SLOW,
  )
})
