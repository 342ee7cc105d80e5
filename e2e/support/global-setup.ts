import type { TestProject } from 'vitest/node'
import { ensureClientBuild } from '../../scripts/client-build.ts'
import { ensureChromium } from '../../scripts/ensure-chromium.ts'
import { sharedDataDirTemplate } from './data-dir-template.ts'

/** Browser tests run against the production build in Debian's Chromium, each on a copy of a started database. */
export default async function setup(project: TestProject) {
  ensureChromium()
  ensureClientBuild()
  const template = await sharedDataDirTemplate({ started: true })
  project.provide('dataDirTemplate', template.folder)
  return template.remove
}
