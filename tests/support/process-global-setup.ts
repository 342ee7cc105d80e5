import type { TestProject } from 'vitest/node'
import { sharedDataDirTemplate } from '../../e2e/support/data-dir-template.ts'

/** Process tests start servers on copies of one migrated embedded database, as browser tests do. */
export default async function setup(project: TestProject) {
  const template = await sharedDataDirTemplate()
  project.provide('dataDirTemplate', template.folder)
  return template.remove
}
