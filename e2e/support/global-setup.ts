import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { ensureClientBuild } from '../../scripts/client-build.ts'
import { ensureChromium } from '../../scripts/ensure-chromium.ts'
import { sharedDataDirTemplate } from './data-dir-template.ts'
import { disposeRecordedSpares } from './spare-records.ts'

/** Browser tests run against the production build in Debian's Chromium, each on a copy of a started database. */
export default async function setup(project: TestProject) {
  ensureChromium()
  ensureClientBuild()
  const template = await sharedDataDirTemplate({ started: true })
  project.provide('dataDirTemplate', template.folder)
  const spares = mkdtempSync(path.join(os.tmpdir(), 'postcraft-e2e-spares-'))
  project.provide('spareServers', spares)
  return () => {
    disposeRecordedSpares(spares)
    template.remove()
  }
}
